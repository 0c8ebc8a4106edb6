/**
 * A responsive picture: AVIF, then WebP, then JPEG, each at several widths,
 * with width and height set so nothing shifts while it loads.
 */
import type { ImageSet } from '../../contract/images.ts';

export interface PictureProps {
  image: ImageSet;
  alt: string;
  sizes: string;
  className?: string;
  /** Below the fold (every image today): load when scrolled near. */
  loading?: 'lazy' | 'eager';
}

export function Picture({ image, alt, sizes, className, loading = 'lazy' }: PictureProps) {
  return (
    <picture>
      {image.srcset.avif && <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />}
      {image.srcset.webp && <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={image.srcset.jpeg}
        sizes={image.srcset.jpeg ? sizes : undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
