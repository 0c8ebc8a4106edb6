import type { Command } from 'commander';

export function registerBuild(program: Command): void {
  program.command('build').description('(in progress)').action(() => { process.exitCode = 3; });
}
