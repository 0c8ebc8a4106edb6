/**
 * Call tracking on the crisis landing page (SPEC 7): loads the ad pixel only
 * when a pixel id is set, and sends PhoneClick when a call button marked with
 * data-track is pressed. Events carry where the button is and the center's
 * number, never anything a visitor typed.
 */
import { useEffect } from 'react';
import { loadPixel, trackEvent } from './runtime/pixel.ts';
import { island } from './define.tsx';

function CallTrackingView({ pixelId, phone, contentName }: { pixelId: string | null; phone: string; contentName: string }) {
  useEffect(() => {
    if (pixelId) loadPixel(pixelId);
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest<HTMLAnchorElement>('a[data-track]');
      if (link) trackEvent('trackCustom', 'PhoneClick', { content_name: contentName, source: link.dataset.track ?? 'unknown', phone_number: phone });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [pixelId, phone, contentName]);
  return null;
}

export const CallTracking = island('CallTracking', CallTrackingView);
