// Installing and building an example app, each step only when its inputs
// changed (keys.mjs); the key of each step is kept beside what it wrote.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildKey, installKey, packagesKey, root } from './keys.mjs';

/**
 * The apps: where they live, what their build (`npm run build` there) writes,
 * and the repository's packages they install (folders below the root).
 */
export const EXAMPLE_APPS = {
  nextjs: { dir: path.join(root, 'examples', 'nextjs'), outDir: '.next', packages: ['.', 'server'] },
  'vite-react': { dir: path.join(root, 'examples', 'vite-react'), outDir: 'dist', packages: ['.'] },
  vue: { dir: path.join(root, 'examples', 'vue'), outDir: 'dist', packages: ['.'] },
};

export const TELEMETRY_OFF = { NEXT_TELEMETRY_DISABLED: '1' };

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
 * Resolves with its standard output.
 */
export function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(Object.assign(new Error(`${command} ${args.join(' ')} (in ${path.relative(root, cwd) || '.'}) exited with ${code ?? signal}`), { output }));
    });
  });
}

/**
 * Replaces the app's copies of the repository's packages with freshly packed
 * ones, as `npm ci` with install-links makes them (`npm pack`, then unpacked
 * into node_modules/<name>): a rebuilt library costs a second, not a whole
 * reinstall. Their dependencies come from the lockfile, which installKey covers.
 */
async function refreshPackages(app) {
  const packed = mkdtempSync(path.join(os.tmpdir(), 'portico-pack-'));
  try {
    for (const folder of app.packages) {
      const [{ name, filename }] = JSON.parse(
        await run('npm', ['pack', path.join(root, folder), '--json', '--pack-destination', packed, '--loglevel=error'], app.dir),
      );
      const target = path.join(app.dir, 'node_modules', name);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      await run('tar', ['-xzf', path.join(packed, filename), '-C', target, '--strip-components=1'], app.dir);
    }
  } finally {
    rmSync(packed, { recursive: true, force: true });
  }
}

/**
 * Installs (npm ci), refreshes the packages' copies and builds the app, each
 * only when its inputs changed since the last time. `--prefer-offline`:
 * packages already in npm's cache are not asked for again, so a machine that
 * installed once installs again without the network. `onWork` is told before
 * a step runs. Resolves with what it did.
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
  const did = { installed: false, refreshed: false, built: false };
  const keys = { install: installKey(app), packages: packagesKey(app) };
  const keyFile = (which) => path.join(app.dir, 'node_modules', `.portico-${which}-key`);
  if (readKey(keyFile('install')) !== keys.install) {
    onWork(`Installing the ${name} example (npm ci in examples/${name})…`);
    await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app.dir).catch((error) => {
      // The usual cause: a package's dependencies changed and the app's lockfile still lists the old ones.
      error.message += `. If a manifest changed, update the app's lockfile (cd examples/${name} && npm install) and commit it.`;
      throw error;
    });
    writeFileSync(keyFile('install'), `${keys.install}\n`);
    writeFileSync(keyFile('packages'), `${keys.packages}\n`);
    did.installed = true;
  } else if (readKey(keyFile('packages')) !== keys.packages) {
    onWork(`Updating the ${name} example's copy of the built packages…`);
    await refreshPackages(app);
    writeFileSync(keyFile('packages'), `${keys.packages}\n`);
    did.refreshed = true;
  }
  const installed = `${keys.install}${keys.packages}`;
  const buildKeyFile = path.join(app.dir, app.outDir, '.portico-build-key');
  if (readKey(buildKeyFile) !== buildKey(app, installed)) {
    onWork(`Building the ${name} example (npm run build in examples/${name})…`);
    // The app's own build script, as a person would run it (next build; tsc or vue-tsc, and vite build).
    // NODE_ENV=production whoever calls: under vitest (NODE_ENV=test) `vite build` would make a
    // bundle whose `import.meta.env.DEV` is true, and `next build` warns on a non-standard value.
    await run('npm', ['run', 'build'], app.dir, { ...TELEMETRY_OFF, NODE_ENV: 'production' });
    // Keyed after the build: `next build` may adjust the app's tsconfig.json on its first run.
    writeFileSync(buildKeyFile, `${buildKey(app, installed)}\n`);
    did.built = true;
  }
  return did;
}

/** Every app, one after the other (two builds at once would fight over 2 cores). */
export async function ensureExampleApps(options) {
  const did = {};
  for (const name of Object.keys(EXAMPLE_APPS)) did[name] = await ensureExampleApp(name, options);
  return did;
}

/** The app's own copy of a command line tool (next, vite). */
export function appBin(name, tool) {
  const app = EXAMPLE_APPS[name];
  const pkg = JSON.parse(readFileSync(path.join(app.dir, 'node_modules', tool, 'package.json'), 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin[tool];
  return path.join(app.dir, 'node_modules', tool, bin);
}
