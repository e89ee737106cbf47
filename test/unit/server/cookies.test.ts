/**
 * Reading the session cookies from each kind of request a host framework hands
 * over, and the Cookie header's edge cases.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readSessionCookies } from '../../../server/src';
import { parseCookieHeader } from '../../../server/src/cookies';

const HEADER = 'theme=dark; stytch_session_jwt=eyJ.jwt.sig; stytch_session=opaque-token';
const EXPECTED = { sessionJwt: 'eyJ.jwt.sig', sessionToken: 'opaque-token' };

/**
 * The IncomingMessage a real node:http server receives for a request with these
 * header lines, written raw on a socket so a header can come twice.
 */
async function incomingMessage(headers: Array<[string, string]>): Promise<http.IncomingMessage> {
  let received: http.IncomingMessage | undefined;
  const server = http.createServer((req, res) => {
    received = req;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines}Connection: close\r\n\r\n`);
    socket.on('data', () => {});
    socket.on('end', resolve);
    socket.on('error', reject);
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!received) throw new Error('no request received');
  return received;
}

describe('readSessionCookies, by kind of request', () => {
  it('reads a Fetch Request (Next.js route handlers and middleware, edge runtimes)', () => {
    const request = new Request('https://app.example.com/dashboard', { headers: { Cookie: HEADER } });
    expect(readSessionCookies(request)).toEqual(EXPECTED);
  });

  it('reads a Headers (Next.js headers())', () => {
    expect(readSessionCookies(new Headers({ cookie: HEADER }))).toEqual(EXPECTED);
  });

  it('reads a Node IncomingMessage, also when the Cookie header came twice', async () => {
    expect(readSessionCookies(await incomingMessage([['Cookie', HEADER]]))).toEqual(EXPECTED);
    const twice = await incomingMessage([
      ['Cookie', 'stytch_session_jwt=first.jwt.value'],
      ['Cookie', 'stytch_session=opaque-token'],
    ]);
    expect(readSessionCookies(twice)).toEqual({ sessionJwt: 'first.jwt.value', sessionToken: 'opaque-token' });
  });

  it('reads a headers object whose cookie is a list (HTTP/2)', () => {
    expect(readSessionCookies({ headers: { cookie: ['stytch_session_jwt=eyJ.jwt.sig', 'stytch_session=opaque-token'] } })).toEqual(EXPECTED);
  });

  it('reads an Express-style request through its get()', () => {
    const req = { headers: {}, get: (name: string) => (name.toLowerCase() === 'cookie' ? HEADER : undefined) };
    expect(readSessionCookies(req as never)).toEqual(EXPECTED);
  });

  it('reads a cookie store (Next.js cookies())', () => {
    const entries = [
      { name: 'theme', value: 'dark' },
      { name: 'stytch_session_jwt', value: 'eyJ.jwt.sig' },
      { name: 'stytch_session', value: 'opaque-token' },
    ];
    const store = {
      get: (name: string) => entries.find((entry) => entry.name === name),
      getAll: () => entries,
      has: (name: string) => entries.some((entry) => entry.name === name),
    };
    expect(readSessionCookies(store)).toEqual(EXPECTED);
  });

  it('reads a raw Cookie header, and nothing from null, undefined or a request without cookies', () => {
    expect(readSessionCookies(HEADER)).toEqual(EXPECTED);
    expect(readSessionCookies(null)).toEqual({});
    expect(readSessionCookies(undefined)).toEqual({});
    expect(readSessionCookies(new Request('https://app.example.com/'))).toEqual({});
    expect(readSessionCookies({ headers: {} })).toEqual({});
  });

  it('reads the names the browser client was configured with', () => {
    const header = 'stytch_session_jwt=default; app_jwt=renamed.jwt.value; app_session=renamed-token';
    expect(readSessionCookies(header, { jwtCookieName: 'app_jwt', opaqueTokenCookieName: 'app_session' })).toEqual({
      sessionJwt: 'renamed.jwt.value',
      sessionToken: 'renamed-token',
    });
    expect(readSessionCookies(header, { jwtCookieName: 'app_jwt' })).toEqual({ sessionJwt: 'renamed.jwt.value' });
  });
});

describe('parseCookieHeader', () => {
  it('URL-decodes values and keeps a malformed escape as sent', () => {
    const cookies = parseCookieHeader('a=hello%20world%3B%3D; b=%E0%A4%A; c=100%25');
    expect(cookies.get('a')).toEqual(['hello world;=']);
    expect(cookies.get('b')).toEqual(['%E0%A4%A']);
    expect(cookies.get('c')).toEqual(['100%']);
  });

  it('unquotes quoted values', () => {
    const cookies = parseCookieHeader('a="quoted value"; b=""; c="unbalanced');
    expect(cookies.get('a')).toEqual(['quoted value']);
    expect(cookies.get('b')).toEqual(['']);
    expect(cookies.get('c')).toEqual(['"unbalanced']);
  });

  it('keeps every value of a duplicated name, in the order sent', () => {
    expect(parseCookieHeader('x=1; y=2; x=3').get('x')).toEqual(['1', '3']);
    // The first one sent is the one readSessionCookies returns (RFC 6265 §5.4: most specific path first).
    expect(readSessionCookies('stytch_session=newer; stytch_session=older')).toEqual({ sessionToken: 'newer' });
  });

  it('keeps = inside values, trims spaces, and skips pairs without a name or an =', () => {
    const cookies = parseCookieHeader('  pad = a=b==  ;flag; =orphan;;  empty=  ; tab=\tx\t');
    expect([...cookies.entries()]).toEqual([
      ['pad', ['a=b==']],
      ['empty', ['']],
      ['tab', ['x']],
    ]);
  });

  it('does not let a name that looks like a prototype key reach anything else', () => {
    const cookies = parseCookieHeader('__proto__=x; constructor=y');
    expect(cookies.get('__proto__')).toEqual(['x']);
    expect(readSessionCookies('__proto__=x; constructor=y')).toEqual({});
  });
});
