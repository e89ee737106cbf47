/**
 * The provider's published B2B UI (@stytch/vanilla-js, pinned in package.json,
 * its `b2b` entry) measured the way scripts/size.mjs measures Portico's first
 * load: what a page downloads for the first screen, gzip level 9 and brotli
 * quality 11, each file compressed on its own as a browser fetches it.
 *
 * The entry is the one test/e2e/provider-b2b-ui.test.ts mounts (it imports
 * PROVIDER_B2B_UI_ENTRY from here): the client, the `mount` function and the
 * email passcode product, nothing else, so the number is the provider's cost
 * of the Discovery login that test signs in with. Bundled as an app would ship
 * it (minified ES modules for the browser, the package's production export
 * condition, code splitting on), in memory; nothing is written.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { importsOf } from '../chunk-rule.mjs';
// Function declarations, so this import also works when scripts/size.mjs imports this file.
import { brotliSize, gzipSize } from '../size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * What a page imports to mount the provider's B2B Discovery login with email
 * passcodes. 6.x products are objects, not names; only `emailOtp` is taken.
 * In 6.3.0 that saves nothing: importing the `b2b` entry keeps every screen
 * (the client alone bundles within 30 bytes gzip of this entry, and esbuild
 * emits one file, no lazy chunk).
 */
export const PROVIDER_B2B_UI_ENTRY =
  "import { StytchB2BClient, mount, B2BProducts } from '@stytch/vanilla-js/b2b';\n" +
  'export { StytchB2BClient, mount };\n' +
  'export const emailOtp = B2BProducts.emailOtp;\n';

const ENTRY_NAME = 'provider-b2b-ui.js';

/**
 * Bundles PROVIDER_B2B_UI_ENTRY and answers the first load's compressed size:
 * the entry and every chunk it imports statically (followed transitively, as
 * scripts/size.mjs's `staticClosure` does). Lazy chunks (`import()`) are left
 * out: the first screen renders without them. With one output file, its size.
 *
 * @returns {Promise<{ bytesGzip: number, bytesBrotli: number }>}
 */
export async function measureProviderB2BUI() {
  // Only names the output files (write: false); nothing lands there.
  const outdir = path.join(root, 'scripts', 'size', '.out');
  const result = await build({
    stdin: { contents: PROVIDER_B2B_UI_ENTRY, resolveDir: root, sourcefile: ENTRY_NAME, loader: 'js' },
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
    entryNames: ENTRY_NAME.replace(/\.js$/, ''),
    chunkNames: 'chunk-[hash]',
    outdir,
    write: false,
    logLevel: 'error',
  });
  const files = new Map(result.outputFiles.map((file) => [path.relative(outdir, file.path).split(path.sep).join('/'), file.contents]));
  const firstLoad = staticClosureOf(files, ENTRY_NAME);
  let bytesGzip = 0;
  let bytesBrotli = 0;
  for (const file of firstLoad) {
    const contents = files.get(file);
    bytesGzip += gzipSize(contents);
    bytesBrotli += brotliSize(contents);
  }
  return { bytesGzip, bytesBrotli };
}

/**
 * scripts/size.mjs's `staticClosure` over files in memory: every file reachable
 * from `start` through static imports, read with the chunk rule's `importsOf`.
 */
function staticClosureOf(files, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const contents = files.get(file);
    if (!contents) throw new Error(`provider B2B UI bundle: ${file} is imported but was not emitted`);
    for (const spec of importsOf(new TextDecoder().decode(contents)).static) queue.push(path.posix.normalize(spec));
  }
  return [...seen];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { bytesGzip, bytesBrotli } = await measureProviderB2BUI();
  console.log(`provider B2B UI first load: ${bytesGzip} B gzip, ${bytesBrotli} B brotli`);
}
