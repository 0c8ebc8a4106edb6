/**
 * A standalone local forms server: `tsx lambdas/forms/serve.ts [--data DIR] [--port N] [--rate-limit N]`.
 * Prints {"url": ...} on stdout once listening (on 127.0.0.1). Used by the crash test and `npm run bench:api`.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { startLocalForms } from './local.ts';
import { DEFAULTS } from '../../contract/defaults.ts';

const { values } = parseArgs({
  options: { data: { type: 'string', default: DEFAULTS.dataDir }, port: { type: 'string', default: '0' }, 'rate-limit': { type: 'string' } },
});
const rateLimit = values['rate-limit'];
const forms = await startLocalForms({ dataDir: values.data, rateLimitPerMinute: rateLimit ? Number(rateLimit) : undefined });
const server = createServer(forms.handle);
server.keepAliveTimeout = 10_000;
server.listen(Number(values.port), DEFAULTS.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});

const stop = () => server.close(() => void forms.close().then(() => process.exit(0)));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
