/** A photo gallery: the selected image large with its title and description, thumbnails below. */
import type { GalleryImage } from '../../generator/schema/common.ts';
import { usePage } from '../context.ts';

export function Gallery({ images, columns }: { images: readonly GalleryImage[]; columns: 'home' | 'landing' }) {
  const { asset } = usePage();
  const first = images[0]!;
  const grid = columns === 'landing' ? 'grid-cols-4 md:grid-cols-7' : 'grid-cols-3 sm:grid-cols-5 lg:grid-cols-9';
  return (
    <div>
      <figure className="overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
        <img src={asset(first.src)} alt={first.alt ?? first.title} width={1200} height={800} className="aspect-[3/2] w-full object-cover" />
        <figcaption className="p-5">
          <p className="text-lg font-semibold text-ink">{first.title}</p>
          <p className="mt-1 text-slate-700">{first.description}</p>
        </figcaption>
      </figure>
      <ul className={`mt-4 grid gap-2 sm:gap-3 ${grid}`}>
        {images.map((img, i) => (
          <li key={img.src + i}>
            <figure>
              <img src={asset(img.src)} alt={img.alt ?? img.title} width={1200} height={800} loading="lazy" className={`aspect-[3/2] w-full rounded-lg object-cover ${i === 0 ? 'ring-4 ring-brand-600' : 'ring-1 ring-slate-200'}`} />
              <figcaption className="mt-1 truncate text-xs text-slate-700">{img.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
