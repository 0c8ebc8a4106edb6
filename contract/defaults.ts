/** Defaults that the CLI, the local servers, the forms API and the CDK stack agree on. */

export const DEFAULTS = {
  contentDir: 'content',
  outDir: 'dist',
  /** The local forms API's lead store. */
  dataDir: '.data',
  /** Encoded images and the page cache, beside the content folder. */
  cacheDir: '.cache',
  /**
   * The pictures' encodings, committed beside the content folder so that a fresh clone need not
   * encode them again (as Hugo keeps resources/_gen); used when the folder exists.
   */
  encodedImagesDir: 'encoded-images',
  host: '127.0.0.1',
  previewPort: 4173,
  devPort: 4321,
} as const;

/** How long a lead is kept before it is deleted (locally and by DynamoDB's TTL). */
export const LEAD_RETENTION_DAYS = 90;

/** Header names shared by the browser, the CDN and the forms API. */
export const HEADER_NAMES = {
  /** Makes a retried form post store nothing new. */
  idempotencyKey: 'Idempotency-Key',
  /** Added by CloudFront on /api/*, so the API answers only requests that came through it. */
  originVerify: 'x-origin-verify',
  /** The host the visitor's browser addressed, copied by CloudFront's /api/* function (the API itself sees its own host). */
  viewerHost: 'x-viewer-host',
} as const;
