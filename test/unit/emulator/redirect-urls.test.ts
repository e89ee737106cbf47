import { describe, expect, it } from 'vitest';
import { expectErrorShape, TestEmulator } from './helpers';

/** Magic-link URLs must be among the project's allowed redirect URLs. */

const FIELDS = ['login_magic_link_url', 'signup_magic_link_url', 'login_redirect_url', 'signup_redirect_url'];

async function send(t: TestEmulator, email: string, field: string, url: string) {
  return t.sdk('POST', '/magic_links/email/login_or_create', { body: { email, [field]: url } });
}

describe('redirect URL allow-list', () => {
  it('refuses a foreign URL with 400 invalid_redirect_url and sends nothing', async () => {
    const t = new TestEmulator();
    await t.dev('POST', '/users', { email: 'victim@example.com' });
    for (const field of FIELDS) {
      const res = await send(t, 'victim@example.com', field, 'https://attacker.example/collect');
      expectErrorShape(res, 400, 'invalid_redirect_url');
      expect(res.json.error_message).toBe(
        `${field} is not one of the project's allowed redirect URLs (config redirectUrls).`,
      );
    }
    expect(await t.messages()).toEqual([]);
  });

  it('refuses URLs that only look local, script URLs and non-URLs', async () => {
    const t = new TestEmulator();
    const refused = [
      '\u0000javascript:alert(1)//',
      ' javascript:alert(1)//',
      'javascript:alert(1)//',
      'data:text/html,hi',
      'file:///etc/passwd',
      'http://localhost@attacker.example/',
      'http://localhost.attacker.example/',
      'http://127.0.0.1.attacker.example/',
      'ftp://localhost/',
      'myapp://localhost/cb',
      '/relative/path',
      'not a url',
    ];
    for (const url of refused) {
      expectErrorShape(await send(t, 'x@example.com', 'signup_magic_link_url', url), 400, 'invalid_redirect_url');
    }
    expect(await t.messages()).toEqual([]);
  });

  it('allows http(s) loopback URLs on any port and the configured allowed origins by default', async () => {
    const t = new TestEmulator({ config: { allowedOrigins: ['https://app.example'] } });
    const allowed = [
      'http://localhost:3000/authenticate',
      'https://localhost/cb?x=1',
      'http://127.0.0.1:5173/',
      'http://[::1]:8080/auth#frag',
      'https://app.example/any/path',
    ];
    for (const [i, url] of allowed.entries()) {
      const res = await send(t, `ok${i}@example.com`, 'signup_magic_link_url', url);
      expect(res.status, url).toBe(200);
    }
    expect(await t.messages()).toHaveLength(allowed.length);
    expectErrorShape(await send(t, 'no@example.com', 'signup_magic_link_url', 'http://app.example/'), 400, 'invalid_redirect_url');
    expectErrorShape(await send(t, 'no@example.com', 'signup_magic_link_url', 'https://app.example:8443/'), 400, 'invalid_redirect_url');
  });

  it('uses the configured redirectUrls instead: scheme, host and port, and the path as a prefix', async () => {
    const t = new TestEmulator({
      config: { redirectUrls: ['https://app.example/auth', 'myapp://callback', 'http://localhost:4000'] },
    });
    const allowed = [
      'https://app.example/auth',
      'https://app.example/auth/magic?next=%2F',
      'https://APP.example:443/auth/',
      'myapp://callback/done',
      'http://localhost:4000/anything',
    ];
    for (const [i, url] of allowed.entries()) {
      expect((await send(t, `ok${i}@example.com`, 'login_magic_link_url', url)).status, url).toBe(200);
    }
    const refused = [
      'https://app.example/authx',
      'https://app.example/other',
      'http://app.example/auth',
      'https://app.example:8443/auth',
      'http://localhost:3000/authenticate',
      'myapp://other/',
    ];
    for (const url of refused) {
      expectErrorShape(await send(t, 'no@example.com', 'login_magic_link_url', url), 400, 'invalid_redirect_url');
    }
  });
});
