import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

/**
 * In the Playwright entry, `../index` (the main entry) is the package itself,
 * imported by name at run time rather than bundled a second time: one copy of
 * the emulator, so `instanceof` on its error classes holds across the entries.
 */
const mainEntryExternal = {
  name: 'portico-emulator-main-entry',
  setup(build: { onResolve: (options: { filter: RegExp }, callback: (args: { path: string; importer: string }) => { path: string; external: boolean } | undefined) => void }) {
    build.onResolve({ filter: /^\.\.\/index$/ }, (args) =>
      path.basename(path.dirname(args.importer)) === 'playwright' ? { path: 'portico-emulator', external: true } : undefined,
    );
  },
};

const shared: Options = {
  format: ['esm', 'cjs'],
  platform: 'node',
  target: 'node20',
  // jose and openid-client (with its oauth4webapi) are ESM-only; bundling them keeps
  // the CommonJS build loadable on every Node 20.
  noExternal: ['jose', 'openid-client', 'oauth4webapi'],
  splitting: false,
  sourcemap: true,
};

// `portico-emulator`: Node only, ESM + CJS + declarations, and the bin.
// `portico-emulator/playwright` (src/playwright/) is an entry of its own, so the
// main entry never loads @playwright/test: a peer dependency, external like
// every dependency (docs/testing.md, "Testing your app with Portico").
// Its declarations are a second build: declared together, the two entries
// would share a declaration chunk and index.d.ts would no longer hold its
// whole export list (test/package/emulator-from-code.test.ts reads it).
export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', cli: 'src/cli.ts', playwright: 'src/playwright/index.ts' },
    dts: { entry: { index: 'src/index.ts' } },
    esbuildPlugins: [mainEntryExternal],
    clean: true,
  },
  {
    ...shared,
    entry: { playwright: 'src/playwright/index.ts' },
    dts: { entry: { playwright: 'src/playwright/index.ts' }, only: true },
    // The first build cleans dist/ when it starts; this one only adds declarations, seconds later.
    clean: false,
  },
]);
