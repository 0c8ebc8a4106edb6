/** Where the project and its shipped content are, for the tests and their setup. */
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const CONTENT = join(ROOT, 'content');
export const FIXTURES = join(ROOT, 'tests', 'fixtures');
