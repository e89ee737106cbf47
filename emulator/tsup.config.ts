import { defineConfig } from 'tsup';

// `portico-emulator`: Node only, ESM + CJS + declarations, and the bin.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts' } },
  platform: 'node',
  target: 'node20',
  // jose is ESM-only; bundling it keeps the CommonJS build loadable on every Node 20.
  noExternal: ['jose'],
  splitting: false,
  sourcemap: true,
  clean: true,
});
