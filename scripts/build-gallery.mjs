#!/usr/bin/env node
// Builds the screens gallery (examples/gallery/gallery.tsx) into
// examples/gallery/dist/ with esbuild: the widget's source bundled against
// preact/compat like the script-tag build, ES modules with the flows as lazy
// chunks like the real widget. Silent unless something fails (`npm run build`
// runs it after tsup; `npm run demo` and the browser tests serve the result).
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREACT_ALIASES } from './preact-aliases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const galleryDir = path.join(root, 'examples', 'gallery');
const outdir = path.join(galleryDir, 'dist');

await rm(outdir, { recursive: true, force: true });
try {
  await build({
    absWorkingDir: root,
    entryPoints: { gallery: path.join(galleryDir, 'gallery.tsx') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // es2022: the assembled catalogue the scenarios read (src/ui/i18n/messages.ts) awaits the flows at its top level.
    target: 'es2022',
    sourcemap: true,
    alias: { ...PREACT_ALIASES },
    define: { 'process.env.NODE_ENV': '"production"' },
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
  });
} catch (error) {
  // esbuild's own report (file, line, the offending code) is the useful part.
  const messages = error?.errors ?? [];
  if (messages.length === 0) console.error(error);
  for (const message of messages) {
    const where = message.location ? `${message.location.file}:${message.location.line}:${message.location.column}: ` : '';
    console.error(`build-gallery: ${where}${message.text}`);
  }
  process.exit(1);
}
