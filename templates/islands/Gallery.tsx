/** A photo gallery island (home 9, landing 7): one selected photo shown large; a thumbnail selects it. */
import { useState } from 'react';
import type { ImageSet } from '../../contract/images.ts';
import { Picture } from '../partials/Picture.tsx';
import { island } from './define.tsx';

export interface GalleryPhoto { image: ImageSet; title: string; description: string; alt: string }

function GalleryView({ images, columns, label }: { images: GalleryPhoto[]; columns: 'home' | 'landing'; label: string }) {
  const [selected, setSelected] = useState(0);
  const shown = images[selected] ?? images[0]!;
  const grid = columns === 'landing' ? 'grid-cols-4 md:grid-cols-7' : 'grid-cols-3 sm:grid-cols-5 lg:grid-cols-9';
  return (
    <div>
      <figure className="overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
        <Picture image={shown.image} alt={shown.alt} sizes="(min-width: 1152px) 1104px, 100vw" className="aspect-[3/2] w-full object-cover" />
        <figcaption className="p-5" aria-live="polite">
          <p className="text-lg font-semibold text-ink">{shown.title}</p>
          <p className="mt-1 text-slate-700">{shown.description}</p>
        </figcaption>
      </figure>
      <ul className={`mt-4 grid gap-2 sm:gap-3 ${grid}`} aria-label={label}>
        {images.map((img, i) => (
          <li key={img.image.src + i}>
            <button
              type="button"
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
              className="block w-full rounded-lg text-left"
            >
              <Picture image={img.image} alt="" sizes={columns === 'landing' ? '(min-width: 768px) 160px, 25vw' : '(min-width: 1024px) 120px, 33vw'} className={`aspect-[3/2] w-full rounded-lg object-cover ${i === selected ? 'ring-4 ring-brand-600' : 'ring-1 ring-slate-200'}`} />
              <span className="mt-1 block text-xs leading-snug text-slate-700 wrap-break-word">{img.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const Gallery = island('Gallery', GalleryView);
