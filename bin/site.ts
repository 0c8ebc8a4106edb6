/**
 * The `site` command: builds the commander program. Each command lives in
 * bin/commands/ and returns an exit code; this file is the only place that
 * turns thrown errors into output and an exit code.
 */
import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerCheck } from './commands/check.ts';
import { registerDeploy } from './commands/deploy.ts';
import { registerDev } from './commands/dev.ts';
import { registerInfra } from './commands/infra.ts';
import { registerLeads } from './commands/leads.ts';
import { registerPreview } from './commands/preview.ts';

export const EXIT = { ok: 0, content: 1, usage: 2, internal: 3 } as const;

const program = new Command('site')
  .description('Build, check and preview the treatment-center website from the YAML in content/.')
  .option('--debug', 'show stack traces of internal errors')
  .exitOverride()
  .configureOutput({ writeOut: (s) => process.stdout.write(s), writeErr: (s) => process.stderr.write(s) });

registerBuild(program);
registerCheck(program);
registerPreview(program);
registerDev(program);
registerLeads(program);
registerDeploy(program);
registerInfra(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    process.exitCode = err.exitCode === 0 ? 0 : EXIT.usage;
  } else {
    const debug = process.argv.includes('--debug');
    process.stderr.write(`Internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    if (debug && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    else process.stderr.write('Run again with --debug for details, and please report this as a bug.\n');
    process.exitCode = EXIT.internal;
  }
}
