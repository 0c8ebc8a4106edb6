/**
 * Site files made from the whole list of pages (the sitemap, the CloudFront Function), made again
 * only when what they are made from changed. A long-running process (site dev) keeps the last ones:
 * a save that moves no route, redirect or alternate gets back the very string of the last build,
 * which is neither built again nor compared byte by byte with the file already written.
 */

/** Each remembered file's body and the strings it was made from, by output path. */
export type RememberedFiles = Map<string, { inputs: readonly string[]; body: string }>;

/**
 * `inputs`: everything the body is made from, as strings in an order that tells them apart (a list's
 * length before its items). Without a memo, the body is made.
 */
export function remembered(memo: RememberedFiles | undefined, path: string, inputs: readonly string[], make: () => string): string {
  const last = memo?.get(path);
  if (last && sameStrings(last.inputs, inputs)) return last.body;
  const body = make();
  memo?.set(path, { inputs, body });
  return body;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
