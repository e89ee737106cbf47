import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

/**
 * The script-tag build compiles the same React source against preact/compat
 * (React 19 + react-dom alone are ~69 kB gzip, over the 60 kB first-load
 * budget). Every React import path the UI, react-dom and emotion use is
 * mapped to preact's equivalent; `portico/react` and the npm entries keep
 * real React as a peer dependency.
 */
export const PREACT_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  // The compat runtime (not plain preact/jsx-runtime) so compat's vnode
  // normalisation (className, onChange on inputs, …) is always installed.
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * emotion imports hoist-non-react-statics (and through it the CommonJS
 * react-is, which cannot be tree-shaken) only for `withTheme`, which Portico
 * does not use. In the script-tag build it becomes the identity: ~3 kB
 * minified less in the first load.
 */
const hoistStaticsShim: Plugin = {
  name: 'portico-hoist-statics-shim',
  setup(build) {
    build.onResolve({ filter: /^hoist-non-react-statics$/ }, () => ({ path: 'hoist-non-react-statics', namespace: 'portico-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'portico-shim' }, () => ({
      contents: 'export default function hoistNonReactStatics(target) { return target; }',
      loader: 'js',
    }));
  },
};

// Browser entries and Node entries are built separately so that no Node
// built-in can leak into what a page loads.
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
    // `portico/standalone`: one ES module for <script type="module"> plus lazy
    // chunks (dist/standalone/portico.js + chunk-*.js), everything bundled.
    entry: { portico: 'src/standalone.ts' },
    outDir: 'dist/standalone',
    format: ['esm'],
    platform: 'browser',
    target: 'es2020',
    splitting: true,
    minify: true,
    sourcemap: true,
    noExternal: [/.*/],
    env: { NODE_ENV: 'production' },
    // Read by scripts/size.mjs to name each chunk after the modules in it.
    metafile: true,
    clean: false,
    esbuildPlugins: [hoistStaticsShim],
    esbuildOptions(options) {
      options.alias = { ...PREACT_ALIASES };
      options.chunkNames = 'chunk-[hash]';
      options.legalComments = 'none';
      // Native class fields (every browser with dynamic import() but the oldest
      // Safari 14.0 has them). Lowered, they need esbuild's __publicField helper,
      // which splitting puts in a shared chunk that portico.js imports: a second
      // request the browser only discovers after fetching and parsing the entry.
      options.supported = { ...options.supported, 'class-field': true };
    },
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
