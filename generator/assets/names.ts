/** Content-hashed asset names, so every asset can be cached for a year. Pure. */
import { createHash } from 'node:crypto';
import { HASHED_ASSETS_PREFIX } from '../../contract/output.ts';

export function contentHash(body: string | Buffer): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 10);
}

/** images/facility/pool.svg -> assets/images/facility/pool.3f2a9c01de.svg */
export function hashedPath(path: string, body: string | Buffer): string {
  const dot = path.lastIndexOf('.');
  return `${HASHED_ASSETS_PREFIX}${path.slice(0, dot)}.${contentHash(body)}${path.slice(dot)}`;
}
