/** The center's time zone as the CDK stack hands it to a Lambda (TIME_ZONE_ENV, from content/site.yaml). */
import { isTimeZone, TIME_ZONE_ENV } from '../../contract/time-zone.ts';
import { required } from './store/from-env.ts';

export function timeZoneFromEnv(env: NodeJS.ProcessEnv): string {
  const zone = required(env, TIME_ZONE_ENV);
  if (!isTimeZone(zone)) throw new Error(`${TIME_ZONE_ENV} is not a time zone this runtime knows`);
  return zone;
}
