/**
 * The state license, plainly (Health and Safety Code 11831.12): "Licensed by
 * the State Department of Health Care Services" (in English on every page, with
 * its translation beside it on another language's pages), the number and expiry linked
 * to the department's record, the department's list of license actions
 * (11831.5), and any accreditation. Shown in every footer.
 */
import { fill } from '../../contract/messages.ts';
import { usePage } from '../context.ts';
import { formatDate } from './dates.ts';
import { rich } from './rich.tsx';

/** A stand-in value still in the content: marked where it shows, so nobody takes it for the real one. */
export function PlaceholderMark() {
  const T = usePage().messages.license;
  return <span className="ml-1.5 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink">{T.placeholder}</span>;
}

export function LicenseNotice() {
  const { site, messages } = usePage();
  const T = messages.license;
  const l = site.license;
  const link = 'font-medium text-white underline underline-offset-2 hover:text-amber-200';
  return (
    <div className="space-y-1.5 text-sm leading-relaxed text-slate-300" data-license>
      <p>
        {T.licensedByStatute && <><span lang="en" className="font-semibold text-white">{T.licensedByStatute}</span>{' '}</>}
        <span className={T.licensedByStatute ? 'text-white' : 'font-semibold text-white'}>{fill(T.licensedBy, { department: l.department })}</span>{' '}
        <a href={l.recordUrl} className={link}>{fill(T.number, { number: l.number })}, {fill(T.expires, { date: formatDate(l.expires, messages.dateLocale) })}</a>
        {l.placeholder && <PlaceholderMark />}
      </p>
      <p>{rich(T.status, { list: <a href={l.statusListUrl} className={link}>{T.statusLink}</a> })}</p>
      {site.accreditations.length > 0 && (
        <p>
          {T.accredited}{' '}
          {site.accreditations.map((a, i) => (
            <span key={a.url}>
              {i > 0 && ', '}
              <a href={a.url} className={link}>{a.name}</a>
              {a.placeholder && <PlaceholderMark />}
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}
