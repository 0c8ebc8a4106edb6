/**
 * Rotation of the origin-verify secret: the rotation steps (lambdas/origin-secret/rotate.ts) run
 * against an in-memory Secrets Manager and CloudFront config, while the shipped authorizer
 * (lambdas/leads/origin-verify.cjs) answers requests, on one simulated clock. Old and new values
 * must both be accepted while the secret turns over, and only the new one afterwards.
 */
import { createRequire } from 'node:module';
import type { DistributionConfig } from '@aws-sdk/client-cloudfront';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../lambdas/leads/log.ts';
import { AUTHORIZER_MISS_REFRESH_MS } from '../../../lambdas/origin-secret/handler.ts';
import { withOriginHeader } from '../../../lambdas/origin-secret/origin-header.ts';
import { rotate, type RotationDeps, type RotationStep } from '../../../lambdas/origin-secret/rotate.ts';
import type { AuthorizerModule } from '../../infra/helpers.ts';

const authorizer = createRequire(import.meta.url)('../../../lambdas/leads/origin-verify.cjs') as AuthorizerModule;
const HEADER = 'x-origin-verify';
const MINUTE = 60_000;

function config(value: string): DistributionConfig {
  return {
    Origins: {
      Quantity: 2,
      Items: [
        { Id: 'site', DomainName: 'bucket.s3.amazonaws.com' },
        { Id: 'api', DomainName: 'abc.execute-api.us-east-1.amazonaws.com', CustomHeaders: { Quantity: 1, Items: [{ HeaderName: HEADER, HeaderValue: value }] } },
      ],
    },
  } as DistributionConfig;
}
const sentHeader = (c: DistributionConfig) => c.Origins!.Items!.flatMap((o) => o.CustomHeaders?.Items ?? []).find((h) => h.HeaderName === HEADER)?.HeaderValue;

/** Secrets Manager's version stages, CloudFront's config and the authorizer, on one clock. */
function world() {
  let now = 0;
  const versions = new Map<string, { value?: string; stages: string[]; createdAt: number }>([['v1', { value: 'old-value-'.padEnd(48, 'a'), stages: ['AWSCURRENT'], createdAt: 0 }]]);
  let distribution = config(versions.get('v1')!.value!);
  let randoms = 0;
  const readStage = async (stage: string) => {
    const found = [...versions.values()].find((v) => v.stages.includes(stage) && v.value !== undefined);
    return found && { value: found.value!, createdAt: found.createdAt };
  };
  const authorize = authorizer.createHandler({ header: HEADER, readStage, now: () => now });
  const allows = async (value: string) => (await authorize({ headers: { [HEADER]: value } })).isAuthorized;
  const deps: RotationDeps = {
    secret: {
      stages: async () => Object.fromEntries([...versions].map(([id, v]) => [id, [...v.stages]])),
      value: async (id) => versions.get(id)?.value,
      random: async () => `new-value-${++randoms}-`.padEnd(48, 'b'),
      async putPending(id, value) { versions.set(id, { value, stages: ['AWSPENDING'], createdAt: now }); },
      async makeCurrent(id, from) {
        for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS');
        versions.get(from!)!.stages = ['AWSPREVIOUS'];
        versions.get(id)!.stages = ['AWSCURRENT', 'AWSPENDING'];
      },
    },
    async setOriginHeader(value) { distribution = withOriginHeader(distribution, HEADER, value); },
    probe: async (value) => ((await allows(value)) ? 200 : 403),
    sleep: async (ms) => { now += ms; },
    logger: silentLogger,
    authorizerMissRefreshMs: AUTHORIZER_MISS_REFRESH_MS,
  };
  return {
    versions, deps, allows,
    sent: () => sentHeader(distribution),
    advance: (ms: number) => { now += ms; },
    /** Secrets Manager starts a rotation: a new version id with the AWSPENDING stage and no value yet. */
    begin(id: string) { versions.set(id, { stages: ['AWSPENDING'], createdAt: now }); },
    run: (step: RotationStep, id: string) => rotate(step, id, deps),
  };
}

describe('origin-verify secret rotation', () => {
  it('turns the secret over with old and new both accepted meanwhile, then only the new one', async () => {
    const w = world();
    const oldValue = w.sent()!;
    expect(await w.allows(oldValue)).toBe(true); // the authorizer has just read the secret
    expect(await w.allows('x'.repeat(48))).toBe(false);

    w.advance(10 * MINUTE);
    expect(await w.allows(oldValue)).toBe(true); // the authorizer rereads the secret just before the rotation
    w.begin('v2');
    await w.run('createSecret', 'v2');
    const newValue = w.versions.get('v2')!.value!;
    expect(newValue).not.toBe(oldValue);
    await w.run('createSecret', 'v2'); // Secrets Manager may repeat a step
    expect(w.versions.get('v2')!.value).toBe(newValue);

    await w.run('setSecret', 'v2');
    expect(w.sent()).toBe(newValue);
    expect(await w.allows(newValue)).toBe(true); // an edge already sending the new value
    expect(await w.allows(oldValue)).toBe(true); // edges still sending the old one
    await w.run('testSecret', 'v2');
    await w.run('finishSecret', 'v2');
    expect(w.versions.get('v2')!.stages).toContain('AWSCURRENT');
    expect(w.versions.get('v1')!.stages).toEqual(['AWSPREVIOUS']);

    w.advance(10 * MINUTE);
    expect([await w.allows(newValue), await w.allows(oldValue)]).toEqual([true, true]);
    w.advance(authorizer.PREVIOUS_GRACE_MS);
    expect([await w.allows(newValue), await w.allows(oldValue)]).toEqual([true, false]);
  });

  it('waits before CloudFront switches for as long as the authorizer may ignore a new value', () => {
    expect(AUTHORIZER_MISS_REFRESH_MS).toBe(authorizer.MISS_REFRESH_MS);
  });

  it('refuses to finish a rotation whose new value the API does not accept', async () => {
    const w = world();
    w.begin('v2');
    await w.run('createSecret', 'v2');
    w.deps.probe = async () => 403;
    await expect(w.run('testSecret', 'v2')).rejects.toThrow('the forms API answered 403 to the new value');
    expect(w.versions.get('v1')!.stages).toEqual(['AWSCURRENT']);
  });

  it('refuses a version that is not pending, and does nothing for one already current', async () => {
    const w = world();
    await expect(w.run('createSecret', 'v9')).rejects.toThrow('not a version of the secret');
    w.versions.set('v3', { value: 'x', stages: ['AWSPREVIOUS'], createdAt: 0 });
    await expect(w.run('setSecret', 'v3')).rejects.toThrow('is not pending');
    await w.run('finishSecret', 'v1');
    expect(w.versions.get('v1')!.stages).toEqual(['AWSCURRENT']);
  });
});

describe('the CloudFront config', () => {
  it('changes the origin-verify header of the API origin and nothing else', () => {
    const before = config('old');
    const after = withOriginHeader(before, HEADER, 'new');
    expect(sentHeader(after)).toBe('new');
    expect(after.Origins!.Items![0]).toEqual(before.Origins!.Items![0]);
    expect(sentHeader(before)).toBe('old');
    expect(() => withOriginHeader(before, 'x-other', 'v')).toThrow('no origin of the distribution sends x-other');
  });
});
