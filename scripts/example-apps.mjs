// The framework examples (examples/nextjs, examples/vite-react) as `npm run demo`,
// `npm run bench` and the browser tests use them: each is its own npm project with
// a committed lockfile, installed here on demand so the library's own `npm ci`
// stays lean (examples/README.md, "How the apps are installed"), and built once
// for a given set of inputs.
//
//   ensureExampleApp(name)   npm ci (when its inputs changed), then its build (likewise)
//   startNextApp({ mode })   `next start` or `next dev` on loopback, configured by env
//
// Each app installs the built packages (`"portico": "file:../.."`, and for Next
// `"portico-server": "file:../../server"`, with install-links: a copy of what
// `npm pack` would ship, as a host gets it), so the install is keyed on their dist/
// too: a rebuilt library with new content reinstalls the copy.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The apps: where they live, what their build (`npm run build` there) writes,
 * and the repository's packages they install (folders below the root).
 */
export const EXAMPLE_APPS = {
  nextjs: { dir: path.join(root, 'examples', 'nextjs'), outDir: '.next', packages: ['.', 'server'] },
  'vite-react': { dir: path.join(root, 'examples', 'vite-react'), outDir: 'dist', packages: ['.'] },
};

/** Never hashed as an app's source: what installs and builds write. */
const GENERATED = new Set(['node_modules', '.next', 'dist', 'next-env.d.ts']);
const INSTALL_KEY_FILE = '.portico-install-key';
const BUILD_KEY_FILE = '.portico-build-key';

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
}

/** What a `file:` dependency on one of the repository's packages installs: package.json and dist/ (README aside). */
function hashPackage(hash, folder) {
  const dir = path.join(root, folder);
  hashFiles(hash, dir, ['package.json']);
  hashFiles(hash, path.join(dir, 'dist'), filesUnder(path.join(dir, 'dist')));
}

function installKey(app) {
  const hash = createHash('sha256').update(`node ${process.versions.node}\0`);
  hashFiles(hash, app.dir, ['package.json', 'package-lock.json', '.npmrc']);
  for (const folder of app.packages) hashPackage(hash, folder);
  return hash.digest('hex');
}

function buildKey(app, install) {
  const hash = createHash('sha256').update(install);
  hashFiles(hash, app.dir, filesUnder(app.dir, GENERATED));
  return hash.digest('hex');
}

function readKey(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Runs a command quietly: its output is kept and shown only in the error
 * when it fails (the demo's style: a successful step prints nothing).
 */
function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(Object.assign(new Error(`${command} ${args.join(' ')} (in ${path.relative(root, cwd)}) exited with ${code ?? signal}`), { output }));
    });
  });
}

/** The app's own copy of a command line tool (next, vite). */
export function appBin(name, tool) {
  const app = EXAMPLE_APPS[name];
  const pkg = JSON.parse(readFileSync(path.join(app.dir, 'node_modules', tool, 'package.json'), 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin[tool];
  return path.join(app.dir, 'node_modules', tool, bin);
}

const TELEMETRY_OFF = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Installs (npm ci) and builds the app when their inputs changed since the
 * last time; otherwise only hashes them. `--prefer-offline`: packages already
 * in npm's cache are not asked for again, so a machine that installed once
 * installs again without the network. Resolves with what it did.
 */
export async function ensureExampleApp(name, { onWork = () => {} } = {}) {
  const app = EXAMPLE_APPS[name];
  if (!app) throw new Error(`no example app named ${name}`);
  for (const folder of app.packages) {
    if (!existsSync(path.join(root, folder, 'dist', 'index.js'))) {
      const where = path.posix.join(folder, 'dist');
      throw new Error(`${where}/ is missing: run \`npm run build\` first (the examples install the built packages).`);
    }
  }
  const did = { installed: false, built: false };
  const install = installKey(app);
  const installKeyFile = path.join(app.dir, 'node_modules', INSTALL_KEY_FILE);
  if (readKey(installKeyFile) !== install) {
    onWork(`Installing the ${name} example (npm ci in examples/${name})…`);
    await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app.dir);
    writeFileSync(installKeyFile, `${install}\n`);
    did.installed = true;
  }
  const buildKeyFile = path.join(app.dir, app.outDir, BUILD_KEY_FILE);
  if (readKey(buildKeyFile) !== buildKey(app, install)) {
    onWork(`Building the ${name} example (npm run build in examples/${name})…`);
    // The app's own build script, as a person would run it (next build; tsc and vite build).
    await run('npm', ['run', 'build'], app.dir, TELEMETRY_OFF);
    // Keyed after the build: `next build` may adjust the app's tsconfig.json on its first run.
    writeFileSync(buildKeyFile, `${buildKey(app, install)}\n`);
    did.built = true;
  }
  return did;
}

/** Both apps, one after the other (two builds at once would fight over 2 cores). */
export async function ensureExampleApps(options) {
  const did = {};
  for (const name of Object.keys(EXAMPLE_APPS)) did[name] = await ensureExampleApp(name, options);
  return did;
}

/**
 * Starts the Next example: `next start` (the build from ensureExampleApp) or
 * `next dev`, on 127.0.0.1 and `port` (0: Next picks a free one), pointed at
 * the emulator through its run-time environment. Resolves once it listens,
 * with `http://localhost:PORT` (the name the browser uses; WebAuthn and the
 * emulator's CORS both accept it). Its output is kept for errors.
 */
export function startNextApp({ mode = 'start', port = 0, baseUrl, publicToken, projectId }) {
  const app = EXAMPLE_APPS.nextjs;
  const env = { ...TELEMETRY_OFF, PORTICO_BASE_URL: baseUrl };
  if (publicToken) env.PORTICO_PUBLIC_TOKEN = publicToken;
  if (projectId) env.PORTICO_PROJECT_ID = projectId;
  // Its own process group, so close() ends what `next dev` forks as well.
  const child = spawn(process.execPath, [appBin('nextjs', 'next'), mode, '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: app.dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // Detached, it would outlive a parent that exits without close(): end it then too.
  const endWithParent = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', endWithParent);
  exited.then(() => process.off('exit', endWithParent));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return new Promise((resolve, reject) => {
    let listening = false;
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      const local = listening ? null : /- Local:\s+http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (local) {
        listening = true;
        resolve({ url: `http://localhost:${local[1]}`, port: Number(local[1]), output: () => output, close });
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    exited.then(({ code, signal }) => {
      const error = new Error(`next ${mode} exited with ${code ?? signal} before listening:\n${output}`);
      if (/EADDRINUSE/.test(output)) error.code = 'EADDRINUSE';
      reject(error);
    });
  });
}

// `node scripts/example-apps.mjs` (npm run build:examples): both apps, saying what it does.
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
