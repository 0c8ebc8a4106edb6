/**
 * The privacy notice, the Notice of Privacy Practices, the nondiscrimination
 * and accessibility pages (navigation.yaml `policies`), in every footer; with an ad pixel in site.yaml, beside them the
 * button that opens the ad measurement choice (the AdConsent island).
 */
import { usePage } from '../context.ts';
import { AdConsent } from '../islands/AdConsent.tsx';

export function PolicyLinks({ className = '', measureAds = false }: { className?: string; measureAds?: boolean }) {
  const { site, navigation, messages, href } = usePage();
  return (
    <div className={`flex flex-wrap items-center gap-x-6 gap-y-1 ${className}`}>
      <nav aria-label={messages.footer.policies}>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {navigation.policies.map((p) => (
            <li key={p.href}><a href={p.href} className="inline-flex min-h-6 items-center text-slate-200 underline-offset-2 hover:text-white hover:underline">{p.label}</a></li>
          ))}
        </ul>
      </nav>
      {site.pixelId && <AdConsent pixelId={site.pixelId} measure={measureAds} words={messages.consent} privacyHref={href('/policies/privacy')} />}
    </div>
  );
}
