/**
 * The state license, plainly (Health and Safety Code 11831.12): "Licensed by
 * the State Department of Health Care Services", the number and expiry linked
 * to the department's record, the department's list of license actions
 * (11831.5), and any accreditation. Shown in every footer.
 */
import { usePage } from '../context.ts';
import { formatDate } from './dates.ts';
import { LICENSE_TEXT as T } from './trust-text.ts';

/** A stand-in value still in the content: marked where it shows, so nobody takes it for the real one. */
export function PlaceholderMark() {
  return <span className="ml-1.5 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink">{T.placeholder}</span>;
}

export function LicenseNotice() {
  const { site } = usePage();
  const l = site.license;
  const link = 'font-medium text-white underline underline-offset-2 hover:text-amber-200';
  return (
    <div className="space-y-1.5 text-sm leading-relaxed text-slate-300" data-license>
      <p>
        <span className="font-semibold text-white">{T.licensedBy(l.department)}</span>{' '}
        <a href={l.recordUrl} className={link}>{T.number(l.number)}, {T.expires(formatDate(l.expires))}</a>
        {l.placeholder && <PlaceholderMark />}
      </p>
      <p>{T.statusBefore}<a href={l.statusListUrl} className={link}>{T.statusLink}</a>.</p>
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
