// The framework examples (examples/nextjs, examples/vite-react, examples/vue) as `npm run demo`,
// `npm run bench` and the browser tests use them: each is its own npm project with
// a committed lockfile, installed here on demand so the library's own `npm ci`
// stays lean (examples/README.md, "How the apps are installed"), and built once
// for a given set of inputs.
//
//   ensureExampleApp(name)   npm ci, a fresh copy of the built packages, the app's build:
//                            each only when its inputs changed (example-apps/keys.mjs)
//   startNextApp({ mode })   `next start` or `next dev` on loopback, configured by env
//
// Each app installs the repository's built packages as a host gets them:
// `"portico": "file:../.."` (and for Next `"portico-server": "file:../../server"`)
// with install-links, a copy of what `npm pack` ships, not a link to the sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureExampleApps } from './example-apps/prepare.mjs';

export { appBin, ensureExampleApp, ensureExampleApps, EXAMPLE_APPS } from './example-apps/prepare.mjs';
export { startNextApp } from './example-apps/next.mjs';

// `node scripts/example-apps.mjs` (npm run build:examples): every app, saying what it does.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const started = Date.now();
    await ensureExampleApps({ onWork: (message) => console.log(message) });
    console.log(`The example apps are installed and built (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  } catch (error) {
    if (error.output) process.stderr.write(error.output);
    console.error(error.message);
    process.exit(1);
  }
}
