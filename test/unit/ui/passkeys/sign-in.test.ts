/**
 * Main's passkey sign-in (src/ui/flows/passkeys/sign-in.ts): the autofill
 * attempts, what is quiet and what is shown, and one ceremony at a time. The
 * client is a stand-in whose `webauthn.authenticate` answers as a browser and
 * the provider would; the rules under test are the flow's.
 */
import { describe, expect, it, vi } from 'vitest';
import { PorticoApiError, type PorticoClient, type WebAuthnAuthenticateOptions } from '../../../../src/core';
import { validateLoginConfig } from '../../../../src/ui/config/validate-config';
import type { PasskeyEnv } from '../../../../src/ui/flows/flow';
import { PASSKEY_AUTOFILL_ATTEMPTS, signInWithPasskeyFromMain } from '../../../../src/ui/flows/passkeys/sign-in';

const notAllowed = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
const removed = () =>
  new PorticoApiError({
    status_code: 404,
    error_type: 'webauthn_registration_not_found',
    error_message: 'WebAuthn registration not found.',
    error_url: 'https://docs.example.com',
    request_id: 'r',
  });

function env(authenticate: (options: WebAuthnAuthenticateOptions) => Promise<unknown>, supportsAutofill = true) {
  const calls: WebAuthnAuthenticateOptions[] = [];
  const reported: unknown[] = [];
  const client = {
    webauthn: {
      browserSupportsAutofill: async () => supportsAutofill,
      authenticate: (options: WebAuthnAuthenticateOptions) => {
        calls.push(options);
        return authenticate(options);
      },
    },
  } as unknown as PorticoClient;
  const value: PasskeyEnv = {
    client,
    config: validateLoginConfig({ products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } }),
    reportError: (error) => reported.push(error),
  };
  return { env: value, calls, reported };
}

const signal = () => new AbortController().signal;

describe('autofill', () => {
  it(`tries ${PASSKEY_AUTOFILL_ATTEMPTS} times when no passkey is chosen, with conditional mediation, then stops quietly`, async () => {
    const { env: e, calls, reported } = env(() => Promise.reject(notAllowed()));
    const onFailure = vi.fn();
    await expect(signInWithPasskeyFromMain('autofill', e, signal(), onFailure)).resolves.toBe('cancelled');
    expect(calls).toHaveLength(5);
    expect(calls.every((c) => c.conditional_mediation === true && c.is_passkey === true && c.session_duration_minutes === 30)).toBe(true);
    expect(onFailure).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('shows a removed passkey, keeps trying, and signs in on a later attempt', async () => {
    let n = 0;
    const { env: e, calls } = env(() => (++n === 1 ? Promise.reject(removed()) : Promise.resolve({ webauthn_registration_id: 'w' })));
    const onFailure = vi.fn();
    const outcome = await signInWithPasskeyFromMain('autofill', e, signal(), onFailure);
    expect(outcome).toEqual({ type: 'passkeys/authenticated', response: { webauthn_registration_id: 'w' } });
    expect(calls).toHaveLength(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect((onFailure.mock.calls[0]?.[0] as PorticoApiError).error_type).toBe('webauthn_registration_not_found');
  });

  it('a browser failure the visitor never saw is reported, not shown, and uses an attempt', async () => {
    const { env: e, calls, reported } = env(() => Promise.reject(new DOMException('boom', 'UnknownError')));
    const onFailure = vi.fn();
    await expect(signInWithPasskeyFromMain('autofill', e, signal(), onFailure)).resolves.toBe('cancelled');
    expect(calls).toHaveLength(5);
    expect(reported).toHaveLength(5);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('does not start where the browser has no autofill', async () => {
    const { env: e, calls } = env(() => Promise.reject(notAllowed()), false);
    await expect(signInWithPasskeyFromMain('autofill', e, signal(), vi.fn())).resolves.toBe('unsupported');
    expect(calls).toHaveLength(0);
  });

  it("stops when Main's signal aborts, and another ceremony supersedes it", async () => {
    // As the core does (src/core/products/webauthn.ts): a new ceremony aborts the pending one,
    // which rejects with an AbortError; the caller's signal aborts its own.
    let supersede: (() => void) | null = null;
    const pending = (options: WebAuthnAuthenticateOptions) =>
      new Promise((_resolve, reject) => {
        supersede?.();
        supersede = () => reject(new DOMException('Another passkey ceremony started.', 'AbortError'));
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const main = new AbortController();
    const { env: e, calls } = env(pending);
    const autofill = signInWithPasskeyFromMain('autofill', e, main.signal, vi.fn());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The button (in this or another widget) starts a ceremony: autofill's is aborted and ends.
    const button = signInWithPasskeyFromMain('button', e, signal(), vi.fn());
    await expect(autofill).resolves.toBe('superseded');
    expect(calls[0]?.signal).toBe(main.signal);
    main.abort();
    const unmount = new AbortController();
    const again = signInWithPasskeyFromMain('autofill', e, unmount.signal, vi.fn());
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    // The new ceremony aborted the button's.
    await expect(button).resolves.toBe('superseded');
    unmount.abort();
    await expect(again).resolves.toBe('superseded');
    expect(calls).toHaveLength(3);
  });

  it("a superseded ceremony, as the library reports it (ERROR_CEREMONY_ABORTED), stops autofill without counting an attempt", async () => {
    const aborted = Object.assign(new Error('Authentication ceremony was sent an abort signal', { cause: new DOMException('x', 'AbortError') }), {
      name: 'AbortError',
      code: 'ERROR_CEREMONY_ABORTED',
    });
    const { env: e, calls, reported } = env(() => Promise.reject(aborted));
    const onFailure = vi.fn();
    await expect(signInWithPasskeyFromMain('autofill', e, signal(), onFailure)).resolves.toBe('superseded');
    expect(calls).toHaveLength(1);
    expect(onFailure).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
});

describe('the button', () => {
  it('a closed prompt is quiet; a browser failure is the unknown passkey error; the provider keeps its message', async () => {
    await expect(signInWithPasskeyFromMain('button', env(() => Promise.reject(notAllowed())).env, signal(), vi.fn())).resolves.toBe('cancelled');
    await expect(
      signInWithPasskeyFromMain('button', env(() => Promise.reject(new DOMException('x', 'UnknownError'))).env, signal(), vi.fn()),
    ).rejects.toMatchObject({ name: 'PasskeyFailure', code: 'passkey_unknown_error' });
    await expect(signInWithPasskeyFromMain('button', env(() => Promise.reject(removed())).env, signal(), vi.fn())).rejects.toMatchObject({
      error_type: 'webauthn_registration_not_found',
    });
  });

  it('asks with a modal prompt (no conditional mediation)', async () => {
    const { env: e, calls } = env(() => Promise.resolve({ webauthn_registration_id: 'w' }));
    await signInWithPasskeyFromMain('button', e, signal(), vi.fn());
    expect(calls[0]).toMatchObject({ conditional_mediation: false, is_passkey: true });
  });
});
