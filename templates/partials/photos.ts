/** Gallery images with their public URLs resolved, as plain props for the Gallery island. */
import type { GalleryImage } from '../../generator/schema/common.ts';
import type { GalleryPhoto } from '../islands/Gallery.tsx';

export function photos(images: readonly GalleryImage[], asset: (path: string) => string): GalleryPhoto[] {
  return images.map((i) => ({ src: asset(i.src), title: i.title, description: i.description, alt: i.alt ?? i.title }));
}
