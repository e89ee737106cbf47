/**
 * The chunk rule (docs/architecture.md, "Chunks") on the built ES modules
 * (run after `npm run build`): the npm entries' chunks (dist/) and the
 * script-tag build (dist/standalone). A host's build of the npm package is
 * checked by `npm run size` (scripts/size.mjs), after `npm run build:examples`.
 *
 * On the build before the rule (esbuild's splitting for dist/, Rollup
 * without grouping for dist/standalone, a dynamic import per screen) this
 * failed with 41 offenders in dist/ and 12 in dist/standalone: shared pieces
 * of 0.1–0.8 kB gzip only imported statically (formatted-message,
 * success-panel, screen-wait, use-on-arrival, redeem-once, http-url, …), and
 * the screens of crypto, idp, passwords, otp and passkeys split over 2 to 6
 * chunks each.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkChunkRule } from '../../scripts/chunk-rule.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const standalone = path.join(dist, 'standalone');
const standaloneB2B = path.join(dist, 'standalone-b2b');
/** The npm ES module entries: the consumer's, the B2B client's and the B2B widget's. */
const NPM_ENTRIES = ['index.js', 'react.js', 'b2b.js', 'b2b-ui.js', 'b2b-react.js'];

const BUILDS = [
  { name: 'dist/ (npm ES modules)', dir: dist, entries: NPM_ENTRIES, minified: false },
  { name: 'dist/standalone', dir: standalone, entries: ['portico.js'], minified: true },
  { name: 'dist/standalone-b2b', dir: standaloneB2B, entries: ['portico-b2b.js'], minified: true },
] as const;

describe('the chunk rule', () => {
  it.each(BUILDS)('$name: every chunk under 1 kB gzip is loaded by a dynamic import of its own, and no flow’s screens are split', ({ dir, entries, minified }) => {
    for (const entry of entries) expect(existsSync(path.join(dir, entry)), `${entry}: run npm run build first`).toBe(true);
    const { files, offenders } = checkChunkRule(dir, { entries, minified, root });
    expect(files.length).toBeGreaterThan(entries.length);
    // The offenders, one a line, so a failure says which chunk and why.
    expect(offenders.join('\n')).toBe('');
  });

  it('dist/: a flow’s deferred screens are one chunk, loaded by each of its lazy screens', () => {
    const { files } = checkChunkRule(dist, { entries: NPM_ENTRIES, minified: false, root });
    const deferred = files.filter(({ file }) => /^chunk-[a-z-]+-deferred-screens\.js$/.test(file)).map(({ file }) => file);
    expect(deferred.sort()).toEqual([
      'chunk-crypto-deferred-screens.js',
      'chunk-idp-deferred-screens.js',
      'chunk-otp-deferred-screens.js',
      'chunk-passwords-deferred-screens.js',
    ]);
    const crypto = readFileSync(path.join(dist, 'chunk-flow-crypto.js'), 'utf8');
    expect(crypto.match(/import\('\.\/chunk-crypto-deferred-screens\.js'\)/g)).toHaveLength(6);
  });

});
