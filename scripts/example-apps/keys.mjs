// What decides when an example app is installed, refreshed or built again
// (scripts/example-apps.mjs): sha256 digests of the files each step reads.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Never hashed as an app's source: what installs and builds write. */
const GENERATED = new Set(['node_modules', '.next', 'dist', 'next-env.d.ts']);

/** Every file under `dir` (sorted, recursive), skipping names in `skip`. */
function filesUnder(dir, skip = new Set()) {
  const found = [];
  const walk = (sub) => {
    for (const name of readdirSync(path.join(dir, sub)).sort()) {
      if (skip.has(name) || name.endsWith('.tsbuildinfo')) continue;
      const rel = path.join(sub, name);
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else found.push(rel);
    }
  };
  walk('');
  return found;
}

function hashFiles(hash, dir, files) {
  for (const rel of files) {
    hash.update(`${rel.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash;
}

/**
 * `npm ci`: the app's manifest, lockfile and .npmrc, and the manifests of the
 * repository's packages it installs (their dependencies are in its lockfile).
 */
export function installKey(app) {
  const hash = createHash('sha256').update(`node ${process.versions.node}\0`);
  hashFiles(hash, app.dir, ['package.json', 'package-lock.json', '.npmrc']);
  for (const folder of app.packages) hashFiles(hash, path.join(root, folder), ['package.json']);
  return hash.digest('hex');
}

/** The copies of the repository's packages: their built files (dist/). */
export function packagesKey(app) {
  const hash = createHash('sha256');
  for (const folder of app.packages) {
    const dist = path.join(root, folder, 'dist');
    hashFiles(hash.update(`${folder}\0`), dist, filesUnder(dist));
  }
  return hash.digest('hex');
}

/** The build: what is installed, and the app's own files. */
export function buildKey(app, installed) {
  const hash = createHash('sha256').update(installed);
  return hashFiles(hash, app.dir, filesUnder(app.dir, GENERATED)).digest('hex');
}
