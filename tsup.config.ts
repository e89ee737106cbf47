import path from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { addClientDirective } from './scripts/client-directive.mjs';

// The browser package's entries: the CommonJS files and every declaration file.
// The ES modules tsup writes here are replaced by scripts/build-esm.mjs (Rollup,
// which runs next in `npm run build` and chunks them by docs/architecture.md,
// "Chunks"); tsup still builds them because its declarations for the `import`
// condition (dist/*.d.ts) come with the ESM format. The script-tag build
// (`portico/standalone`) is scripts/build-standalone.mjs; the emulator is its own
// package (emulator/, built by emulator/tsup.config.ts).
/**
 * The CommonJS files have no chunks, so every language's texts would be inlined into each of them
 * (about 2 MB a file). They speak English only: their packs lists are replaced by one that names
 * only the pseudo-locale, and another language shows English (docs/i18n.md, "Chunks"). Browsers and
 * bundlers take the ES modules, whose languages are lazy chunks.
 */
const englishOnlyCommonJS: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'portico-english-only-commonjs',
  setup(build) {
    // tsup bundles the CommonJS files as one ES module each and converts them: told apart by their extension.
    if (build.initialOptions.outExtension?.['.js'] !== '.cjs') return;
    build.onResolve({ filter: /\/locales\/(consumer|b2b)-packs$/ }, () => ({ path: 'english-only-packs', namespace: 'portico' }));
    build.onLoad({ filter: /.*/, namespace: 'portico' }, () => ({
      contents: [
        `export { loadedLanguage, loadLanguage, onTextsLoaded, resolveLocale, withLanguage } from ${JSON.stringify(path.resolve('src/ui/i18n/language-loader.ts'))};`,
        `export default { 'en-XA': () => import(${JSON.stringify(path.resolve('src/ui/i18n/pseudo-locale.ts'))}) };`,
      ].join('\n'),
      loader: 'ts',
      resolveDir: path.resolve('src/ui/i18n'),
    }));
  },
};

export default defineConfig([
  {
    // `b2b` (`portico/b2b`): the B2B headless client, an entry of its own so `portico` holds none of it.
    // `b2b/ui` and `b2b/react` (`portico/b2b/ui`, `portico/b2b/react`): the B2B widget, entries of their own too.
    entry: {
      index: 'src/index.ts',
      react: 'src/react/index.ts',
      b2b: 'src/b2b.ts',
      'b2b-ui': 'src/b2b-ui.ts',
      'b2b-react': 'src/b2b-react.ts',
    },
    format: ['esm', 'cjs'],
    // The standalone build's declarations are emitted here too (dist/standalone.d.ts):
    // this config's clean step deletes every .d.ts under dist/ when it starts.
    dts: {
      entry: {
        index: 'src/index.ts',
        react: 'src/react/index.ts',
        b2b: 'src/b2b.ts',
        'b2b-ui': 'src/b2b-ui.ts',
        'b2b-react': 'src/b2b-react.ts',
        standalone: 'src/standalone.ts',
        'standalone-b2b': 'src/standalone-b2b.ts',
      },
    },
    platform: 'browser',
    target: 'es2020',
    sourcemap: true,
    clean: true,
    treeshake: true,
    esbuildPlugins: [englishOnlyCommonJS],
    // 'use client' on the entries, for React Server Components (scripts/client-directive.mjs);
    // scripts/build-esm.mjs adds it to the ES modules it writes.
    onSuccess: () => addClientDirective('dist', ['index.cjs', 'react.cjs', 'b2b-ui.cjs', 'b2b-react.cjs']),
  },
]);
