import { defineConfig } from 'tsup';

// `portico-server`: Node ≥ 20 and edge runtimes (Web APIs only, no `node:`
// imports), ESM + CJS + declarations.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts' } },
  // Neither Node nor browser: Next.js middleware, workers and Node all load it.
  platform: 'neutral',
  target: 'es2022',
  // jose is ESM-only. The ES module build imports it, so a host's bundler shares
  // one copy (and its fixes); the CommonJS build bundles it, since `require` of
  // an ES module is not available on every Node 20.
  noExternal: ['jose'],
  esbuildOptions(options, { format }) {
    if (format === 'esm') options.external = [...(options.external ?? []), 'jose'];
  },
  splitting: false,
  sourcemap: true,
  clean: true,
});
