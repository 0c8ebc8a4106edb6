/**
 * Call tracking on the crisis landing page (SPEC 7): sends PhoneClick when a
 * call button marked with data-track is pressed, to the ad pixel if the
 * visitor allowed it to load (the AdConsent island loads it). Events carry
 * where the button is and the center's number, never anything a visitor typed.
 */
import { useEffect } from 'react';
import { trackEvent } from './runtime/pixel.ts';
import { island } from './define.tsx';

function CallTrackingView({ phone, contentName }: { phone: string; contentName: string }) {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest<HTMLAnchorElement>('a[data-track]');
      if (link) trackEvent('trackCustom', 'PhoneClick', { content_name: contentName, source: link.dataset.track ?? 'unknown', phone_number: phone });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [phone, contentName]);
  return null;
}

export const CallTracking = island('CallTracking', CallTrackingView);
