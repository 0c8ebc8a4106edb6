/**
 * Runs before every test file (vitest's setupFiles): once the file's own
 * after-all hooks have run (registered earlier, this one runs last), the
 * temporary folders it made with tests/helpers/temp.ts are removed.
 */
import { afterAll } from 'vitest';
import { removeTemporaryFolders } from '../helpers/temp.ts';

afterAll(removeTemporaryFolders);
