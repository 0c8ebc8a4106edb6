/** The options of the commands that serve the site with the forms API (preview, dev), declared and checked once. */
import type { Command } from 'commander';
import { DEFAULTS } from '../contract/defaults.ts';
import { UsageError } from './exit.ts';
import { privatePlaceRefusal } from './private-place.ts';

export interface ServeFlags { port: string; host: string; data: string; rateLimit?: string }
export interface ServeSettings { port: number; host: string; dataDir: string; rateLimitPerMinute?: number }

export function serveOptions(command: Command, defaultPort: number): Command {
  return command
    .option('--port <port>', 'port to listen on', String(defaultPort))
    .option('--host <host>', 'address to listen on', DEFAULTS.host)
    .option('--data <dir>', 'folder for the forms API\'s local lead store (SQLite)', DEFAULTS.dataDir)
    .option('--rate-limit <n>', 'form submissions allowed per client per minute (default: no limit)');
}

/** The checked settings; a UsageError naming every bad value otherwise. */
export function serveSettings(flags: ServeFlags): ServeSettings {
  const port = Number(flags.port);
  const limit = flags.rateLimit === undefined ? undefined : Number(flags.rateLimit);
  const problems = [
    ...(Number.isInteger(port) && port >= 0 && port <= 65535 ? [] : [`--port must be a number from 0 to 65535, got "${flags.port}"`]),
    ...(limit === undefined || (Number.isInteger(limit) && limit > 0) ? [] : [`--rate-limit must be a whole number above 0, got "${flags.rateLimit}"`]),
  ];
  // The lead store holds health information: never where a deploy would publish it or git commit it.
  const place = privatePlaceRefusal(flags.data, 'the lead store', { folder: true });
  if (place) problems.push(`--data: ${place}`);
  if (problems.length) throw new UsageError(problems.join('\n'));
  return { port, host: flags.host, dataDir: flags.data, rateLimitPerMinute: limit };
}
