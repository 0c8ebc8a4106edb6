/**
 * The center's time zone is written once, in content/site.yaml (`timeZone`): the stack reads it while
 * it is synthesised and hands it to the two Lambdas that count visits or report on days, the forms API
 * and the inbox's API, which read it back as the days they count and report by. No other function gets it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_ENV } from '../../contract/time-zone.ts';
import { addSiteStack, createApp } from '../../infra/app.ts';
import { parseConfig } from '../../infra/config.ts';
import { timeZoneFromEnv } from '../../lambdas/leads/time-zone-env.ts';
import { fixtureSite } from '../helpers/fixtures.ts';
import { shipped } from '../helpers/site.ts';
import { cdkOutdir, MINIMAL } from './helpers.ts';

type Fn = { Properties: { Description?: string; Environment?: { Variables?: Record<string, string> } } };

let contentDir: string;
beforeAll(async () => {
  ({ contentDir } = await fixtureSite('minimal-site'));
});

const setZone = async (zone: string) => {
  const file = join(contentDir, 'site.yaml');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^timeZone: .*$/m, `timeZone: ${zone}`));
};

const synth = (stackName: string) => addSiteStack(createApp({ outdir: cdkOutdir(), cloudFormationValidation: false }), parseConfig({ ...MINIMAL, stackName, contentDir }), shipped().dir);

describe('the center\'s time zone in the stack', () => {
  it('reaches the forms API and the inbox\'s API as site.yaml states it, and no other function', async () => {
    await setZone('America/New_York');
    const functions = Object.values(Template.fromStack(synth('SiteZone')).findResources('AWS::Lambda::Function')) as Fn[];
    const told = functions.filter((fn) => fn.Properties.Environment?.Variables?.[TIME_ZONE_ENV]);
    expect(told.map((fn) => fn.Properties.Description).sort()).toEqual([
      'Admissions inbox API: the leads, claims, outcomes, notes and the response-time report',
      'Forms API: validates and stores requests for help',
    ]);
    for (const fn of told) expect(timeZoneFromEnv(fn.Properties.Environment!.Variables!)).toBe('America/New_York');
  });

  it('is refused at synth when site.yaml names a zone there is not, saying which file to fix', async () => {
    await setZone('America/Granada_Hills');
    expect(() => synth('SiteNoZone')).toThrow(`${join(contentDir, 'site.yaml')} has no valid timeZone`);
  });

  it('is refused by a Lambda whose environment lacks it or names no zone', () => {
    expect(() => timeZoneFromEnv({})).toThrow(TIME_ZONE_ENV);
    expect(() => timeZoneFromEnv({ [TIME_ZONE_ENV]: 'Pacific Time' })).toThrow(`${TIME_ZONE_ENV} is not a time zone`);
  });
});
