/**
 * The data that passes from one stage of the build to the next, in the order the build runs:
 * load -> SourceFile; validate -> PageEntry and Content; assets -> the island bundles;
 * render -> RenderEnv in, RenderedPage and PageRecord out; emit -> Artifact. Types only: every
 * stage may import this file, and it imports nothing of the generator.
 */
import type { Document, LineCounter } from 'yaml';
import type { Messages } from '../contract/content/messages.ts';
import type { Navigation } from '../contract/content/navigation.ts';
import type { Redirects } from '../contract/content/redirects.ts';
import type { Language, Site } from '../contract/content/site.ts';
import type { Verification } from '../contract/content/verification.ts';
import type { ImageSet } from '../contract/images.ts';
import type { PageKind } from '../contract/routes.ts';

/** The stages a build times, in the order it runs them. */
export type Stage = 'load' | 'validate' | 'assets' | 'render' | 'emit';

// load: each content file's text, parsed data and a way to turn a data path back into a line and column.

export interface Position {
  line: number;
  column: number;
}

export interface DataFile {
  type: 'data';
  /** Path relative to the content folder, with forward slashes. */
  path: string;
  text: string;
  /** The file's bytes, from disk, until its text is read: its source hash is made from them meanwhile (validate/check-file.ts). */
  bytes?: Buffer;
  /** The parsed YAML (for Markdown, the front matter). */
  data: unknown;
  /**
   * The YAML document with source positions. Made on first use: only files
   * with a problem need it, and parsing with positions is several times slower.
   */
  positions: () => { doc: Document; lineCounter: LineCounter };
  /** Lines before the YAML starts in the file (the front matter's opening ---). */
  lineOffset: number;
  /** The Markdown body, for .md files. */
  body?: string;
  /** YAML syntax errors found while parsing, with the YAML reader's code for each (BAD_INDENT...). */
  syntaxErrors: { code: string; message: string; position: Position }[];
}

export interface AssetFile {
  type: 'asset';
  path: string;
  bytes: Buffer;
}

export type SourceFile = DataFile | AssetFile;

/**
 * Earlier versions of a content file (path relative to the content folder), newest first, as far
 * as they can be found (load/history.ts reads them from git): where a translation's checks find
 * the English text it was made from. Read lazily: most builds never ask. `prefetch` says which files'
 * versions will be asked for, so that they can be read together.
 */
export interface SourceHistory {
  (path: string): Iterable<DataFile>;
  prefetch?: (paths: readonly string[]) => void;
  /** Reads ahead, without blocking, the versions a save that changed `paths` may ask for (site dev). */
  readAhead?: (paths: readonly string[]) => Promise<void>;
}

// validate: the checked content, a page at a time and what every page shares.

export interface PageEntry {
  kind: PageKind;
  /** The page's address: /treatment/x, or /es/treatment/x in Spanish; null for the not-found page. */
  route: string | null;
  /** The route as content links to it, the same in every language (/treatment/x): what makes pages twins. */
  baseRoute: string | null;
  /** The code of the language the page is written in (en, es), and that language's path prefix ('' or /es). */
  language: string;
  prefix: string;
  /** Path relative to the content folder. */
  file: string;
  data: Record<string, unknown>;
  /** Markdown body of .md pages. */
  body?: string;
  /**
   * A hash of the content file's text. With the site facts that fill its
   * tokens and the generator's code, it determines everything above: the page
   * cache keys pages by it instead of hashing their data.
   */
  sourceHash: string;
}

/** What names a page and keys its page cache: everything of its entry but its data and body. */
export type PageHead = Omit<PageEntry, 'data' | 'body'>;

/** What every page of one language shares: the site's facts in its words, its navigation and its messages. */
export interface LanguageContent {
  language: Language;
  /** '' for the default language, /es for Spanish. */
  prefix: string;
  site: Site;
  navigation: Navigation;
  messages: Messages;
}

export interface Content {
  site: Site;
  /** Every language of the site, the default first (its site, navigation and messages are the ones above). */
  languages: LanguageContent[];
  navigation: Navigation;
  /** The words of the layout and islands (content/messages.yaml). */
  messages: Messages;
  redirects: Redirects;
  verification: Verification;
  pages: PageEntry[];
  /** Image and other asset files by their path below content/. */
  assets: ReadonlyMap<string, Buffer>;
  /** Pictures in the pages still marked `placeholder: true` (counted once every page is checked). */
  placeholders: number;
}

// assets: which files each island loads, and their weight: what a page needs to name its scripts.

export interface IslandGraph {
  /** For each island: its entry URL and every chunk URL it imports, directly or not. */
  graph: ReadonlyMap<string, { entry: string; chunks: string[] }>;
  /** Gzipped bytes of each output URL. */
  gzipBytes: ReadonlyMap<string, number>;
}

/** The island bundles: the graph, and the files (entries and shared chunks). */
export interface IslandBundle extends IslandGraph {
  files: Artifact[];
}

// render: a page's HTML and what the build keeps of it.

/**
 * Everything a page needs besides its own entry: plain data, so that it can be
 * handed to a worker thread (structured clone) and hashed for the page cache.
 */
export interface RenderEnv {
  /** Each language's site words, navigation and messages; the default language first. */
  languages: LanguageContent[];
  cssHref: string;
  /** The islands' entry and chunk URLs and gzipped sizes (from the bundle). */
  islands: IslandGraph;
  /** The responsive versions of each content image (images/...). */
  images: ReadonlyMap<string, ImageSet>;
  /** A staging site (infra/config.json's stage): every page noindex, robots.txt disallows everything. Absent for production. */
  staging?: true;
  /**
   * Render the shared parts (header, footer) inside every page instead of once per language and
   * splicing them in: slower, and byte for byte the same pages, which a test proves. Absent normally.
   */
  partsInline?: true;
}

/** A required value of a page's structured data that is missing: the structured-data item and its property. */
export interface MissingValue { item: string; field: string }

export interface RenderedPage {
  kind: PageKind;
  /** Null for the not-found page. */
  route: string | null;
  /** Output path below the site folder: treatment/x.html, index.html, 404.html. */
  file: string;
  html: string;
  /** Listed in the sitemap: every routed page that is not noindex. */
  indexable: boolean;
  /** The same page in each of the site's languages and x-default, as absolute URLs; empty on a one-language site. */
  alternates: { hreflang: string; href: string }[];
  /** The islands the page hydrates; none means the page loads no JavaScript. */
  islands: string[];
  /** Gzipped JavaScript the page loads. */
  jsGzipBytes: number;
  /** The content file the page comes from. */
  source: string;
  /** Missing fields in its structured data; the build fails on any. */
  structuredDataProblems: MissingValue[];
}

/** What the build keeps of a written page: everything but its HTML. */
export type PageRecord = Omit<RenderedPage, 'html'> & { bytes: number };

// emit: a file the build writes.

/** Its path below the output folder and its bytes. */
export interface Artifact {
  path: string;
  body: string | Buffer;
}
