/**
 * Call tracking on the crisis landing page (SPEC 7): sends PhoneClick when a
 * call button marked with data-track is pressed, to the ad pixel if the
 * visitor allowed it to load (the AdConsent island loads it). Events carry
 * where the button is and the center's number, never anything a visitor typed.
 */
import { useEffect } from 'react';
import { trackEvent } from './runtime/pixel.ts';
import { onTap } from './runtime/taps.ts';
import { island } from './define.tsx';

function CallTrackingView({ phone, contentName }: { phone: string; contentName: string }) {
  useEffect(() => {
    return onTap('a[data-track]', (link) => trackEvent('trackCustom', 'PhoneClick', { content_name: contentName, source: link.dataset.track ?? 'unknown', phone_number: phone }));
  }, [phone, contentName]);
  return null;
}

export const CallTracking = island('CallTracking', CallTrackingView);
