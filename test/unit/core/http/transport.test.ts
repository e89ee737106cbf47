import { describe, expect, it, vi } from 'vitest';
import { PorticoApiError, PorticoSchemaError, PorticoUnreachableError } from '../../../../src/core/errors';
import type { SdkClientTelemetry } from '../../../../src/core/http/sdk-client-header';
import { createTransport, type TransportDeps } from '../../../../src/core/http/transport';
import type { FetchLike } from '../../../../src/core/seams/client-seams';
import {
  apiErrorBody,
  dataResponse,
  decodeBasic,
  decodeSdkClient,
  fakeFetch,
  jsonResponse,
  textResponse,
} from '../fakes';

const TOKEN = 'public-token-test-123';
const telemetry: SdkClientTelemetry = {
  event_id: 'event-id-1',
  app_session_id: 'app-session-id-1',
  persistent_id: 'persistent-id-1',
  client_sent_at: '2030-01-01T00:00:00.000Z',
  timezone: 'Europe/Paris',
  app: { identifier: 'app.example.com' },
  sdk: { identifier: 'Portico JavaScript SDK', version: 'portico@0.1.0' },
};

function transport(fetch: FetchLike, overrides: Partial<TransportDeps> = {}) {
  return createTransport({
    publicToken: TOKEN,
    baseUrl: 'http://localhost:8787',
    seams: { fetch, locationHref: () => 'https://app.example.com:3000/login?x=1' },
    readSessionToken: () => null,
    telemetry: () => telemetry,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('did not reject');
}

describe('transport request format', () => {
  it('exposes the base URLs', () => {
    const http = transport(fakeFetch(() => dataResponse({})).fetch);
    expect(http.baseUrl).toBe('http://localhost:8787');
    expect(http.sdkBaseUrl).toBe('http://localhost:8787/sdk/v1');
  });

  it('POSTs JSON to {base}/sdk/v1{path} with credentials and the four headers (public:public without a session)', async () => {
    const { fetch, calls } = fakeFetch(() => dataResponse({ method_id: 'm-1' }));
    const result = await transport(fetch).request({
      method: 'POST',
      path: '/otps/email/login_or_create',
      body: { email: 'a@example.com', captcha_token: undefined },
    });
    expect(result).toEqual({ method_id: 'm-1' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('http://localhost:8787/sdk/v1/otps/email/login_or_create');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"email":"a@example.com"}');
    expect(Object.keys(call?.headers ?? {}).sort()).toEqual([
      'Authorization',
      'Content-Type',
      'X-SDK-Client',
      'X-SDK-Parent-Host',
    ]);
    expect(call?.headers.Authorization).toBe(`Basic ${btoa(`${TOKEN}:${TOKEN}`)}`);
    expect(decodeBasic(call?.headers.Authorization)).toBe(`${TOKEN}:${TOKEN}`);
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.headers['X-SDK-Client']).toBe(btoa(JSON.stringify(telemetry)));
    expect(decodeSdkClient(call?.headers['X-SDK-Client'])).toEqual(telemetry);
    expect(call?.headers['X-SDK-Parent-Host']).toBe('https://app.example.com:3000');
  });

  it('uses the session cookie token as the Basic-auth password', async () => {
    const { fetch, calls } = fakeFetch(() => dataResponse({}));
    await transport(fetch, { readSessionToken: () => 'session-token-xyz' }).request({ method: 'GET', path: '/users/me' });
    expect(decodeBasic(calls[0]?.headers.Authorization)).toBe(`${TOKEN}:session-token-xyz`);
  });

  it('sends no body without one, but still Content-Type: application/json', async () => {
    const { fetch, calls } = fakeFetch(() => dataResponse({}));
    await transport(fetch).request({ method: 'POST', path: '/sessions/revoke' });
    await transport(fetch).request({ method: 'DELETE', path: '/users/emails/e-1' });
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[1]?.init.method).toBe('DELETE');
    expect(calls[1]?.init.body).toBeUndefined();
    expect(calls[1]?.headers['Content-Type']).toBe('application/json');
  });

  it('rebuilds X-SDK-Client for every request', async () => {
    const { fetch, calls } = fakeFetch(() => dataResponse({}));
    let n = 0;
    const http = transport(fetch, { telemetry: () => ({ ...telemetry, event_id: `event-id-${++n}` }) });
    await http.request({ method: 'GET', path: '/a' });
    await http.request({ method: 'GET', path: '/b' });
    expect(decodeSdkClient(calls[0]?.headers['X-SDK-Client']).event_id).toBe('event-id-1');
    expect(decodeSdkClient(calls[1]?.headers['X-SDK-Client']).event_id).toBe('event-id-2');
  });

  it('passes the abort signal through', async () => {
    const { fetch, calls } = fakeFetch(() => dataResponse({}));
    const controller = new AbortController();
    await transport(fetch).request({ method: 'POST', path: '/x', signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});

describe('transport answers', () => {
  it('returns only data for any status up to 299', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(201, { data: { ok: 1 }, extra: 2 }));
    expect(await transport(fetch).request({ method: 'GET', path: '/x' })).toEqual({ ok: 1 });
  });

  it('rejects a 2xx that is not JSON (e.g. 204) with invalid JSON', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const error = await rejection(transport(fetch).request({ method: 'GET', path: '/x' }));
    expect(error).toBeInstanceOf(PorticoUnreachableError);
    expect((error as PorticoUnreachableError).message).toBe('Invalid JSON response from our servers.');
    expect((error as PorticoUnreachableError).code).toBe('invalid_json');
  });

  it('rejects a 2xx JSON answer without data with invalid JSON', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, { method_id: 'x' }));
    const error = await rejection(transport(fetch).request({ method: 'GET', path: '/x' }));
    expect((error as Error).message).toBe('Invalid JSON response from our servers.');
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['a number', 1],
  ])('rejects a 2xx whose data is %s with invalid JSON (a PorticoError, not a TypeError later)', async (_label, data) => {
    const { fetch } = fakeFetch(() => jsonResponse(200, { data }));
    const error = await rejection(transport(fetch).request({ method: 'POST', path: '/otps/authenticate' }));
    expect(error).toBeInstanceOf(PorticoUnreachableError);
    expect((error as PorticoUnreachableError).code).toBe('invalid_json');
  });

  it('turns a JSON error body into PorticoApiError with the body fields (status from the body)', async () => {
    const body = { ...apiErrorBody('otp_code_not_found', 401), error_details: { attempts: 2 } };
    const { fetch } = fakeFetch(() => jsonResponse(400, body));
    const error = await rejection(transport(fetch).request({ method: 'POST', path: '/otps/authenticate' }));
    expect(error).toBeInstanceOf(PorticoApiError);
    expect(error).toMatchObject({
      code: 'api_error',
      status_code: 401,
      error_type: 'otp_code_not_found',
      error_message: 'server says otp_code_not_found',
      error_url: 'https://stytch.com/docs/api/errors/401#otp_code_not_found',
      request_id: 'request-id-1',
      error_details: { attempts: 2 },
      message: 'server says otp_code_not_found',
    });
  });

  it('falls back to the HTTP status when the body has no status_code', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(429, { error_type: 'too_many_requests', error_message: 'slow' }));
    const error = await rejection(transport(fetch).request({ method: 'POST', path: '/x' }));
    expect(error).toMatchObject({ status_code: 429, error_type: 'too_many_requests', error_url: '' });
  });

  it('reads the JSON error whenever Content-Type contains application/json', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(JSON.stringify(apiErrorBody('session_not_found', 404)), {
          status: 404,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        }),
    );
    const error = await rejection(transport(fetch).request({ method: 'POST', path: '/x' }));
    expect(error).toMatchObject({ error_type: 'session_not_found' });
  });

  it('turns a body with body/params/query into PorticoSchemaError', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(400, { body: [{ instancePath: '/email', message: 'must be a string' }] }),
    );
    const error = await rejection(transport(fetch).request({ method: 'POST', path: '/x' }));
    expect(error).toBeInstanceOf(PorticoSchemaError);
    expect((error as Error).message).toBe('body.email: must be a string');
  });

  it.each([
    ['invalid JSON', 'not json'],
    ['a body without error_type', '{"message":"x"}'],
    ['an empty body', ''],
  ])('a JSON-typed error with %s is an invalid response', async (_label, text) => {
    const { fetch } = fakeFetch(() => textResponse(500, text, 'application/json'));
    const error = await rejection(transport(fetch).request({ method: 'POST', path: '/x' }));
    expect(error).toBeInstanceOf(PorticoUnreachableError);
    expect((error as Error).message).toBe('Invalid or no response from server');
  });

  it('a non-JSON error is an invalid response', async () => {
    const { fetch } = fakeFetch(() => textResponse(502, '<html>Bad gateway</html>', 'text/html'));
    const error = await rejection(transport(fetch).request({ method: 'GET', path: '/x' }));
    expect(error).toBeInstanceOf(PorticoUnreachableError);
    expect((error as PorticoUnreachableError).code).toBe('invalid_response');
    expect((error as Error).message).toBe('Invalid or no response from server');
  });

  it('a fetch rejection is "Unable to contact our servers." with the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch: FetchLike = () => Promise.reject(cause);
    const error = await rejection(transport(fetch).request({ method: 'GET', path: '/x' }));
    expect(error).toBeInstanceOf(PorticoUnreachableError);
    expect((error as Error).message).toBe('Unable to contact our servers.');
    expect((error as PorticoUnreachableError).code).toBe('network_error');
    expect((error as Error).cause).toBe(cause);
  });

  it("rethrows the caller's abort as is", async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    const fetch: FetchLike = () => {
      controller.abort();
      return Promise.reject(abort);
    };
    const error = await rejection(transport(fetch).request({ method: 'GET', path: '/x', signal: controller.signal }));
    expect(error).toBe(abort);
  });
});

describe('captcha retry', () => {
  const captchaRequired = () => textResponse(403, 'Captcha required');

  it('retries a retriable call once with captcha_token and dfp_telemetry_id added', async () => {
    const { fetch, calls } = fakeFetch((_call, index) => (index === 0 ? captchaRequired() : dataResponse({ ok: true })));
    const http = transport(fetch, {
      captcha: { getToken: async () => 'captcha-1' },
      deviceFingerprint: { getTelemetryId: async () => 'dfp-1' },
    });
    const result = await http.request({ method: 'POST', path: '/passwords', body: { email: 'a@b.co' }, retriable: true });
    expect(result).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toEqual({ email: 'a@b.co' });
    expect(calls[1]?.body).toEqual({ email: 'a@b.co', captcha_token: 'captcha-1', dfp_telemetry_id: 'dfp-1' });
    expect(calls[1]?.url).toBe(calls[0]?.url);
  });

  it('adds only the tokens of the configured providers', async () => {
    const { fetch, calls } = fakeFetch((_call, index) => (index === 0 ? captchaRequired() : dataResponse({})));
    await transport(fetch, { deviceFingerprint: { getTelemetryId: async () => 'dfp-1' } }).request({
      method: 'POST',
      path: '/x',
      retriable: true,
    });
    expect(calls[1]?.body).toEqual({ dfp_telemetry_id: 'dfp-1' });
  });

  it('retries only once: a second Captcha required is an invalid response', async () => {
    const { fetch, calls } = fakeFetch(() => captchaRequired());
    const error = await rejection(
      transport(fetch, { captcha: { getToken: async () => 'c' } }).request({ method: 'POST', path: '/x', retriable: true }),
    );
    expect(calls).toHaveLength(2);
    expect((error as Error).message).toBe('Invalid or no response from server');
  });

  it('surfaces an API error of the retry as such', async () => {
    const { fetch } = fakeFetch((_c, index) =>
      index === 0 ? captchaRequired() : jsonResponse(401, apiErrorBody('unauthorized_credentials')),
    );
    const error = await rejection(
      transport(fetch, { captcha: { getToken: async () => 'c' } }).request({ method: 'POST', path: '/x', retriable: true }),
    );
    expect(error).toBeInstanceOf(PorticoApiError);
  });

  it('does not retry a call that is not retriable', async () => {
    const { fetch, calls } = fakeFetch(() => captchaRequired());
    const getToken = vi.fn(async () => 'c');
    const error = await rejection(transport(fetch, { captcha: { getToken } }).request({ method: 'POST', path: '/x' }));
    expect(calls).toHaveLength(1);
    expect(getToken).not.toHaveBeenCalled();
    expect((error as Error).message).toBe('Invalid or no response from server');
  });

  it('does not retry without providers, nor when the providers fail', async () => {
    const none = fakeFetch(() => captchaRequired());
    await expect(transport(none.fetch).request({ method: 'POST', path: '/x', retriable: true })).rejects.toThrow(
      'Invalid or no response from server',
    );
    expect(none.calls).toHaveLength(1);

    const failing = fakeFetch(() => captchaRequired());
    await expect(
      transport(failing.fetch, { captcha: { getToken: () => Promise.reject(new Error('no captcha')) } }).request({
        method: 'POST',
        path: '/x',
        retriable: true,
      }),
    ).rejects.toThrow('Invalid or no response from server');
    expect(failing.calls).toHaveLength(1);
  });
});
