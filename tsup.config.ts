import { defineConfig } from 'tsup';

// Browser entries and Node entries are built separately so that no Node
// built-in can leak into what a page loads. The script-tag build
// (`portico/standalone`) is scripts/build-standalone.mjs.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
    format: ['esm', 'cjs'],
    // The standalone build's declarations are emitted here too (dist/standalone.d.ts):
    // this config's clean step deletes every .d.ts under dist/ when it starts.
    dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts', standalone: 'src/standalone.ts' } },
    platform: 'browser',
    target: 'es2020',
    sourcemap: true,
    clean: true,
    treeshake: true,
  },
  {
    entry: { emulator: 'src/emulator/index.ts', 'emulator-cli': 'src/emulator/cli.ts' },
    format: ['esm', 'cjs'],
    dts: { entry: { emulator: 'src/emulator/index.ts' } },
    platform: 'node',
    target: 'node20',
    // jose is ESM-only; bundling it keeps the CommonJS build loadable on every Node 20.
    noExternal: ['jose'],
    splitting: false,
    sourcemap: true,
    clean: false,
  },
]);
