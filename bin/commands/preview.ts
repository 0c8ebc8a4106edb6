import type { Command } from 'commander';

export function registerPreview(program: Command): void {
  program.command('preview').description('(in progress)').action(() => { process.exitCode = 3; });
}
