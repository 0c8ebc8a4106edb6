/**
 * The `site` command: builds the commander program. Each command lives in
 * bin/commands/, returns when it succeeds and throws when it does not; this
 * file is the only place that prints what was thrown and sets the exit code
 * (the words and the code come from outcomeOf in exit.ts).
 */
import { Command } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerCheck } from './commands/check.ts';
import { registerDeploy } from './commands/deploy.ts';
import { registerDev } from './commands/dev.ts';
import { registerInbox } from './commands/inbox.ts';
import { registerInfra } from './commands/infra.ts';
import { registerLeads } from './commands/leads.ts';
import { registerPreview } from './commands/preview.ts';
import { registerTranslations } from './commands/translations.ts';
import { outcomeOf } from './exit.ts';

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
registerInbox(program);
registerDeploy(program);
registerInfra(program);
registerTranslations(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  const { code, text } = outcomeOf(err, process.argv.includes('--debug'));
  process.stderr.write(text);
  process.exitCode = code;
}
