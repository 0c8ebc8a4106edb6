/**
 * `site dev`: build, serve with the forms API, watch the content and the code
 * it is built with, rebuild on every save, and tell open pages to reload. A content problem is
 * printed in the terminal and shown over the page (the last good build stays
 * up), with the same paths; fixing the file clears it, and the overlay can be dismissed until the
 * next problem. Translations behind their English page are listed in a panel that does not block. Rebuilds are incremental: the build state
 * (parsed files, page keys, bundles) is kept between saves, so one saved page
 * is the only one parsed, rendered and written again. A change to the code
 * (templates, generator, the contract, lockfile: contract/inputs.ts) loads
 * the generator afresh through tsx (no restart), with a fresh state.
 */
import chokidar from 'chokidar';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { relative, sep } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { BuildResult, BuildState } from '../generator/build.ts';
import { codeInputs } from '../contract/inputs.ts';
import { isOwnHost, misdirected } from './host.ts';
import { closeServer, createPreviewHandler, listen, serve, type ApiHandler, type Handler } from './server.ts';

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
  /** The code to watch; default the code inputs of contract/inputs.ts and templatesDir. */
  code?: readonly string[];
  /** The content folder as the terminal names it (content), for the paths over the page; default it relative to the working folder. */
  contentLabel?: string;
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
const TSCONFIG = new URL('../tsconfig.json', import.meta.url).pathname;

export async function startDev(opts: DevOptions): Promise<DevServer> {
  const clients = new Set<ServerResponse>();
  const waiters: ((r: BuildResult) => void)[] = [];
  const client = await readFile(new URL('./dev-client.js', import.meta.url), 'utf8');
  let site: Handler | null = null;
  let lastProblems: BuildResult['problems'] = [];
  /** Translations behind their English page after the last good build: shown, not blocking. */
  let lastNotes: BuildResult['problems'] = [];
  const dir = (opts.contentLabel ?? (relative(process.cwd(), opts.contentDir) || '.')).replace(/\/$/, '');
  const payload = (problems: BuildResult['problems']) => ({ dir, problems });

  const send = (event: string, data: unknown) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  type Generator = typeof import('../generator/build.ts');
  let generator: { module: Generator; state: BuildState } | null = null;
  let codeChanged = false;
  /** Content files the watcher reported since the last build; null when it could not say which. */
  let changed: Set<string> | null = new Set();

  async function rebuild(): Promise<void> {
    if (!generator || codeChanged) {
      codeChanged = false;
      // The generator is loaded from its sources, so that an edited template counts: its render workers
      // must load theirs too, not the CLI's compiled copy (bin/site.js). Its caches are keyed by the
      // sources as they are now: it is given no compiled fingerprint.
      delete process.env.SITE_WORKER_MODULE;
      const module = (await tsImport(GENERATOR, { parentURL: import.meta.url, tsconfig: TSCONFIG })) as Generator;
      generator = { module, state: module.createBuildState() };
    }
    const seen = changed;
    changed = new Set();
    const result = await generator.module.build({ contentDir: opts.contentDir, outDir: opts.outDir, templatesDir: opts.templatesDir, schemasDir: undefined, changed: seen ? [...seen] : undefined }, generator.state)
      .catch((err: unknown) => {
        changed = null; // the next build looks at every file
        throw err;
      });
    opts.report(result);
    if (result.ok) {
      site = await createPreviewHandler({ dir: opts.outDir, api: opts.api, transformHtml: (html) => html.replace('</head>', `${CLIENT_TAG}</head>`) });
      lastProblems = [];
      lastNotes = result.staleTranslations ?? [];
      send('reload', {});
    } else {
      lastProblems = result.problems;
      send('problems', payload(result.problems));
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

  let port = opts.port;
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isOwnHost(req.headers.host, port, opts.host)) {
      const refusal = misdirected(port, 'site dev');
      res.writeHead(refusal.status, refusal.headers).end(refusal.body);
      return;
    }
    const path = new URL(req.url ?? '/', 'http://dev.invalid').pathname;
    if (path === CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(client);
      return;
    }
    if (path === EVENTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastProblems.length) res.write(`event: problems\ndata: ${JSON.stringify(payload(lastProblems))}\n\n`);
      else if (lastNotes.length) res.write(`event: notes\ndata: ${JSON.stringify(payload(lastNotes))}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (site) return site(req, res);
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(`<!DOCTYPE html><title>Fix the content to see the site</title><body><p>The site has not built yet.</p>${CLIENT_TAG}`);
  }

  await rebuild();
  // chokidar, not fs.watch: Node 20's recursive watcher on Linux loses a file for good once an editor
  // saves it by writing a new file and renaming it over the old one (as vim and sed -i do).
  const hidden = (root: string) => (path: string) => relative(root, path).split(sep).some((part) => part.startsWith('.'));
  const watchers = [
    chokidar.watch(opts.contentDir, { ignoreInitial: true, atomic: true, ignored: hidden(opts.contentDir) }).on('all', (event, path) => {
      if (event === 'addDir' || event === 'unlinkDir' || !changed) changed = null;
      else changed.add(relative(opts.contentDir, path));
      schedule();
    }),
    chokidar.watch([...(opts.code ?? new Set([...codeInputs(), opts.templatesDir]))], { ignoreInitial: true, atomic: true }).on('all', () => { codeChanged = true; schedule(); }),
  ];
  await Promise.all(watchers.map((w) => new Promise<void>((ready) => w.once('ready', () => ready()))));
  const server: Server = serve(handle);
  const { url, port: actual } = await listen(server, opts.port, opts.host);
  port = actual;
  return {
    url,
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    close: async () => {
      clearTimeout(timer);
      await Promise.all(watchers.map((w) => w.close()));
      for (const res of clients) res.end();
      await running;
      await closeServer(server);
    },
  };
}
