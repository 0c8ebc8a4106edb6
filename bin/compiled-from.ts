/**
 * The fingerprint of the sources this command was compiled from: bin/compiled.mjs writes it into the
 * compiled copy (esbuild's `define`). Undefined when the command runs from its sources (through tsx).
 */
declare const __COMPILED_FROM__: string | undefined;

export const compiledFrom: string | undefined = typeof __COMPILED_FROM__ === 'string' ? __COMPILED_FROM__ : undefined;
