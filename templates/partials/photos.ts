/** Gallery images with their responsive versions resolved, as plain props for the Gallery island. */
import type { ImageSet } from '../../contract/images.ts';
import type { GalleryImage } from '../../contract/content/common.ts';
import type { GalleryPhoto } from '../islands/Gallery.tsx';

export function photos(images: readonly GalleryImage[], image: (path: string) => ImageSet): GalleryPhoto[] {
  return images.map((i) => ({ image: image(i.src), title: i.title, description: i.description, alt: i.alt ?? i.title }));
}
