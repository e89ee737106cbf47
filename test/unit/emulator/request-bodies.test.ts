import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, SDK_BODY_LIMIT_BYTES } from '../../../emulator/src/body-limits';
import { MAX_EVENTS } from '../../../emulator/src/products/events/records';
import { BASE_URL, expectErrorShape, ORIGIN, PUBLIC_TOKEN, TestEmulator } from './helpers';

/** Body size, nesting depth and the telemetry sink's schema and bounds. */

function telemetryEvent(n: number): Record<string, unknown> {
  return {
    telemetry: { event_id: `event-id-${n}` },
    event: { public_token: PUBLIC_TOKEN, event_name: 'render_login_screen', details: { n } },
  };
}

/** `{"email":"a@example.com","x":<padding>}` of exactly `bytes` bytes. */
function searchBodyOfSize(bytes: number): string {
  const head = '{"email":"a@example.com","x":"';
  const tail = '"}';
  return head + 'a'.repeat(bytes - head.length - tail.length) + tail;
}

describe('body size limit', () => {
  it('is 64 kB for /sdk/v1', () => {
    expect(SDK_BODY_LIMIT_BYTES).toBe(64 * 1024);
  });

  it('accepts a body at the limit and answers 413 request_too_large just above it', async () => {
    const t = new TestEmulator();
    const atLimit = await t.sdk('POST', '/users/search', { rawBody: searchBodyOfSize(64 * 1024) });
    expect(atLimit.status).toBe(200);
    const above = await t.sdk('POST', '/users/search', {
      rawBody: searchBodyOfSize(64 * 1024 + 1),
      headers: { origin: ORIGIN },
    });
    expectErrorShape(above, 413, 'request_too_large');
    expect(above.json.error_message).toBe('The request body is larger than 65536 bytes.');
    // The SDK can read the error: CORS headers are on it too.
    expect(above.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('refuses a 50 MB body without reading it all, on the SDK API and the dev API', async () => {
    const t = new TestEmulator();
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let pulled = 0;
    const fiftyMegabytes = (): ReadableStream<Uint8Array> =>
      new ReadableStream({
        pull(controller) {
          if (pulled++ >= 50) controller.close();
          else controller.enqueue(chunk);
        },
      });
    for (const path of ['/sdk/v1/events', '/sdk/v1/users/search', '/_emulator/users']) {
      pulled = 0;
      const response = await t.emulator.fetch(
        new Request(`${BASE_URL}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: fiftyMegabytes(),
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(413);
      expect((await response.json()).error_type).toBe('request_too_large');
      expect(pulled).toBeLessThan(50);
    }
  });
});

describe('JSON nesting limit', () => {
  it(`refuses JSON nested deeper than ${32} levels with 400 bad_request`, async () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    const t = new TestEmulator();
    const nested = (depth: number): string => `{"email":"a@example.com","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    expect((await t.sdk('POST', '/users/search', { rawBody: nested(32) })).status).toBe(200);
    const deep = await t.sdk('POST', '/users/search', { rawBody: nested(33) });
    expectErrorShape(deep, 400, 'bad_request');
    expect(deep.json.error_message).toBe('The request body is nested deeper than 32 levels.');
    // Brackets inside strings do not count.
    expect((await t.sdk('POST', '/users/search', { rawBody: `{"email":"a@example.com","x":"${'['.repeat(100)}"}` })).status).toBe(200);
  });

  describe('a deeply nested telemetry body posted cross-origin', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'portico-bodies-'));
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('is refused, and snapshot writes and later calls keep working', async () => {
      const file = join(dir, 'state.json');
      const t = new TestEmulator({ dataFile: file });
      const deep = '['.repeat(15_000) + ']'.repeat(15_000); // 30 kB
      for (const contentType of ['text/plain', 'application/json']) {
        const res = await t.sdk('POST', '/events', {
          rawBody: deep,
          authorization: null,
          headers: { origin: 'https://evil.example', 'content-type': contentType },
        });
        expectErrorShape(res, 400, 'bad_request');
      }
      const sent = await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'after@example.com' } });
      expect(sent.status).toBe(200);
      expect((await t.dev('GET', '/events')).json.events).toEqual([]);
      await t.emulator.flush();
      const snapshot = JSON.parse(await readFile(file, 'utf8'));
      expect(snapshot.collections.otps.map((otp: { methodId: string }) => otp.methodId)).toEqual([
        sent.json.data.method_id,
      ]);
    });
  });
});

describe('POST /sdk/v1/events', () => {
  it('accepts the telemetry schema and refuses anything else', async () => {
    const t = new TestEmulator();
    const full = {
      telemetry: { event_id: 'event-id-x', app_session_id: 'app-session-id-x' },
      event: {
        public_token: PUBLIC_TOKEN,
        event_name: 'oauth_failure',
        details: { provider_type: 'google' },
        error_code: 'oauth_flow_callback_error',
        error_description: 'denied',
        http_status_code: 400,
      },
    };
    const accepted = await t.sdk('POST', '/events', { body: [telemetryEvent(1), full], authorization: null });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({});
    const refused = [
      { a: 1 },
      [{ a: 1 }],
      [{ telemetry: {}, event: { event_name: 'x', details: {} } }],
      [{ telemetry: {}, event: { public_token: PUBLIC_TOKEN, event_name: 'x', details: 'text' } }],
      [{ telemetry: {}, event: { public_token: PUBLIC_TOKEN, event_name: 'x', details: {}, http_status_code: '400' } }],
    ];
    for (const body of refused) {
      expectErrorShape(await t.sdk('POST', '/events', { body, authorization: null }), 400, 'bad_request');
    }
    expect((await t.dev('GET', '/events')).json.events).toEqual([telemetryEvent(1), full]);
  });

  it(`keeps only the newest ${1000} events`, async () => {
    expect(MAX_EVENTS).toBe(1000);
    const t = new TestEmulator();
    for (let batch = 0; batch < 67; batch++) {
      const events = Array.from({ length: 15 }, (_, i) => telemetryEvent(batch * 15 + i));
      expect((await t.sdk('POST', '/events', { body: events, authorization: null })).status).toBe(200);
    }
    const kept = (await t.dev('GET', '/events')).json.events;
    expect(kept).toHaveLength(1000);
    expect(kept[0]).toEqual(telemetryEvent(5));
    expect(kept.at(-1)).toEqual(telemetryEvent(1004));
  });
});
