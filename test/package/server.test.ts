/**
 * Checks the built portico-server package (run after `npm run build`): its
 * exports and dependencies, Web APIs only in its code, both its builds
 * verifying a real session, and the node:http example guarding its routes
 * with it against the built emulator.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Server from '../../server/src';
import type { NodeServerExample } from '../../examples/node-server/server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'server');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const require = createRequire(path.join(root, 'package.json'));
// Through a variable so the typecheck (which runs before the build) does not look for dist/.
const importEntry = (name: string) => import(/* @vite-ignore */ name);

const PUBLIC_TOKEN = 'public-token-test-emulator';
const PROJECT_ID = 'project-test-emulator';

describe('portico-server package', () => {
  it('lists types first in every condition, has no side effects, and depends on jose alone', () => {
    expect(pkg.name).toBe('portico-server');
    expect(pkg.type).toBe('module');
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.engines).toEqual({ node: '>=20' });
    const emulatorPkg = JSON.parse(readFileSync(path.join(root, 'emulator', 'package.json'), 'utf8'));
    expect(pkg.dependencies).toEqual({ jose: emulatorPkg.dependencies.jose });
    for (const [entry, conditions] of Object.entries<Record<string, Record<string, string>> | string>(pkg.exports)) {
      if (typeof conditions === 'string') continue;
      for (const target of Object.values(conditions)) {
        expect(Object.keys(target)[0], entry).toBe('types');
        for (const file of Object.values(target)) expect(existsSync(path.join(serverDir, file)), file).toBe(true);
      }
    }
  });

  it('is a workspace of the repository that installing portico does not pull in', () => {
    expect(rootPkg.workspaces).toContain('server');
    expect(Object.keys(rootPkg.dependencies ?? {})).not.toContain('portico-server');
    expect(Object.keys(rootPkg.dependencies ?? {})).not.toContain('jose');
  });

  it('uses Web APIs only: no node: imports, no process or Buffer, jose imported by the ES module build', () => {
    const esm = readFileSync(path.join(serverDir, 'dist/index.js'), 'utf8');
    const cjs = readFileSync(path.join(serverDir, 'dist/index.cjs'), 'utf8');
    for (const [file, code] of [['index.js', esm], ['index.cjs', cjs]] as const) {
      expect(code, file).not.toMatch(/["']node:|\bprocess\.|\bBuffer\b/);
    }
    const imports = [...esm.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(new Set(imports)).toEqual(new Set(['jose']));
    // jose is ES-module-only, so the CommonJS build carries it and requires nothing.
    expect(cjs).not.toMatch(/\brequire\(/);
  });

  it('imports and requires the entry', async () => {
    const esm = (await importEntry('portico-server')) as typeof Server;
    const cjs = require('portico-server') as typeof Server;
    for (const mod of [esm, cjs]) {
      for (const name of ['verifySession', 'verifyRequest', 'readSessionCookies', 'PorticoSessionError'] as const) {
        expect(typeof mod[name], name).toBe('function');
      }
    }
  });
});

describe('portico-server with the built emulator', () => {
  let emulator: { url: string; close(): Promise<void> };
  let example: NodeServerExample;

  beforeAll(async () => {
    const { startEmulator } = await importEntry('portico-emulator');
    emulator = await startEmulator({ port: 0, host: '127.0.0.1' });
    const { startNodeServerExample } = (await import(
      /* @vite-ignore */ path.join(root, 'examples/node-server/server.mjs')
    )) as typeof import('../../examples/node-server/server.mjs');
    example = await startNodeServerExample({ port: 0, baseUrl: emulator.url });
  });
  afterAll(async () => {
    await example?.close();
    await emulator?.close();
  });

  async function signIn(email: string): Promise<any> {
    const call = async (apiPath: string, body: unknown) => {
      const response = await fetch(`${emulator.url}/sdk/v1${apiPath}`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await response.json()).data;
    };
    const { method_id } = await call('/otps/email/login_or_create', { email });
    const { messages } = await (await fetch(`${emulator.url}/_emulator/messages?to=${encodeURIComponent(email)}`)).json();
    return call('/otps/authenticate', { token: messages.at(-1).code, method_id, session_duration_minutes: 30 });
  }

  it('verifies a real session JWT with the ES module and the CommonJS build alike', async () => {
    const login = await signIn('builds@example.com');
    const options = { projectId: PROJECT_ID, publicToken: PUBLIC_TOKEN, baseUrl: emulator.url };
    const esm = (await importEntry('portico-server')) as typeof Server;
    const cjs = require('portico-server') as typeof Server;
    await expect(esm.verifySession(login.session_jwt, options)).resolves.toEqual({ session: login.session });
    await expect(cjs.verifySession(login.session_jwt, options)).resolves.toEqual({ session: login.session });
    const refused = await cjs.verifySession(`${login.session_jwt}x`, options).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(cjs.PorticoSessionError);
    expect(refused).toHaveProperty('code', 'invalid_signature');
  });

  it('the node:http example answers its guarded routes with the user and session, and 401 otherwise', async () => {
    const login = await signIn('example@example.com');
    const cookie = `stytch_session_jwt=${login.session_jwt}; stytch_session=${login.session_token}`;

    const anonymous = await fetch(`${example.url}/api/me`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('missing_token');

    const me = await fetch(`${example.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toEqual(login.user);

    const session = await fetch(`${example.url}/api/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ session: login.session });

    const tampered = await fetch(`${example.url}/api/session`, { headers: { cookie: `stytch_session_jwt=${login.session_jwt}x` } });
    expect(tampered.status).toBe(401);
    expect((await tampered.json()).error.code).toBe('invalid_signature');
    expect(tampered.headers.get('cache-control')).toBe('no-store');
  });
});
