/** The CloudFront side of a rotation: the distribution config with a new value for one origin header. */
import type { DistributionConfig } from '@aws-sdk/client-cloudfront';

/** A copy of config in which every origin sending `name` sends `value`; throws when no origin sends it. */
export function withOriginHeader(config: DistributionConfig, name: string, value: string): DistributionConfig {
  let changed = 0;
  const items = (config.Origins?.Items ?? []).map((origin) => {
    const headers = origin.CustomHeaders?.Items ?? [];
    if (!headers.some((h) => h.HeaderName?.toLowerCase() === name.toLowerCase())) return origin;
    changed += 1;
    const Items = headers.map((h) => (h.HeaderName?.toLowerCase() === name.toLowerCase() ? { ...h, HeaderValue: value } : h));
    return { ...origin, CustomHeaders: { Quantity: Items.length, Items } };
  });
  if (changed === 0) throw new Error(`no origin of the distribution sends ${name}`);
  return { ...config, Origins: { Quantity: items.length, Items: items } } as DistributionConfig;
}
