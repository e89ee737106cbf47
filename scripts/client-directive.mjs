/**
 * Puts `'use client'` at the top of the npm entries (dist/index and
 * dist/react, ESM and CJS). Both render components (the mount API too), so a
 * React Server Component may import them only as client modules, and
 * Next.js reads the directive only as the file's first statement (README,
 * "React and Next.js"). tsup's `banner` cannot do it: its tree-shaking pass
 * drops module-level directives. Chunks need none: they load only through an
 * entry. The source map moves down one line with the code.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const CLIENT_DIRECTIVE = "'use client';";

export const CLIENT_ENTRIES = ['index.js', 'index.cjs', 'react.js', 'react.cjs'];

/** Adds the directive to `files` of `dist` (all four entries unless told), once. */
export async function addClientDirective(dist, files = CLIENT_ENTRIES) {
  for (const file of files) {
    const target = path.join(dist, file);
    const code = await readFile(target, 'utf8');
    if (code.startsWith(CLIENT_DIRECTIVE)) continue;
    await writeFile(target, `${CLIENT_DIRECTIVE}\n${code}`);
    const mapFile = `${target}.map`;
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`;
    await writeFile(mapFile, JSON.stringify(map));
  }
}
