/**
 * cdk-nag v3 (validation plugins): the AwsSolutions and HIPAA Security packs find nothing left
 * unacknowledged in either configuration, every acknowledgement names a rule and gives a reason,
 * and every acknowledgement is still needed (it silences a finding that would otherwise fail).
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addNagChecks, createApp, nagPacks } from '../../infra/app.ts';
import { synthStacks, type Synth } from './helpers.ts';

const ACK = Validations.ACKNOWLEDGED_RULES_METADATA_KEY;

let s: Synth;
beforeAll(async () => {
  s = await synthStacks();
});

/** Every finding of both packs as "rule construct/path". */
function findings(scope: IConstruct): string[] {
  return nagPacks().flatMap((pack) => pack.validateScope(scope).violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.ruleName} ${(r as { constructPath?: string }).constructPath ?? r.resourceLogicalId}`)));
}

/** Every acknowledgement in the tree: where, which rule, why. */
function acknowledgements(scope: IConstruct) {
  return scope.node.findAll().flatMap((c) => c.node.metadata
    .filter((m) => m.type === ACK)
    .flatMap((m) => Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ path: c.node.path, id, reason }))));
}

describe('cdk-nag', () => {
  it('finds nothing unacknowledged in the minimal or the full configuration', () => {
    expect(findings(s.minimal)).toEqual([]);
    expect(findings(s.full)).toEqual([]);
  });

  it('passes as a validation plugin during synthesis (what `cdk synth` runs)', async () => {
    // The output folder is shared with other syntheses of this process: the report read is this one's.
    const reportFile = join(s.outdir, 'validation-report.json');
    await rm(reportFile, { force: true });
    addNagChecks(s.app);
    expect(() => s.app.synth({ force: true })).not.toThrow();
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
  });

  it('fails synthesis on an unacknowledged finding (the plugins really run)', () => {
    const app = createApp({ outdir: join(s.outdir, 'failing'), cloudFormationValidation: false });
    new Bucket(new Stack(app, 'Bare'), 'Unlogged');
    addNagChecks(app);
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });

  it('every acknowledgement names a rule of the two packs and gives a written reason', () => {
    const acks = [...acknowledgements(s.minimal), ...acknowledgements(s.full)];
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      // Stored with the namespace CDK gives it (e.g. "Annotation::") in front of the rule id.
      expect(ack.id, ack.path).toMatch(/^(?:[\w.]+::)?(?:AwsSolutions-[A-Z]+\d+(?:\[.+\])?|HIPAA\.Security-[A-Za-z0-9]+)$/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(60);
    }
  });

  it('every acknowledgement silences a real finding (none is left over from old code)', () => {
    const acks = [...acknowledgements(s.minimal), ...acknowledgements(s.full)];
    // Remove every acknowledgement, then check each matches a finding at or under its construct.
    for (const c of [...s.minimal.node.findAll(), ...s.full.node.findAll()]) {
      const metadata = (c.node as unknown as { _metadata?: Array<{ type: string }> })._metadata ?? [];
      for (let i = metadata.length - 1; i >= 0; i--) if (metadata[i]!.type === ACK) metadata.splice(i, 1);
    }
    const raw = [...findings(s.minimal), ...findings(s.full)];
    const unused = acks.filter((ack) => {
      const rule = ack.id.replace(/^[^:]+::/, '');
      return !raw.some((f) => f.startsWith(`${rule} ${ack.path}/`) || f === `${rule} ${ack.path}`);
    });
    expect(unused.map((a) => `${a.path} ${a.id}`)).toEqual([]);
  });
});
