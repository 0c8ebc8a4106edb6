/** For the tests of the lead commands of the CLI (`site leads`, its report and export). */
import { Command } from 'commander';
import { vi } from 'vitest';
import { registerLeads } from '../../bin/commands/leads.ts';
import { outcomeOf } from '../../bin/exit.ts';

/** `site leads ...` through a fresh commander program, as bin/site.ts runs it; output captured. */
export async function runLeads(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const out = { stdout: '', stderr: '' };
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out.stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((out.stderr += String(chunk)), true));
  const program = new Command('site').exitOverride();
  registerLeads(program);
  const { code, text } = await program.parseAsync(['node', 'site', ...args]).then(() => ({ code: 0, text: '' }), (err: unknown) => outcomeOf(err));
  vi.restoreAllMocks();
  return { stdout: out.stdout, stderr: out.stderr + text, code };
}
