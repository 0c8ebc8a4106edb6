/** A link styled as a button. Content hrefs such as tel:crisis are resolved here. */
import type { Action } from '../../contract/content/common.ts';
import { resolveHref } from '../../contract/phone.ts';
import { fill } from '../../contract/messages.ts';
import { usePage } from '../context.ts';
import { Icon } from './Icon.tsx';
import { wholeNumbers } from './phones.tsx';

const VARIANTS: Record<NonNullable<Action['variant']>, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50',
  emergency: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  outline: 'bg-transparent text-current ring-1 ring-inset ring-current hover:bg-white/10',
};

/** Phone buttons default to primary, everything else to secondary. */
export function variantOf(action: Action): NonNullable<Action['variant']> {
  return action.variant ?? (action.href.startsWith('tel:') ? 'primary' : 'secondary');
}

export function ActionLink({ action, size = 'md', className = '', track }: { action: Action; size?: 'md' | 'lg'; className?: string; track?: string }) {
  const { site } = usePage();
  const href = resolveHref(action.href, site);
  const variant = variantOf(action);
  const icon = action.href.startsWith('tel:') ? 'phone' : action.href.startsWith('sms:') ? 'text' : 'arrow';
  const sizing = size === 'lg' ? 'px-6 py-3.5 text-lg' : 'px-5 py-3 text-base';
  return (
    <a href={href} data-track={track} className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg font-semibold transition-colors ${sizing} ${VARIANTS[variant]} ${className}`}>
      {icon !== 'arrow' && <Icon name={icon} className="h-5 w-5 shrink-0" />}
      <span>{wholeNumbers(action.label)}</span>
    </a>
  );
}

/** On a dark background a primary button turns white, so it stands out from the section. */
export function Actions({ actions, size, className = '', onDark = false }: { actions: readonly Action[]; size?: 'md' | 'lg'; className?: string; onDark?: boolean }) {
  if (!actions.length) return null;
  const adapt = (a: Action): Action => (onDark && variantOf(a) === 'primary' ? { ...a, variant: 'secondary' } : a);
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      {actions.map((a) => <ActionLink key={a.label + a.href} action={adapt(a)} size={size} />)}
    </div>
  );
}

/** The crisis line as a call button, used in headers, footers and emergency blocks. */
export function CrisisCall({ label, variant = 'primary', size, track }: { label?: string; variant?: Action['variant']; size?: 'md' | 'lg'; track?: string }) {
  const { site, messages } = usePage();
  return <ActionLink action={{ label: label ?? fill(messages.callPhone, { phone: site.crisisLine.display }), href: 'tel:crisis', variant }} size={size} track={track} />;
}
