/** Limits every build enforces. The build fails, and writes nothing, when a page goes over one. */

/** No page may load more than this much gzipped JavaScript. */
export const JS_BUDGET_BYTES = 30 * 1024;
