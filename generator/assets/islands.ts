/**
 * Bundle the islands for the browser with esbuild: one entry per island,
 * shared code split into chunks, minified, content-hashed, ES modules. In the
 * browser bundle react and react-dom are aliased to preact/compat; the server
 * render keeps react-dom/server. Reads templates/islands (this stage's edge).
 */
import { gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve } from 'node:path';
import { build, stop, type Metafile, type Plugin } from 'esbuild';
import { ISLANDS, type IslandName } from '../../templates/islands/registry.ts';
import type { IslandBundle } from '../pipeline.ts';
import { HASHED_ASSETS_DIR } from '../../contract/output.ts';

function entries(islandsDir: string): Plugin {
  return {
    name: 'island-entries',
    setup(b) {
      b.onResolve({ filter: /^island:/ }, (a) => ({ path: a.path.slice('island:'.length), namespace: 'island' }));
      b.onLoad({ filter: /.*/, namespace: 'island' }, (a) => {
        const name = a.path as IslandName;
        return {
          contents: `import { ${name} as island } from './${ISLANDS[name]}';\nimport { boot } from './runtime/boot.ts';\nboot(${JSON.stringify(name)}, island.Component);\n`,
          resolveDir: islandsDir,
          loader: 'ts',
        };
      });
    },
  };
}

export async function bundleIslands(templatesDir: string): Promise<IslandBundle> {
  const islandsDir = join(templatesDir, 'islands');
  // Paths in the metafile are relative to the project root, so they read as the URLs they become.
  const root = dirname(resolve(templatesDir));
  const result = await build({
    entryPoints: Object.keys(ISLANDS).map((name) => ({ in: `island:${name}`, out: name })),
    plugins: [entries(islandsDir)],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    metafile: true,
    outdir: join(root, HASHED_ASSETS_DIR, 'islands'),
    absWorkingDir: root,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  // esbuild's service process would otherwise stay for the whole build, holding its memory; the next
  // bundle starts it again.
  await stop();
  const files = result.outputFiles.map((f) => ({ path: relative(root, f.path), body: Buffer.from(f.contents) }));
  const gzipBytes = new Map(result.outputFiles.map((f) => [`/${relative(root, f.path)}`, gzipSync(f.contents, { level: 9 }).length]));
  return { files, graph: importGraph(result.metafile), gzipBytes };
}

function importGraph(meta: Metafile): Map<string, { entry: string; chunks: string[] }> {
  const toUrl = (p: string) => (p.startsWith('/') ? p : `/${p}`);
  const outputs = meta.outputs;
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        closure(imp.path, seen);
      }
    }
    return seen;
  };
  const graph = new Map<string, { entry: string; chunks: string[] }>();
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint?.startsWith('island:')) continue;
    graph.set(out.entryPoint.slice('island:'.length), { entry: toUrl(file), chunks: [...closure(file)].map(toUrl).sort() });
  }
  return graph;
}
