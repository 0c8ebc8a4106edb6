/** A file the build writes: its path below the output folder and its bytes. */
export interface Artifact {
  path: string;
  body: string | Buffer;
}

export function byteLength(a: Artifact): number {
  return typeof a.body === 'string' ? Buffer.byteLength(a.body) : a.body.length;
}
