// Types of scripts/chunk-rule.mjs, for the tests (TypeScript).
export declare const SMALL_CHUNK_GZIP_BYTES: number;
export declare const HOST_RUNTIME_FILES: readonly RegExp[];
export interface BuiltFile {
  file: string;
  /** gzip -9 of the minified code, in bytes. */
  gzip: number;
  load: 'entry' | 'lazy' | 'static' | 'unreferenced';
}
export declare function shippedGzipBytes(code: string, minified: boolean): number;
export declare function importsOf(code: string): { static: string[]; lazy: string[] };
export declare function checkChunkRule(
  dir: string,
  options: { entries: readonly string[]; minified: boolean; root: string; ignore?: readonly RegExp[] },
): { files: BuiltFile[]; offenders: string[] };
export declare function htmlEntries(htmlFile: string): string[];
