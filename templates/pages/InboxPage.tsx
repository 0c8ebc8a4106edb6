/** The admissions inbox's page: a heading for those without JavaScript, and the Inbox island. */
import { Inbox } from '../islands/Inbox.tsx';
import { WORDS } from '../islands/inbox/words.ts';

export function InboxPage() {
  return (
    <div className="flow-root min-h-screen bg-slate-50">
      <noscript><p className="p-6 text-slate-700">{WORDS.needsScript}</p></noscript>
      <Inbox />
    </div>
  );
}
