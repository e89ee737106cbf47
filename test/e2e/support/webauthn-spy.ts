/**
 * Watches the page's WebAuthn calls from an init script (installed before any
 * page script runs): every `navigator.credentials.get` (its mediation, how it
 * settled, whether its signal was aborted) and every call of the Signal API
 * (`PublicKeyCredential.signal*`, replaced by recorders whether or not this
 * Chromium has them, so a test never depends on the password manager).
 *
 * `holdConditional`: a `mediation: 'conditional'` request neither reaches the
 * authenticator nor settles until its signal aborts, as a real browser's
 * autofill waits for the visitor; the other requests go through.
 */
import type { Page } from 'playwright-core';

export interface GetCall {
  mediation: string | null;
  outcome: 'pending' | 'resolved' | 'rejected';
  /** The error's name when it rejected. */
  error: string | null;
  /** Its signal was aborted while it was pending. */
  aborted: boolean;
}

export interface SignalCall {
  method: 'signalUnknownCredential' | 'signalAllAcceptedCredentials' | 'signalCurrentUserDetails';
  options: Record<string, unknown>;
}

interface Spy {
  gets: GetCall[];
  signals: SignalCall[];
}

export async function installWebAuthnSpy(page: Page, { holdConditional = false } = {}): Promise<void> {
  await page.addInitScript((hold: boolean) => {
    const spy: Spy = { gets: [], signals: [] };
    (window as unknown as { __webauthnSpy: Spy }).__webauthnSpy = spy;
    const container = navigator.credentials;
    const original = container.get.bind(container);
    container.get = (options?: CredentialRequestOptions) => {
      const call: GetCall = { mediation: options?.mediation ?? null, outcome: 'pending', error: null, aborted: false };
      spy.gets.push(call);
      const signal = options?.signal;
      // Only an abort of a pending request counts (@simplewebauthn aborts a settled ceremony's signal when the next starts).
      signal?.addEventListener('abort', () => (call.aborted ||= call.outcome === 'pending'), { once: true });
      const promise =
        hold && options?.mediation === 'conditional'
          ? new Promise<Credential | null>((_resolve, reject) => {
              const stop = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
              if (signal?.aborted) stop();
              else signal?.addEventListener('abort', stop, { once: true });
            })
          : original(options);
      promise.then(
        () => (call.outcome = 'resolved'),
        (error: { name?: string }) => {
          call.outcome = 'rejected';
          call.error = error?.name ?? String(error);
        },
      );
      return promise;
    };
    const statics = window.PublicKeyCredential as unknown as Record<string, unknown>;
    for (const method of ['signalUnknownCredential', 'signalAllAcceptedCredentials', 'signalCurrentUserDetails'] as const) {
      statics[method] = (options: Record<string, unknown>) => {
        spy.signals.push({ method, options: JSON.parse(JSON.stringify(options)) });
        return Promise.resolve();
      };
    }
  }, holdConditional);
}

/** The `navigator.credentials.get` calls so far, oldest first. */
export function getCalls(page: Page): Promise<GetCall[]> {
  return page.evaluate(() => (window as unknown as { __webauthnSpy: Spy }).__webauthnSpy.gets);
}

/** The Signal API calls so far, oldest first. */
export function signalCalls(page: Page): Promise<SignalCall[]> {
  return page.evaluate(() => (window as unknown as { __webauthnSpy: Spy }).__webauthnSpy.signals);
}
