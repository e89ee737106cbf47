/**
 * The options of verifySession / verifyRequest: each wrong value is a TypeError
 * naming the field, and the JWKS host follows the public token as the browser
 * client's base URL does (src/core/base-url.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionCookies, verifyRequest, verifySession } from '../../../server/src';
import { makeKey, PROJECT_ID, PUBLIC_TOKEN, sessionError, signJwt } from './support';

const key = await makeKey('jwk-test-options');

afterEach(() => {
  vi.unstubAllGlobals();
});

const valid = { projectId: PROJECT_ID, publicToken: PUBLIC_TOKEN };

describe('option checks', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no options', undefined, 'options must be an object with projectId and publicToken.'],
    ['no projectId', { publicToken: PUBLIC_TOKEN }, 'projectId must be a non-empty string without spaces'],
    ['an empty projectId', { ...valid, projectId: '' }, 'projectId must be a non-empty string'],
    ['a projectId with a newline', { ...valid, projectId: `${PROJECT_ID}\n` }, 'projectId must be a non-empty string without spaces'],
    ['no publicToken', { projectId: PROJECT_ID }, "publicToken must be a string starting with 'public-token-'"],
    ['a secret for the public token', { ...valid, publicToken: 'secret-test-abc' }, "publicToken must be a string starting with 'public-token-'"],
    ['a baseUrl that is not http(s)', { ...valid, baseUrl: 'ftp://127.0.0.1:8787' }, "baseUrl must be an http(s) URL such as 'http://127.0.0.1:8787'."],
    ['a baseUrl that is not a URL', { ...valid, baseUrl: 'localhost:8787/' }, 'baseUrl must be an http(s) URL'],
    ['online as a string', { ...valid, online: 'yes' }, 'online must be a boolean.'],
    ['a negative tolerance', { ...valid, clockToleranceSeconds: -1 }, 'clockToleranceSeconds must be a number of seconds from 0 to 60.'],
    ['a tolerance above the cap', { ...valid, clockToleranceSeconds: 61 }, 'clockToleranceSeconds must be a number of seconds from 0 to 60.'],
    ['a tolerance that is not a number', { ...valid, clockToleranceSeconds: '5' }, 'clockToleranceSeconds must be a number'],
    ['an appOrigin that is not http(s)', { ...valid, appOrigin: 'app.example.com' }, 'appOrigin must be an http(s) origin'],
  ];

  for (const [what, options, message] of cases) {
    it(`refuses ${what}`, async () => {
      const check = verifySession(await signJwt(key), options as never);
      await expect(check).rejects.toThrow(TypeError);
      await expect(check).rejects.toThrow(`Invalid call to verifySession: ${message}`);
      await expect(verifyRequest('stytch_session=x', options as never)).rejects.toThrow(`Invalid call to verifyRequest: ${message}`);
    });
  }

  it('refuses a token that is not a string, such as the cookie object instead of its value', async () => {
    const cookie = { name: 'stytch_session_jwt', value: await signJwt(key) };
    await expect(verifySession(cookie as never, valid)).rejects.toThrow(
      "Invalid call to verifySession: token must be a string (the cookie's value), null or undefined.",
    );
  });

  it('refuses wrong cookie names and an unknown kind of request', async () => {
    await expect(verifyRequest('a=b', { ...valid, cookieOptions: { jwtCookieName: 'bad name' } })).rejects.toThrow(
      'Invalid call to verifyRequest: cookieOptions.jwtCookieName must be a cookie name',
    );
    await expect(verifyRequest('a=b', { ...valid, cookieOptions: 'jwt' as never })).rejects.toThrow(
      'Invalid call to verifyRequest: cookieOptions must be an object.',
    );
    await expect(verifyRequest(42 as never, valid)).rejects.toThrow(
      'Invalid call to verifyRequest: request must be a Request, a Headers, a Node IncomingMessage, a cookie store or a Cookie header string.',
    );
    expect(() => readSessionCookies('a=b', { opaqueTokenCookieName: '' })).toThrow(
      'Invalid call to readSessionCookies: cookieOptions.opaqueTokenCookieName must be a cookie name',
    );
  });
});

describe('where the keys are fetched', () => {
  /** The URL the JWKS was requested from, with `fetch` replaced by a recorder that answers 503. */
  async function jwksUrlFor(options: Parameters<typeof verifySession>[1]): Promise<string> {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(String(url));
      return new Response('{}', { status: 503 });
    });
    await sessionError(verifySession(await signJwt(key), options), 'jwks_unavailable');
    expect(requested).toHaveLength(1);
    return requested[0]!;
  }

  it("uses the provider's test host for test tokens and its live host for the others", async () => {
    expect(await jwksUrlFor(valid)).toBe(`https://test.stytch.com/v1/sessions/jwks/${PROJECT_ID}`);
    expect(await jwksUrlFor({ projectId: 'project-live-1', publicToken: 'public-token-live-1' })).toBe(
      'https://api.stytch.com/v1/sessions/jwks/project-live-1',
    );
  });

  it('uses baseUrl instead, keeping its scheme and port and dropping a path', async () => {
    expect(await jwksUrlFor({ ...valid, baseUrl: 'http://127.0.0.1:8787/ignored/path' })).toBe(
      `http://127.0.0.1:8787/v1/sessions/jwks/${PROJECT_ID}`,
    );
  });

  it('escapes the project id in the path', async () => {
    expect(await jwksUrlFor({ ...valid, projectId: 'project/../x?y' })).toBe(
      'https://test.stytch.com/v1/sessions/jwks/project%2F..%2Fx%3Fy',
    );
  });
});
