/** "Log a call": an inbound phone call recorded as a request like the forms', with its own promise. */
import { useState } from 'react';
import { NOTE_MAX_CHARS, type CallLog } from '../../../contract/inbox.ts';
import { WORDS as W } from './words.ts';

const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base';

export function CallForm({ busy, onLog, onCancel }: { busy: boolean; onLog: (call: CallLog) => Promise<boolean>; onCancel: () => void }) {
  const [call, setCall] = useState({ fullName: '', phone: '', language: '', heardAbout: '', need: '' });
  const set = (key: keyof typeof call) => (e: { currentTarget: { value: string } }) => setCall({ ...call, [key]: e.currentTarget.value });
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    const { language, heardAbout, ...rest } = call;
    void onLog({ ...rest, ...(language && { language }), ...(heardAbout.trim() && { heardAbout }) });
  };
  return (
    <form onSubmit={submit} aria-labelledby="call-title" className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="call-title" className="text-xl font-bold text-ink">{W.logCall}</h2>
      <label className="block font-semibold text-ink">{W.fields.fullName}<input required value={call.fullName} onInput={set('fullName')} maxLength={100} className={FIELD} /></label>
      <label className="block font-semibold text-ink">{W.fields.phone}<input required type="tel" value={call.phone} onInput={set('phone')} className={FIELD} /></label>
      <label className="block font-semibold text-ink">{W.callLanguage}
        <select value={call.language} onChange={set('language')} className={FIELD}>
          {Object.entries(W.callLanguages).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
        </select>
      </label>
      <label className="block font-semibold text-ink">{W.fields.heardAbout}<input value={call.heardAbout} onInput={set('heardAbout')} maxLength={200} className={FIELD} /></label>
      <label className="block font-semibold text-ink">{W.fields.need}<textarea required value={call.need} onInput={set('need')} maxLength={NOTE_MAX_CHARS} rows={3} className={`${FIELD} py-2`} /></label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">{W.saveCall}</button>
        <button type="button" onClick={onCancel} className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-800 ring-1 ring-brand-700">{W.cancel}</button>
      </div>
    </form>
  );
}
