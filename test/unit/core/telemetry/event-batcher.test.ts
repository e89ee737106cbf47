import { describe, expect, it } from 'vitest';
import type { SdkClientTelemetry } from '../../../../src/core/http/sdk-client-header';
import {
  createEventBatcher,
  TELEMETRY_BATCH_SIZE,
  TELEMETRY_FLUSH_INTERVAL_MS,
} from '../../../../src/core/telemetry/event-batcher';
import type { FetchLike } from '../../../../src/core/seams/client-seams';
import { fakeFetch, flushPromises, manualTimers } from '../fakes';

const TOKEN = 'public-token-test-1';

function setup(fetchOverride?: FetchLike) {
  const scheduler = manualTimers();
  const recorder = fakeFetch(() => new Response('{}', { status: 200 }));
  let pageHide: (() => void) | null = null;
  let n = 0;
  const batcher = createEventBatcher({
    publicToken: TOKEN,
    sdkBaseUrl: 'http://localhost:8787/sdk/v1',
    seams: {
      fetch: fetchOverride ?? recorder.fetch,
      timers: scheduler.timers,
      onPageHide: (listener) => {
        pageHide = listener;
        return () => {
          pageHide = null;
        };
      },
    },
    telemetry: () => ({ event_id: `event-id-${++n}` }) as SdkClientTelemetry,
  });
  return { scheduler, calls: recorder.calls, batcher, hidePage: () => pageHide?.(), hasPageHide: () => pageHide !== null };
}

describe('telemetry batching', () => {
  it('has the documented constants (docs/behaviour.md §9)', () => {
    expect(TELEMETRY_BATCH_SIZE).toBe(15);
    expect(TELEMETRY_FLUSH_INTERVAL_MS).toBe(800);
  });

  it('flushes queued events 800 ms after the first one', async () => {
    const h = setup();
    h.batcher.log({ event_name: 'a' });
    await h.scheduler.advance(400);
    h.batcher.log({ event_name: 'b' });
    await h.scheduler.advance(399);
    expect(h.calls).toHaveLength(0);
    await h.scheduler.advance(1);
    expect(h.calls).toHaveLength(1);
    expect((h.calls[0]?.body as unknown[]).length).toBe(2);
    expect(h.scheduler.pendingCount()).toBe(0);
  });

  it('sends at once when 15 events are queued', async () => {
    const h = setup();
    for (let i = 0; i < 15; i++) h.batcher.log({ event_name: `e${i}` });
    await flushPromises();
    expect(h.calls).toHaveLength(1);
    expect((h.calls[0]?.body as unknown[]).length).toBe(15);
    expect(h.scheduler.pendingCount()).toBe(0);
    h.batcher.log({ event_name: 'e15' });
    await h.scheduler.advance(800);
    expect(h.calls).toHaveLength(2);
    expect((h.calls[1]?.body as unknown[]).length).toBe(1);
  });

  it('a manual flush sends what is queued, then nothing more', async () => {
    const h = setup();
    for (let i = 0; i < 14; i++) h.batcher.log({ event_name: `e${i}` });
    await h.batcher.flush();
    expect(h.calls).toHaveLength(1);
    expect((h.calls[0]?.body as unknown[]).length).toBe(14);
    expect(h.scheduler.pendingCount()).toBe(0);
    await h.batcher.flush();
    expect(h.calls).toHaveLength(1);
  });

  it('POSTs a JSON array of {telemetry, event} with only Content-Type and no credentials', async () => {
    const h = setup();
    h.batcher.log({
      event_name: 'email_sent',
      details: { email: 'a@example.com', type: 'login_or_create_eml' },
    });
    h.batcher.log({
      event_name: 'oauth_failure',
      error_code: 'oauth_flow_callback_error',
      error_description: 'bad',
      http_status_code: 400,
    });
    await h.batcher.flush();
    const [call] = h.calls;
    expect(call?.url).toBe('http://localhost:8787/sdk/v1/events');
    expect(call?.init.method).toBe('POST');
    expect(call?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect('credentials' in (call?.init ?? {})).toBe(false);
    expect(call?.init.keepalive).toBeUndefined();
    expect(call?.body).toEqual([
      {
        telemetry: { event_id: 'event-id-1' },
        event: {
          public_token: TOKEN,
          event_name: 'email_sent',
          details: { email: 'a@example.com', type: 'login_or_create_eml' },
        },
      },
      {
        telemetry: { event_id: 'event-id-2' },
        event: {
          public_token: TOKEN,
          event_name: 'oauth_failure',
          details: {},
          error_code: 'oauth_flow_callback_error',
          error_description: 'bad',
          http_status_code: 400,
        },
      },
    ]);
  });

  it('swallows fetch failures, rejected or thrown', async () => {
    const rejecting = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    rejecting.batcher.log({ event_name: 'a' });
    await expect(rejecting.batcher.flush()).resolves.toBeUndefined();

    const throwing = setup(() => {
      throw new Error('sync');
    });
    throwing.batcher.log({ event_name: 'a' });
    await expect(throwing.batcher.flush()).resolves.toBeUndefined();
    throwing.batcher.log({ event_name: 'b' });
    await throwing.scheduler.advance(800);
  });

  it('flushes with keepalive when the page is hidden', async () => {
    const h = setup();
    h.batcher.log({ event_name: 'a' });
    h.hidePage();
    await flushPromises();
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.init.keepalive).toBe(true);
    expect(h.scheduler.pendingCount()).toBe(0);
  });

  it('sends nothing when there is nothing queued', async () => {
    const h = setup();
    h.hidePage();
    await h.batcher.flush();
    expect(h.calls).toHaveLength(0);
  });

  it('dispose flushes with keepalive and stops listening for page hide', async () => {
    const h = setup();
    h.batcher.log({ event_name: 'a' });
    h.batcher.dispose();
    await flushPromises();
    expect(h.calls[0]?.init.keepalive).toBe(true);
    expect(h.hasPageHide()).toBe(false);
  });
});
