// `next start` / `next dev` of the Next example, for the demo, the bench and
// the browser tests.
import { spawn } from 'node:child_process';
import { appBin, EXAMPLE_APPS, TELEMETRY_OFF } from './prepare.mjs';

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
