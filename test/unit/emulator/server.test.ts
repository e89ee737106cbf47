import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerLines, parseCliArgs } from '../../../emulator/src/cli-args';
import { startEmulator, type EmulatorHandle } from '../../../emulator/src/index';
import { SNAPSHOT_VERSION } from '../../../emulator/src/store/snapshot';
import { basic, ORIGIN, PUBLIC_TOKEN } from './helpers';

describe('startEmulator over real HTTP', () => {
  let dir: string;
  let handle: EmulatorHandle;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-server-'));
    handle = await startEmulator({ port: 0, dataFile: join(dir, 'state.json'), config: { projectName: 'HTTP' } });
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('listens on a random port of 127.0.0.1 and serves the SDK API with CORS', async () => {
    expect(handle.url).toBe(`http://127.0.0.1:${handle.port}`);
    expect(handle.port).toBeGreaterThan(0);
    const res = await fetch(`${handle.url}/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`, {
      headers: { origin: ORIGIN, authorization: basic(), 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await res.json()).data.project_name).toBe('HTTP');
  });

  it('records the client address as the session ip_address', async () => {
    const headers = { authorization: basic(), 'content-type': 'application/json' };
    const sent = await fetch(`${handle.url}/sdk/v1/otps/email/login_or_create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'http@example.com' }),
    }).then((r) => r.json());
    const { messages } = await fetch(`${handle.url}/_emulator/messages?to=http@example.com`).then((r) => r.json());
    const auth = await fetch(`${handle.url}/sdk/v1/otps/authenticate`, {
      method: 'POST',
      headers: { ...headers, 'user-agent': 'node-test' },
      body: JSON.stringify({ token: messages[0].code, method_id: sent.data.method_id, session_duration_minutes: 30 }),
    }).then((r) => r.json());
    expect(auth.data.session.attributes).toEqual({ ip_address: expect.stringMatching(/127\.0\.0\.1/), user_agent: 'node-test' });
  });

  it('drops the TCP connection for a drop fault', async () => {
    await fetch(`${handle.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/users/search', drop: true, times: 1 }),
    });
    const call = () =>
      fetch(`${handle.url}/sdk/v1/users/search`, {
        method: 'POST',
        headers: { authorization: basic(), 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com' }),
      });
    await expect(call()).rejects.toThrow(TypeError);
    expect((await call()).status).toBe(200);
  });

  it('rejects when the port is taken', async () => {
    await expect(startEmulator({ port: handle.port })).rejects.toThrow(/EADDRINUSE/);
  });

  it('writes the snapshot on close', async () => {
    const other = await startEmulator({ port: 0, dataFile: join(dir, 'close.json') });
    other.emulator.store.setClockOffsetMs(1234); // changed without a request
    await other.close();
    await other.close(); // idempotent
    expect(JSON.parse(await readFile(join(dir, 'close.json'), 'utf8')).clockOffsetMs).toBe(1234);
  });
});

describe('CLI', () => {
  it('parses its arguments with defaults', () => {
    expect(parseCliArgs([])).toEqual({
      port: 8787,
      host: '127.0.0.1',
      configFile: undefined,
      dataFile: undefined,
      connectionLimits: {},
      help: false,
    });
    expect(parseCliArgs(['--port', '0', '--host', '0.0.0.0', '--config', 'c.json', '--data', 'd.json'])).toEqual({
      port: 0,
      host: '0.0.0.0',
      configFile: 'c.json',
      dataFile: 'd.json',
      connectionLimits: {},
      help: false,
    });
    expect(parseCliArgs(['-h']).help).toBe(true);
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--bogus'])).toThrow();
  });

  it('parses the connection limits, refusing what the server could not use', () => {
    expect(
      parseCliArgs([
        '--headers-timeout',
        '2000',
        '--request-timeout',
        '4000',
        '--keep-alive-timeout',
        '1000',
        '--max-sockets-per-client',
        '1024',
      ]).connectionLimits,
    ).toEqual({ headersTimeoutMs: 2000, requestTimeoutMs: 4000, keepAliveTimeoutMs: 1000, maxSocketsPerClient: 1024 });
    expect(() => parseCliArgs(['--max-sockets-per-client', '0'])).toThrow(/--max-sockets-per-client/);
    expect(() => parseCliArgs(['--headers-timeout', '1.5'])).toThrow(/--headers-timeout must be a positive integer/);
    // Node refuses headers that may take longer than the whole request.
    expect(() => parseCliArgs(['--headers-timeout', '40000'])).toThrow(/headersTimeoutMs \(40000\) may not exceed requestTimeoutMs/);
  });

  it('prints the URL, the mailbox and the public token', () => {
    expect(bannerLines('http://127.0.0.1:8787', PUBLIC_TOKEN)).toEqual([
      'Portico emulator listening on http://127.0.0.1:8787',
      'Mailbox: http://127.0.0.1:8787/_emulator/',
      `Public token: ${PUBLIC_TOKEN}`,
    ]);
  });

  it('runs as a bin: serves, and writes the snapshot on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-cli-'));
    try {
      const outfile = join(dir, 'emulator-cli.mjs');
      await build({
        entryPoints: ['emulator/src/cli.ts'],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        outfile,
        logLevel: 'silent',
        // CommonJS dependencies bundled into an ES module (the SAML libraries' `require('util')`)
        // need a `require`; the published bin keeps its dependencies external instead.
        banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      });
      const source = await readFile(outfile, 'utf8');
      expect(source.startsWith('#!/usr/bin/env node')).toBe(true);
      await writeFile(join(dir, 'config.json'), JSON.stringify({ publicToken: 'public-token-test-cli' }));
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [outfile, '--port', String(port), '--config', join(dir, 'config.json'), '--data', join(dir, 'data.json')],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(() => output.includes('Public token:'), () => output);
      expect(output).toContain(`Portico emulator listening on http://127.0.0.1:${port}`);
      expect(output).toContain(`Mailbox: http://127.0.0.1:${port}/_emulator/`);
      expect(output).toContain('Public token: public-token-test-cli');
      const res = await fetch(`http://127.0.0.1:${port}/sdk/v1/projects/bootstrap/public-token-test-cli`);
      expect(res.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(JSON.parse(await readFile(join(dir, 'data.json'), 'utf8')).version).toBe(SNAPSHOT_VERSION);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(condition: () => boolean, describe: () => string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; output so far:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
