/**
 * The one place that chains the stages: load -> validate -> render -> emit.
 * It times each stage and returns a BuildResult for the CLI to print.
 */
import { load } from './load/index.ts';
import type { Problem } from './validate/problem.ts';
import { validate } from './validate/index.ts';

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
  files: number;
  pages: number;
}

export async function checkContent(contentDir: string): Promise<CheckResult> {
  const files = await load(contentDir);
  const result = validate(files);
  return {
    ok: result.ok,
    problems: result.problems,
    files: files.length,
    pages: result.ok ? result.content.pages.length : 0,
  };
}
