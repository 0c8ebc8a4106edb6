/** The privacy, nondiscrimination and accessibility pages (navigation.yaml `policies`), in every footer. */
import type { ReactNode } from 'react';
import { usePage } from '../context.ts';
import { FOOTER_TEXT as T } from './trust-text.ts';

export function PolicyLinks({ className = '', children }: { className?: string; children?: ReactNode }) {
  const { navigation } = usePage();
  return (
    <nav aria-label={T.policies} className={className}>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {navigation.policies.map((p) => (
          <li key={p.href}><a href={p.href} className="inline-flex min-h-6 items-center text-slate-200 underline-offset-2 hover:text-white hover:underline">{p.label}</a></li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
