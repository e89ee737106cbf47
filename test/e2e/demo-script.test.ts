/**
 * `npm run demo` (scripts/demo.mjs) as a person runs it, minus the build
 * (PORTICO_DEMO_SKIP_BUILD=1 uses the dist/ that `npm run build` made): a busy
 * port is one sentence naming the variable to change; a running demo answers
 * where it says it does (pages, relying party, emulator) and stops every server
 * on SIGTERM / Ctrl+C.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureExampleApps } from '../../scripts/example-apps.mjs';
import { PREPARE_TIMEOUT_MS } from './support/example-apps';

const ROOT = path.resolve('.');
const DEMO = path.join(ROOT, 'scripts', 'demo.mjs');
const running: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'emulator', 'dist', 'index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  }
  // The demo prepares the example apps itself; done here first, it finds them ready and prints nothing for them.
  await ensureExampleApps();
}, PREPARE_TIMEOUT_MS);

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Demo {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startDemo(env: Record<string, string>): Demo {
  const child = spawn(process.execPath, [DEMO], {
    cwd: ROOT,
    env: { ...process.env, PORTICO_DEMO_SKIP_BUILD: '1', ...env },
  });
  running.push(child);
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** A server holding a port on 127.0.0.1 (where every demo server listens). */
async function occupyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('npm run demo', () => {
  it.each([
    ['PORT', { PORTICO_EMULATOR_PORT: '0', PORTICO_B2B_EMULATOR_PORT: '0', RP_PORT: '0', NEXT_PORT: '0' }],
    ['PORTICO_EMULATOR_PORT', { PORT: '0', PORTICO_B2B_EMULATOR_PORT: '0', RP_PORT: '0', NEXT_PORT: '0' }],
    ['PORTICO_B2B_EMULATOR_PORT', { PORT: '0', PORTICO_EMULATOR_PORT: '0', RP_PORT: '0', NEXT_PORT: '0' }],
    ['RP_PORT', { PORT: '0', PORTICO_EMULATOR_PORT: '0', PORTICO_B2B_EMULATOR_PORT: '0', NEXT_PORT: '0' }],
    ['NEXT_PORT', { PORT: '0', PORTICO_EMULATOR_PORT: '0', PORTICO_B2B_EMULATOR_PORT: '0', RP_PORT: '0' }],
  ] as const)('a busy port is one line naming %s, and a non-zero exit', async (variable, others) => {
    const busy = await occupyPort();
    try {
      const demo = startDemo({ ...others, [variable]: String(busy.port) });
      const { code } = await demo.exited;
      expect(code).not.toBe(0);
      expect(demo.stderr()).toBe(
        `Port ${busy.port} is in use: set ${variable} to another port (${variable}=${busy.port + 1} npm run demo).\n`,
      );
      expect(demo.stdout()).toBe('');
    } finally {
      await busy.close();
    }
  });

  it('a port that is not a number is one line, and a non-zero exit', async () => {
    const demo = startDemo({ PORT: 'http', PORTICO_EMULATOR_PORT: '0', PORTICO_B2B_EMULATOR_PORT: '0', RP_PORT: '0', NEXT_PORT: '0' });
    const { code } = await demo.exited;
    expect(code).not.toBe(0);
    expect(demo.stderr()).toBe('PORT=http is not a port number: use a whole number from 1 to 65535 (PORT=3000 npm run demo).\n');
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('answers on the URLs it prints (last) and stops every server on %s', async (signal) => {
    const demo = startDemo({ PORT: '0', PORTICO_EMULATOR_PORT: '0', PORTICO_B2B_EMULATOR_PORT: '0', RP_PORT: '0', NEXT_PORT: '0' });
    await expect.poll(() => demo.stdout(), { timeout: 15_000 }).toMatch(/Emulator API: .*\n$/);
    const lines = demo.stdout().trimEnd().split('\n');
    // The URLs are the last thing printed.
    expect(lines.at(-1)).toMatch(/^ {2}Emulator API: {3}http:\/\/127\.0\.0\.1:\d+ {3}\(public token public-token-test-emulator\)$/);
    const pagesUrl = /Example pages: +(http:\/\/localhost:\d+)\//.exec(demo.stdout())?.[1];
    const emulatorUrl = /Mailbox: +(http:\/\/127\.0\.0\.1:\d+)\/_emulator\//.exec(demo.stdout())?.[1];
    const b2bEmulatorUrl = /B2B mailbox: +(http:\/\/127\.0\.0\.1:\d+)\/_emulator\//.exec(demo.stdout())?.[1];
    expect(b2bEmulatorUrl).toBeTruthy();
    const rpUrl = /^ {2}Relying party \(signs in through \/idp\): (http:\/\/localhost:\d+)$/m.exec(demo.stdout())?.[1];
    const nextUrl = /^ {2}Next\.js app: +(http:\/\/localhost:\d+)\/login {3}\(/m.exec(demo.stdout())?.[1];
    expect(demo.stdout()).toContain(`  React SPA:      ${pagesUrl}/react/   (`);
    expect(nextUrl).toBeTruthy();
    expect(pagesUrl).toBeTruthy();
    expect(emulatorUrl).toBeTruthy();
    expect(rpUrl).toBeTruthy();
    expect(demo.stderr()).toBe('');

    const page = await fetch(`${pagesUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="login"></div>');
    // The pages talk to exactly the emulator URL that was printed.
    expect(await (await fetch(`${pagesUrl}/portico-demo-config.js`)).text()).toContain(`export const apiUrl = "${emulatorUrl}";`);
    // The consent page the emulator's provider sends relying parties to, and the relying party itself.
    expect(await (await fetch(`${pagesUrl}/idp`)).text()).toContain('/vanilla/idp.js');
    // The provider sends relying parties to that page, even on ports picked at start (port 0).
    const discovery = (await (await fetch(`${emulatorUrl}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({ issuer: emulatorUrl, authorization_endpoint: `${pagesUrl}/idp`, end_session_endpoint: `${pagesUrl}/idp` });
    // The framework examples: Next under `next start`, pointed at this emulator at run time; the Vite build at /react/.
    const nextLogin = await fetch(`${nextUrl}/login`);
    expect(nextLogin.status).toBe(200);
    // The provider's props (customBaseUrl) travel in the page: the emulator this demo started.
    expect(await nextLogin.text()).toContain(emulatorUrl);
    const spa = await fetch(`${pagesUrl}/react/dashboard`);
    expect(spa.status).toBe(200);
    expect(await spa.text()).toMatch(/<script type="module" crossorigin src="\/react\/assets\/index-[\w-]+\.js"><\/script>/);
    const rpHome = await fetch(`${rpUrl}/`);
    expect(rpHome.status).toBe(200);
    expect(await rpHome.text()).toContain('Sign in with Portico');
    const mailbox = await fetch(`${emulatorUrl}/_emulator/`);
    expect(mailbox.status).toBe(200);
    const html = await mailbox.text();
    // The built emulator inlines the page script from its own compiled source.
    expect(html).toMatch(/<script nonce="[^"]+">\n\(function mailboxClient\(/);

    demo.child.kill(signal);
    expect(await demo.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${pagesUrl}/`)).rejects.toThrow();
    await expect(fetch(`${emulatorUrl}/_emulator/`)).rejects.toThrow();
    await expect(fetch(`${b2bEmulatorUrl}/_emulator/`)).rejects.toThrow();
    await expect(fetch(`${rpUrl}/`)).rejects.toThrow();
    await expect(fetch(`${nextUrl}/login`)).rejects.toThrow();
  });
});
