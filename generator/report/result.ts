/** What a build returns for the CLI to print: the figures of the written site, or its problems. */
import type { EdgeFunction } from '../emit/cloudfront-function.ts';
import type { PageKind } from '../../contract/routes.ts';
import type { Stage } from '../pipeline.ts';
import type { Problem } from '../validate/problem.ts';

export interface BuiltPage { route: string | null; file: string; kind: PageKind; bytes: number; islands: string[]; jsGzipBytes: number }

export interface BuildResult {
  ok: boolean;
  problems: Problem[];
  /** Pages over the JavaScript budget; the build fails and writes nothing. */
  overBudget?: BuiltPage[];
  outDir: string;
  pages: BuiltPage[];
  /** Pages rendered by this build; the others were unchanged and kept from the previous one. */
  rendered: number;
  /** How the output was written: a fresh folder swapped in, or changed files replaced in place. */
  mode: 'full' | 'incremental';
  redirects: number;
  sitemapUrls: number;
  /**
   * How the CloudFront Function knows the site's pages: from a table of them, or, for a site too large
   * for one within CloudFront's 10 KB, the default language's by their form and the translations' from
   * a table, or all by their form (generator/emit/cloudfront-function.ts).
   */
  edgeKnows?: EdgeFunction['knows'];
  bytes: { html: number; css: number; js: number; assets: number };
  files: number;
  /**
   * Milliseconds per stage. With render workers the stages overlap (pages
   * render while later ones load), so they add up to more than the total.
   */
  timings: Record<Stage | 'total', number>;
  /**
   * When the first page was rendered, in milliseconds since the process started: the start-up cost
   * a command pays before any page (absent when every page came from the page cache).
   */
  firstPageAt?: number;
  /** Source images, encodings made in this build (the rest came from the cache or the committed folder), placeholders left. */
  images: {
    sources: number; encoded: number; placeholders: number;
    /** The committed folder the encodings are kept in (encoded-images/), when the content has one, and how many files no picture used any more were removed from it. */
    committed?: { dir: string; removed: number };
  };
  /** Stand-ins site.yaml still marks placeholder (the license, the reviews), in words; `--production` refuses them. */
  standIns: string[];
  /**
   * Texts of translations behind their English page (`stale-translation`), for the CLI to list: they
   * do not fail a build; `--production` refuses them.
   */
  staleTranslations?: Problem[];
}

/** The figures of a written site, as the summary shows them. */
export type SiteFigures = Pick<BuildResult, 'pages' | 'redirects' | 'sitemapUrls' | 'edgeKnows' | 'bytes' | 'images' | 'files'>;
