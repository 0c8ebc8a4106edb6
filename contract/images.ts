/** What a template gets for a picture below content/images: the encoded sizes the build made. */

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageSet {
  width: number;
  height: number;
  /** The largest JPEG, for browsers without srcset support. */
  src: string;
  /** srcset strings by format; empty for SVG. */
  srcset: Partial<Record<ImageFormat, string>>;
}
