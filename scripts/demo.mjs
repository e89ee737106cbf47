#!/usr/bin/env node
// `npm run demo`: build the package (including the script-tag widget), start the
// emulator and the example host pages on localhost, and print where to look.
//   PORTICO_EMULATOR_PORT  emulator port (default 8787)
//   PORT                   example pages port (default 3000)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
if (!existsSync(path.join(root, 'dist', 'standalone', 'portico.js'))) {
  console.error('The build did not produce dist/standalone/portico.js (the widget the example pages load).');
  process.exit(1);
}

const { startEmulator } = await import(pathToFileURL(path.join(root, 'dist', 'emulator.js')).href);
const { startExamplesServer } = await import(pathToFileURL(path.join(root, 'scripts', 'examples-server.mjs')).href);

const emulatorPort = Number(process.env.PORTICO_EMULATOR_PORT ?? 8787);
const pagesPort = Number(process.env.PORT ?? 3000);
const publicToken = 'public-token-test-emulator';

const emulator = await startEmulator({ port: emulatorPort, host: '127.0.0.1' });
let pages;
try {
  pages = await startExamplesServer({ port: pagesPort, host: '127.0.0.1', emulatorUrl: emulator.url, publicToken });
} catch (error) {
  await emulator.close();
  console.error(`Could not serve the example pages on port ${pagesPort}: ${error.message}`);
  process.exit(1);
}

console.log('');
console.log(`Example page:  ${pages.url}/   (email link, text, WhatsApp)`);
console.log(`               ${pages.url}/?otp=email   (email code, text, WhatsApp)`);
console.log(`Mailbox:       ${emulator.url}/_emulator/`);
console.log(`Emulator API:  ${emulator.url}   (public token ${publicToken})`);
console.log('');
console.log(
  `Sign up by email code: open ${pages.url}/?otp=email, choose Email, type any address, press Continue, ` +
    `then read the 6-digit code in the mailbox and type it in.`,
);
console.log('Press Ctrl+C to stop.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([pages.close(), emulator.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
