/**
 * Bundles the provider's published UI (@stytch/vanilla-js, pinned in
 * package.json) for the browser, the way an app would ship it: one ES module
 * plus the lazy chunks of its own dynamic imports, minified, production
 * build. Written once to scripts/bench/.cache/ (gitignored) and reused while
 * the package and esbuild versions stay the same.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';

export const PROVIDER_PACKAGE = '@stytch/vanilla-js';
/** The entry file name in the output directory (served at /provider/stytch.js). */
export const PROVIDER_ENTRY = 'stytch.js';

/** The products the bench's pages list (scripts/bench/pages.mjs). */
const BENCH_PRODUCTS = ['emailMagicLinks', 'otp'];

/**
 * An app imports the client and the product objects it lists (6.x products
 * are objects, not names), exported as `products` keyed by their names.
 */
const entrySource = (productNames) =>
  `import { StytchUIClient, Products } from '${PROVIDER_PACKAGE}';\n` +
  'export { StytchUIClient };\n' +
  `export const products = { ${productNames.map((name) => `${name}: Products.${name}`).join(', ')} };\n`;

/**
 * Returns the directory holding the bundle, building it when missing or
 * stale. `products`: the names of the `Products` the page uses (default the
 * bench's); another list is bundled into a directory of its own.
 */
export async function bundleProvider({ root, cacheDir, products = BENCH_PRODUCTS }) {
  const ENTRY_SOURCE = entrySource(products);
  // The package's `exports` do not list package.json: read it from its directory.
  const pkgJson = path.join(root, 'node_modules', ...PROVIDER_PACKAGE.split('/'), 'package.json');
  if (!existsSync(pkgJson)) throw new Error(`${PROVIDER_PACKAGE} is not installed (npm ci installs it as a devDependency)`);
  const pkgVersion = JSON.parse(readFileSync(pkgJson, 'utf8')).version;
  const variant = products === BENCH_PRODUCTS ? '' : `-${createHash('sha256').update(ENTRY_SOURCE).digest('hex').slice(0, 8)}`;
  const outDir = path.join(cacheDir, `provider-${pkgVersion}${variant}`);
  const stamp = path.join(outDir, 'stamp.json');
  const wanted = JSON.stringify({ pkgVersion, esbuildVersion, ENTRY_SOURCE });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return { outDir, version: pkgVersion };

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    stdin: {
      contents: ENTRY_SOURCE,
      resolveDir: root,
      sourcefile: 'provider-entry.js',
      loader: 'js',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    // The package's production export condition, and production code paths of its dependencies.
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    entryNames: PROVIDER_ENTRY.replace(/\.js$/, ''),
    chunkNames: 'chunk-[hash]',
    outdir: outDir,
    logLevel: 'error',
  });
  writeFileSync(stamp, wanted);
  return { outDir, version: pkgVersion };
}
