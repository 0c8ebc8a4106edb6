/**
 * The local-development channel: one line per new lead on the terminal running `site preview` or
 * `site dev`. The line names the lead, not the person: `site leads` shows the details.
 */
import { LANGUAGE_FIELD } from '../../../contract/forms.ts';
import { languageName } from './summary.ts';
import type { Notifier } from './types.ts';

export function consoleNotifier(write: (line: string) => void = (line) => process.stderr.write(line)): Notifier {
  return {
    name: 'console',
    async notify(lead) {
      const language = lead.fields[LANGUAGE_FIELD];
      write(`New ${lead.form} request ${lead.id}${language ? ` in ${languageName(language)}` : ''} from ${lead.source} at ${lead.receivedAt}. Run \`site leads\` to see it.\n`);
    },
  };
}
