#!/usr/bin/env node
// `npm run demo`: build the package, then start the emulator on localhost and
// print where to look. Later issues add the example host pages here.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { startEmulator } = await import(path.join(root, 'dist', 'emulator.js'));
const port = Number(process.env.PORT ?? 8787);
const emulator = await startEmulator({ port, host: '127.0.0.1' });

console.log('');
console.log(`Portico emulator:  ${emulator.url}`);
console.log(`Mailbox:           ${emulator.url}/_emulator/`);
console.log(`Public token:      public-token-test-emulator`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
