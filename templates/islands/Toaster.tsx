/**
 * Shows the toasts of runtime/toast.ts in an accessible live region; each dismisses itself. They sit
 * at the top, under the header (centred on a phone, at the right on a wider screen): a refused form
 * puts its first refused field in the middle of the screen, so above it are only fields already
 * right, and the ones still to fix stay in sight below it. At the bottom, a toast covered those.
 */
import { useEffect, useState } from 'react';
import { dismiss, subscribe, type Toast } from './runtime/toast.ts';
import { island } from './define.tsx';

function ToasterView({ words }: { words: { region: string; dismiss: string } }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribe(setToasts), []);
  return (
    <div role="region" aria-label={words.region} className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4 md:top-28 md:justify-end">
      <ol aria-live="assertive" className="flex w-full max-w-sm flex-col gap-3">
        {toasts.map((t) => (
          <li key={t.id} data-toast={t.variant} className={`pointer-events-auto rounded-xl p-4 shadow-xl ring-1 ${t.variant === 'destructive' ? 'bg-red-700 text-white ring-red-800' : 'bg-white text-ink ring-slate-200'}`}>
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold">{t.title}</p>
                <p className={`mt-1 text-sm ${t.variant === 'destructive' ? 'text-red-50' : 'text-slate-700'}`}>{t.description}</p>
              </div>
              <button type="button" onClick={() => dismiss(t.id)} className="rounded px-1 text-lg leading-none" aria-label={words.dismiss}>×</button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export const Toaster = island('Toaster', ToasterView);
