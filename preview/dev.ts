/**
 * `site dev`: build, serve with the forms API, watch content/ and templates/,
 * rebuild on every save, and tell open pages to reload. A content problem is
 * printed in the terminal and shown over the page (the last good build stays
 * up); fixing the file clears it. Template changes are picked up without a
 * restart: each rebuild loads the generator afresh through tsx.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tsImport } from 'tsx/esm/api';
import type { BuildResult } from '../generator/build.ts';
import { createPreviewHandler, listen, serve, type ApiHandler, type Handler } from './server.ts';

export interface DevOptions {
  contentDir: string;
  templatesDir: string;
  outDir: string;
  port: number;
  host: string;
  api?: ApiHandler;
  /** Build results and notes, for the terminal. */
  report: (result: BuildResult | { note: string }) => void;
  debounceMs?: number;
}

export interface DevServer {
  url: string;
  close: () => Promise<void>;
  /** Resolves after the next build finishes (tests wait on it). */
  nextBuild: () => Promise<BuildResult>;
}

const CLIENT_PATH = '/__dev/client.js';
const EVENTS_PATH = '/__dev/events';
const CLIENT_TAG = `<script type="module" src="${CLIENT_PATH}"></script>`;
const GENERATOR = new URL('../generator/build.ts', import.meta.url).href;

export async function startDev(opts: DevOptions): Promise<DevServer> {
  const clients = new Set<ServerResponse>();
  const waiters: ((r: BuildResult) => void)[] = [];
  const client = await readFile(new URL('./dev-client.js', import.meta.url), 'utf8');
  let site: Handler | null = null;
  let lastProblems: BuildResult['problems'] = [];

  const send = (event: string, data: unknown) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  async function rebuild(): Promise<void> {
    const { build } = (await tsImport(GENERATOR, import.meta.url)) as typeof import('../generator/build.ts');
    const result = await build({ contentDir: opts.contentDir, outDir: opts.outDir, templatesDir: opts.templatesDir, schemasDir: undefined });
    opts.report(result);
    if (result.ok) {
      site = await createPreviewHandler({ dir: opts.outDir, api: opts.api, transformHtml: (html) => html.replace('</head>', `${CLIENT_TAG}</head>`) });
      lastProblems = [];
      send('reload', {});
    } else {
      lastProblems = result.problems;
      send('problems', result.problems);
    }
    waiters.splice(0).forEach((w) => w(result));
  }

  // One build at a time; saves during a build cause one more build after it.
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) { again = true; return; }
      running = rebuild().catch((err: unknown) => opts.report({ note: `build crashed: ${err instanceof Error ? err.message : String(err)}` })).finally(() => {
        running = null;
        if (again) { again = false; schedule(); }
      });
    }, opts.debounceMs ?? 60);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://dev.invalid').pathname;
    if (path === CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(client);
      return;
    }
    if (path === EVENTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastProblems.length) res.write(`event: problems\ndata: ${JSON.stringify(lastProblems)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (site) return site(req, res);
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!DOCTYPE html><title>Fix the content to see the site</title><body><p>The site has not built yet.</p>${CLIENT_TAG}`);
  }

  await rebuild();
  const watchers: FSWatcher[] = [opts.contentDir, opts.templatesDir].map((dir) => watch(dir, { recursive: true }, schedule));
  const server: Server = serve(handle);
  const { url } = await listen(server, opts.port, opts.host);
  return {
    url,
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    close: async () => {
      clearTimeout(timer);
      watchers.forEach((w) => w.close());
      for (const res of clients) res.end();
      await running;
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
