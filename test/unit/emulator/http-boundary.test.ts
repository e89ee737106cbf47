import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../../emulator/src/index';
import { basic, expectErrorShape, ORIGIN, PUBLIC_TOKEN, TestEmulator } from './helpers';

/** Content types, preflights, the Host check and the client address. */

describe('Content-Type', () => {
  it('reads a body as JSON only when the media type is exactly application/json', async () => {
    const t = new TestEmulator();
    const body = JSON.stringify({ email: 'a@example.com' });
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON ;charset=UTF-8']) {
      const res = await t.sdk('POST', '/users/search', { rawBody: body, headers: { 'content-type': type } });
      expect(res.status, type).toBe(200);
    }
    for (const type of ['text/plain; application/json', 'application/jsonx', 'text/plain', 'application/json-patch+json', 'multipart/form-data; boundary=application/json']) {
      const res = await t.sdk('POST', '/users/search', { rawBody: body, headers: { 'content-type': type } });
      expectErrorShape(res, 400, 'bad_request');
      expect(res.json.error_message).toBe('Content-Type must be application/json.');
    }
  });
});

describe('preflight', () => {
  it('allows only the headers the emulator accepts, whatever the browser asks for', async () => {
    const t = new TestEmulator();
    const res = await t.sdk('OPTIONS', '/users/me', {
      authorization: null,
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-evil-header, cookie',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, x-sdk-client, x-sdk-parent-host',
    );
  });
});

describe('Host check (DNS rebinding)', () => {
  const bootstrap = `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`;

  it('answers loopback hosts on any port and refuses other hosts with 403', async () => {
    const t = new TestEmulator();
    for (const base of ['http://localhost', 'http://localhost:9999', 'http://127.0.0.1:8787', 'http://[::1]:1', 'http://LOCALHOST:3000']) {
      const res = await t.emulator.fetch(new Request(`${base}${bootstrap}`));
      expect(res.status, base).toBe(200);
    }
    for (const base of ['http://rebind.attacker.example:8787', 'http://localhost.attacker.example', 'http://127.0.0.2', 'http://emulator.test']) {
      const res = await t.emulator.fetch(new Request(`${base}${bootstrap}`));
      expect(res.status, base).toBe(403);
      const body = await res.json();
      expect(body.error_type).toBe('forbidden_host');
      expect(body.error_message).toBe(`The emulator does not answer requests for the host ${new URL(base).hostname}; add it to allowedHosts.`);
    }
    const dev = await t.emulator.fetch(new Request('http://rebind.attacker.example/_emulator/messages'));
    expect(dev.status).toBe(403);
  });

  it('answers the hosts listed in allowedHosts and the host the server is bound to', async () => {
    const t = new TestEmulator({ config: { allowedHosts: ['Dev.Example'] }, listenHost: '192.168.1.20' });
    for (const base of ['http://dev.example:8787', 'http://192.168.1.20:8787']) {
      expect((await t.emulator.fetch(new Request(`${base}${bootstrap}`))).status, base).toBe(200);
    }
    expect((await t.emulator.fetch(new Request(`http://other.example${bootstrap}`))).status).toBe(403);
  });

  describe('over real HTTP', () => {
    let handle: EmulatorHandle;
    beforeAll(async () => {
      handle = await startEmulator({ port: 0 });
    });
    afterAll(() => handle.close());

    const get = (host: string): Promise<number> =>
      new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: handle.port, path: bootstrap, headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });

    it('reads the Host header', async () => {
      expect(await get(`127.0.0.1:${handle.port}`)).toBe(200);
      expect(await get(`localhost:${handle.port}`)).toBe(200);
      expect(await get(`rebind.attacker.example:${handle.port}`)).toBe(403);
    });
  });
});

describe('client address', () => {
  async function sessionAddress(t: TestEmulator, email: string): Promise<string> {
    const sent = await t.sdk('POST', '/otps/email/login_or_create', { body: { email } });
    const { code } = await t.lastMessage(email);
    const res = await t.sdk('POST', '/otps/authenticate', {
      body: { token: code, method_id: sent.json.data.method_id },
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    });
    return res.json.data.session.attributes.ip_address;
  }

  it('ignores X-Forwarded-For unless trustProxy is set', async () => {
    expect(await sessionAddress(new TestEmulator(), 'direct@example.com')).toBe('');
    expect(await sessionAddress(new TestEmulator({ config: { trustProxy: true } }), 'proxied@example.com')).toBe(
      '203.0.113.9',
    );
  });

  describe('over real HTTP', () => {
    let handle: EmulatorHandle;
    beforeAll(async () => {
      handle = await startEmulator({ port: 0 });
    });
    afterAll(() => handle.close());

    it('uses the socket address, not a forged X-Forwarded-For', async () => {
      const headers = { authorization: basic(), 'content-type': 'application/json' };
      const sent = await fetch(`${handle.url}/sdk/v1/otps/email/login_or_create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'forged@example.com' }),
      }).then((r) => r.json());
      const { messages } = await fetch(`${handle.url}/_emulator/messages?to=forged@example.com`).then((r) => r.json());
      const auth = await fetch(`${handle.url}/sdk/v1/otps/authenticate`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ token: messages[0].code, method_id: sent.data.method_id }),
      }).then((r) => r.json());
      expect(auth.data.session.attributes.ip_address).toMatch(/127\.0\.0\.1/);
    });
  });
});
