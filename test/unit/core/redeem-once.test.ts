/**
 * The redemption table alone (redeem-once.ts): one `send` per (kind, key),
 * the settled outcome shared, a caller's signal ending only its own wait,
 * and only the server's decisions kept.
 */
import { describe, expect, it, vi } from 'vitest';
import { PorticoApiError, PorticoSchemaError, PorticoUnreachableError } from '../../../src/core/errors';
import { redeemOnce, type RedemptionKind, type Redemptions } from '../../../src/core/redeem-once';
import { deferred } from '../support/deferred';


/** A client's table, with the calls bound to it. */
function createRedemptions() {
  const table: Redemptions = new Map();
  return {
    redeem: <T,>(kind: RedemptionKind, key: string, signal: AbortSignal | undefined, send: () => Promise<T>) =>
      redeemOnce(table, kind, key, signal, send),
  };
}

const apiError = (status: number) =>
  new PorticoApiError({ status_code: status, error_type: `type_${status}`, error_message: 'm', error_url: '' });

describe('redeemOnce', () => {
  it('sends once for concurrent and later calls of one key, and every caller gets the outcome', async () => {
    const redemptions = createRedemptions();
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const first = redemptions.redeem('magic_links', 't', undefined, send);
    const second = redemptions.redeem('magic_links', 't', undefined, send);
    answer.resolve('data');
    await expect(first).resolves.toBe('data');
    await expect(second).resolves.toBe('data');
    await expect(redemptions.redeem('magic_links', 't', undefined, send)).resolves.toBe('data');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps kinds and keys apart', async () => {
    const redemptions = createRedemptions();
    const send = vi.fn(async () => 'x');
    await redemptions.redeem('magic_links', 'a', undefined, send);
    await redemptions.redeem('magic_links', 'b', undefined, send);
    await redemptions.redeem('oauth', 'a', undefined, send);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("a caller's abort rejects its own promise at once with the reason; the others still get the outcome", async () => {
    const redemptions = createRedemptions();
    const answer = deferred<string>();
    const controller = new AbortController();
    const first = redemptions.redeem('oauth', 't', controller.signal, () => answer.promise);
    const second = redemptions.redeem('oauth', 't', undefined, () => Promise.reject(new Error('never sent')));
    const reason = new Error('unmounted');
    controller.abort(reason);
    await expect(first).rejects.toBe(reason);
    answer.resolve('data');
    await expect(second).resolves.toBe('data');
  });

  it('an already-aborted call starts nothing and leaves the key free', async () => {
    const redemptions = createRedemptions();
    const send = vi.fn(async () => 'data');
    const controller = new AbortController();
    controller.abort('gone');
    await expect(redemptions.redeem('impersonation', 't', controller.signal, send)).rejects.toBe('gone');
    expect(send).not.toHaveBeenCalled();
    await expect(redemptions.redeem('impersonation', 't', undefined, send)).resolves.toBe('data');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('every caller gone: the outcome is still kept, and its failure is no unhandled rejection', async () => {
    const redemptions = createRedemptions();
    const answer = deferred<string>();
    const controller = new AbortController();
    const only = redemptions.redeem('password_reset', 'k', controller.signal, () => answer.promise);
    controller.abort('gone');
    await expect(only).rejects.toBe('gone');
    const refused = apiError(401);
    answer.reject(refused);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(redemptions.redeem('password_reset', 'k', undefined, () => Promise.resolve('again'))).rejects.toBe(refused);
  });

  it.each([
    ['a 4xx API error', apiError(401)],
    ['a schema error', new PorticoSchemaError({ body: [{ instancePath: '/token', message: 'must be a string' }] })],
  ])("keeps the server's refusal (%s): a later call gets the same error", async (_name, error) => {
    const redemptions = createRedemptions();
    const send = vi.fn(() => Promise.reject(error));
    await expect(redemptions.redeem('magic_links', 't', undefined, send)).rejects.toBe(error);
    await expect(redemptions.redeem('magic_links', 't', undefined, send)).rejects.toBe(error);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no answer', new PorticoUnreachableError('network_error')],
    ['an unreadable answer', new PorticoUnreachableError('invalid_response')],
    ['a 5xx', apiError(503)],
    ['429', apiError(429)],
    ['a chunk that did not load', new TypeError('Failed to fetch dynamically imported module')],
  ])('forgets a failure that is no decision (%s): callers already waiting share it, the next call sends again', async (_name, error) => {
    const redemptions = createRedemptions();
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const first = redemptions.redeem('idp_authorize', 'k', undefined, send);
    const joined = redemptions.redeem('idp_authorize', 'k', undefined, send);
    answer.reject(error);
    await expect(first).rejects.toBe(error);
    await expect(joined).rejects.toBe(error);
    await expect(redemptions.redeem('idp_authorize', 'k', undefined, async () => 'retried')).resolves.toBe('retried');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
