#!/usr/bin/env node
/**
 * `npm run bench:emulator`: how many sign-ups per second the emulator takes,
 * empty and with 100,000 users seeded, in memory and with `--data` (snapshot
 * + journal), at 200 concurrent sign-ups. Runs the built CLI
 * (emulator/dist/cli.js: `npm run build` first) as a child process on
 * 127.0.0.1, one process per scenario, and drives it from this process.
 *
 * One sign-up is what a visitor's first passcode login costs the emulator:
 *   POST /sdk/v1/otps/email/login_or_create   (a new user, a code, a message)
 *   GET  /_emulator/messages?to=<email>        (the test reads the code)
 *   POST /sdk/v1/otps/authenticate             (verified email, a session, a JWT)
 * A sign-up counts only if the last answer holds a session token.
 *
 * Printed per scenario: sign-ups/s (completed ÷ wall time), p50 and p99 of a
 * sign-up's latency, and the emulator's resident memory (RSS) at the end.
 * Bounded: each scenario stops at --signups sign-ups or --seconds, whichever
 * comes first, after a warm-up of 200.
 *
 *   --signups N      sign-ups measured per scenario (default 4000, at most 100000)
 *   --concurrency C  sign-ups in flight (default 200, at most 1000)
 *   --users N        users seeded for the "seeded" scenarios (default 100000)
 *   --seconds S      time bound per scenario (default 60)
 *   --json           print the raw figures as JSON
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'emulator', 'dist', 'cli.js');
const PUBLIC_TOKEN = 'public-token-test-emulator';
const AUTH = `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`;
const WARM_UP = 200;
const SEED_BATCH = 1000;
/** Goals: seeded throughput within 20% of empty; `--data` at least 80% of in memory. */
const GOAL_RATIO = 0.8;

const { values: flags } = parseArgs({
  options: {
    signups: { type: 'string', default: '4000' },
    concurrency: { type: 'string', default: '200' },
    users: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '60' },
    json: { type: 'boolean', default: false },
  },
});
const bounded = (name, value, max) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`bench:emulator: --${name} must be an integer from 1 to ${max}`);
    process.exit(2);
  }
  return n;
};
const signups = bounded('signups', flags.signups, 100_000);
const concurrency = bounded('concurrency', flags.concurrency, 1000);
const seededUsers = bounded('users', flags.users, 1_000_000);
const seconds = bounded('seconds', flags.seconds, 600);

if (!existsSync(cli)) {
  console.error('bench:emulator: emulator/dist/cli.js is missing; run `npm run build` first.');
  process.exit(2);
}

/** Starts the CLI on a free loopback port; resolves with its URL and process. */
function startEmulator(dir, dataFile) {
  const args = [cli, '--port', '0', '--host', '127.0.0.1', '--config', path.join(dir, 'config.json')];
  // fetch opens a socket per request in flight (and more under load), all from
  // 127.0.0.1: near 1,000 in flight the default cap per address would refuse some.
  args.push('--max-sockets-per-client', String(Math.max(1024, 2 * concurrency)));
  if (dataFile) args.push('--data', dataFile);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the emulator did not start:\n${output}`)), 20_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}):\n${output}`)));
  });
}

async function stopEmulator(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(timeout);
}

function rssMiB(pid) {
  const kib = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  return kib / 1024;
}

async function call(url, init) {
  const response = await fetch(url, init);
  const json = await response.json();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const post = (url, body, headers = {}) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function seed(base, count) {
  const batches = [];
  for (let start = 0; start < count; start += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, count - start);
    batches.push(Array.from({ length: size }, (_, i) => ({ email: `seeded-${start + i}@bench.example`, email_verified: true })));
  }
  // A few batches at a time: the seed is setup, not what is measured.
  for (let i = 0; i < batches.length; i += 4) {
    await Promise.all(batches.slice(i, i + 4).map((users) => post(`${base}/_emulator/users/batch`, { users })));
  }
}

async function signUp(base, email) {
  const started = performance.now();
  const sent = await post(`${base}/sdk/v1/otps/email/login_or_create`, { email }, { authorization: AUTH });
  const { messages } = await call(`${base}/_emulator/messages?to=${encodeURIComponent(email)}`);
  const code = messages.at(-1)?.code;
  const done = await post(
    `${base}/sdk/v1/otps/authenticate`,
    { token: code, method_id: sent.data.method_id, session_duration_minutes: 60 },
    { authorization: AUTH },
  );
  if (typeof done.data?.session_token !== 'string') throw new Error(`no session for ${email}`);
  return performance.now() - started;
}

/** Runs `total` sign-ups with `concurrency` in flight, stopping early at the deadline. */
async function load(base, prefix, total, deadline) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total && performance.now() < deadline) {
      const n = next++;
      latencies.push(await signUp(base, `${prefix}-${n}@bench.example`));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { latencies, elapsedMs: performance.now() - started };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function scenario(name, { persist, users }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-bench-emulator-'));
  // A sign-up stalled behind a few thousand others must still find its code in the mailbox.
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ mailboxCapacity: 100_000 }));
  const { url, child } = await startEmulator(dir, persist ? path.join(dir, 'state.json') : undefined);
  try {
    const seedStarted = performance.now();
    if (users > 0) await seed(url, users);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const deadline = performance.now() + seconds * 1000;
    await load(url, `${name}-warm`, WARM_UP, deadline);
    const { latencies, elapsedMs } = await load(url, name, signups, deadline);
    latencies.sort((a, b) => a - b);
    return {
      name,
      persist,
      users,
      signUps: latencies.length,
      perSecond: latencies.length / (elapsedMs / 1000),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      rssMiB: rssMiB(child.pid),
      seedSeconds,
    };
  } finally {
    await stopEmulator(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const scenarios = [
  ['in memory, empty', { persist: false, users: 0 }],
  [`in memory, ${seededUsers.toLocaleString('en')} users`, { persist: false, users: seededUsers }],
  ['--data, empty', { persist: true, users: 0 }],
  [`--data, ${seededUsers.toLocaleString('en')} users`, { persist: true, users: seededUsers }],
];

const results = [];
for (const [name, options] of scenarios) {
  if (!flags.json) process.stderr.write(`bench:emulator: ${name}…\n`);
  results.push(await scenario(name.replace(/[^a-z0-9]+/gi, '-'), options).then((r) => ({ ...r, label: name })));
}

const [empty, seeded, dataEmpty, dataSeeded] = results;
const ratios = {
  seededVsEmpty: seeded.perSecond / empty.perSecond,
  dataVsMemory: dataEmpty.perSecond / empty.perSecond,
  dataSeededVsMemorySeeded: dataSeeded.perSecond / seeded.perSecond,
};

if (flags.json) {
  console.log(JSON.stringify({ concurrency, signups, results, ratios }, null, 2));
} else {
  const f1 = (n) => n.toFixed(1);
  console.log(`\n${concurrency} concurrent sign-ups, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}\n`);
  console.log('| scenario | sign-ups/s | p50 | p99 | RSS |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.label} | ${Math.round(r.perSecond)} (${r.signUps}) | ${f1(r.p50Ms)} ms | ${f1(r.p99Ms)} ms | ${Math.round(r.rssMiB)} MiB |`);
  }
  const verdict = (ratio) => (ratio >= GOAL_RATIO ? 'met' : 'NOT met');
  console.log(`\nseeded ÷ empty: ${ratios.seededVsEmpty.toFixed(2)} (goal ≥ ${GOAL_RATIO}: ${verdict(ratios.seededVsEmpty)})`);
  console.log(`--data ÷ in memory: ${ratios.dataVsMemory.toFixed(2)} (goal ≥ ${GOAL_RATIO}: ${verdict(ratios.dataVsMemory)})`);
  console.log(`--data ÷ in memory, seeded: ${ratios.dataSeededVsMemorySeeded.toFixed(2)}`);
  console.log(`seeding ${seededUsers.toLocaleString('en')} users took ${f1(seeded.seedSeconds)} s in memory, ${f1(dataSeeded.seedSeconds)} s with --data`);
}
