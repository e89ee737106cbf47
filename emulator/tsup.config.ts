import { defineConfig } from 'tsup';

// `portico-emulator`: Node only, ESM + CJS + declarations, and the bin.
// `portico-emulator/playwright` (src/playwright/) is an entry of its own, so the
// main entry never loads @playwright/test: a peer dependency, external like
// every dependency (docs/testing.md, "Testing your app with Portico").
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', playwright: 'src/playwright/index.ts' },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', playwright: 'src/playwright/index.ts' } },
  platform: 'node',
  target: 'node20',
  // jose is ESM-only; bundling it keeps the CommonJS build loadable on every Node 20.
  noExternal: ['jose'],
  splitting: false,
  sourcemap: true,
  clean: true,
});
