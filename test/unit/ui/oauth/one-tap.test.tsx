// @vitest-environment jsdom
/**
 * Google One Tap on Main, against a stand-in for Google's `google.accounts.id`
 * already on the page (the widget then uses it instead of loading a script):
 * what the widget hands Google's initialize, how each prompt moment lands
 * (shown, not displayed, skipped), the developer errors for a test token
 * only, the 47px slot with its 100 ms resize debounce, and the prompt
 * cancelled on unmount. The provider is the fetch seam's routes; the full
 * round trip with the emulator's script is in test/e2e/google-one-tap.test.ts.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GisIdConfiguration, GisMoment } from '../../../../src/ui/flows/oauth/one-tap/gis';
import { ONE_TAP_HEIGHT_PX, ONE_TAP_RESIZE_DEBOUNCE_MS } from '../../../../src/ui/flows/oauth/one-tap/use-prompt-height';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { apiErrorBody, cleanup, createTestClient, dataResponse, jsonResponse, renderWidget } from '../react/harness';

const START = 'POST /oauth/google/onetap/start';
const STARTED = { request_id: 'r', status_code: 200, google_client_id: 'client-1.apps.example', oauth_callback_id: 'callback-1', nonce: 'nonce-1' };

const config = (position: 'embedded' | 'floating' = 'embedded'): LoginConfig => ({
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: {
    providers: [{ type: 'google', one_tap: true, position, cancel_on_tap_outside: false }, { type: 'github' }],
    loginRedirectURL: 'https://app.example/login',
    signupRedirectURL: 'https://app.example/signup',
  },
});

interface FakeGoogle {
  initialized: GisIdConfiguration[];
  listener: ((moment: GisMoment) => void) | null;
  cancel: ReturnType<typeof vi.fn>;
}

function installGoogle(): FakeGoogle {
  const fake: FakeGoogle = { initialized: [], listener: null, cancel: vi.fn() };
  (window as unknown as { google: unknown }).google = {
    accounts: {
      id: {
        initialize: (options: GisIdConfiguration) => fake.initialized.push(options),
        prompt: (listener: (moment: GisMoment) => void) => {
          fake.listener = listener;
        },
        cancel: fake.cancel,
      },
    },
  };
  return fake;
}

const moment = (m: GisMoment) => m;
const googleButton = () => screen.queryByRole('button', { name: MESSAGES['oauth.continueWithGoogle'] });
const slot = () => screen.getByRole('region', { name: MESSAGES['oauth.oneTapLabel'], hidden: true });

let google: FakeGoogle;
beforeEach(() => {
  google = installGoogle();
});
afterEach(() => {
  cleanup();
  delete (window as unknown as { google?: unknown }).google;
  vi.useRealTimers();
});

describe('Google One Tap', () => {
  it("asks the provider with the config's redirect URLs and hands Google its client id, nonce, the slot and FedCM", async () => {
    const { client, apiCalls } = createTestClient({ [START]: () => dataResponse(STARTED) });
    renderWidget(client, { config: config() });
    await waitFor(() => expect(google.initialized).toHaveLength(1));
    expect(apiCalls()).toEqual([
      { method: 'POST', path: '/oauth/google/onetap/start', body: { login_redirect_url: 'https://app.example/login', signup_redirect_url: 'https://app.example/signup' } },
    ]);
    const options = google.initialized[0]!;
    expect(options).toMatchObject({
      client_id: STARTED.google_client_id,
      nonce: STARTED.nonce,
      cancel_on_tap_outside: false,
      use_fedcm_for_prompt: true,
      prompt_parent_id: slot().id,
    });
    expect(document.getElementById(options.prompt_parent_id!)).toBe(slot());
    // While the prompt is coming there is no Google button: One Tap holds its place.
    expect(googleButton()).toBeNull();
    expect(screen.getByRole('button', { name: formatMessage(MESSAGES['oauth.continueWith'], { provider: 'GitHub' }) })).toBeTruthy();
  });

  it('floating: Google gets no parent element and the column keeps no space for the prompt', async () => {
    const { client } = createTestClient({ [START]: () => dataResponse(STARTED) });
    renderWidget(client, { config: config('floating') });
    await waitFor(() => expect(google.initialized).toHaveLength(1));
    expect(google.initialized[0]!.prompt_parent_id).toBeUndefined();
    act(() => google.listener!(moment({ isDisplayed: () => true })));
    const region = document.querySelector<HTMLElement>('[data-one-tap="displayed"] > [role="region"]');
    expect(region?.hidden).toBe(true);
  });

  it("the visitor closes the prompt (user_cancel): the 'Continue with Google' button, no error", async () => {
    const { client } = createTestClient({ [START]: () => dataResponse(STARTED) });
    renderWidget(client, { config: config() });
    await waitFor(() => expect(google.listener).not.toBeNull());
    act(() => google.listener!(moment({ isDisplayed: () => true })));
    expect(googleButton()).toBeNull();
    act(() => google.listener!(moment({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' })));
    expect(googleButton()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Google will not show it on this origin: the developer error names the origin, for a test token', async () => {
    const { client } = createTestClient({ [START]: () => dataResponse(STARTED) });
    renderWidget(client, { config: config() });
    await waitFor(() => expect(google.listener).not.toBeNull());
    act(() => google.listener!(moment({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'unregistered_origin' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      formatMessage(MESSAGES['oauth.oneTapError.originNotAllowed'], { origin: window.location.origin }),
    );
    expect(googleButton()).toBeTruthy();
  });

  it('the same with a live token: just the button', async () => {
    const { client } = createTestClient({ [START]: () => dataResponse(STARTED) }, { publicToken: 'public-token-live-x' });
    renderWidget(client, { config: config() });
    await waitFor(() => expect(google.listener).not.toBeNull());
    act(() => google.listener!(moment({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'unregistered_origin' })));
    await waitFor(() => expect(googleButton()).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  const START_FAILURES = [
    ['oauth_config_not_found', 'oauth.oneTapError.noOAuthClient'],
    ['no_login_redirect_urls_set', 'oauth.oneTapError.noLoginRedirect'],
    ['no_signup_redirect_urls_set', 'oauth.oneTapError.noSignupRedirect'],
    ['default_provider_not_allowed', 'oauth.oneTapError.defaultProviderNotAllowed'],
  ] as const;
  for (const [errorType, key] of START_FAILURES) {
    it(`start answers ${errorType}: its developer error above the button (test token), reported to onError`, async () => {
      const { client } = createTestClient({ [START]: () => jsonResponse(400, apiErrorBody(errorType, 400)) });
      const { errors } = renderWidget(client, { config: config() });
      expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES[key]);
      expect(googleButton()).toBeTruthy();
      expect(google.initialized).toHaveLength(0);
      expect(errors.map((e) => (e as { error_type?: string }).error_type)).toEqual([errorType]);
    });
  }

  it('the embedded slot is 47px, then follows the prompt, re-measured at most every 100 ms', async () => {
    const { client } = createTestClient({ [START]: () => dataResponse(STARTED) });
    renderWidget(client, { config: config() });
    await waitFor(() => expect(google.listener).not.toBeNull());
    expect(slot().style.height).toBe(`${ONE_TAP_HEIGHT_PX}px`);
    vi.useFakeTimers();
    // Google puts its prompt (an iframe) in the slot, then shows it.
    const prompt = document.createElement('div');
    let promptHeight = 180;
    prompt.getBoundingClientRect = () => ({ height: promptHeight }) as DOMRect;
    act(() => {
      slot().append(prompt);
      google.listener!(moment({ isDisplayed: () => true }));
    });
    expect(slot().style.height).toBe('180px');
    promptHeight = 240;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
    });
    act(() => vi.advanceTimersByTime(ONE_TAP_RESIZE_DEBOUNCE_MS - 1));
    expect(slot().style.height).toBe('180px');
    act(() => vi.advanceTimersByTime(1));
    expect(slot().style.height).toBe('240px');
  });

  it('StrictMode: one start request, one initialize', async () => {
    const { client, apiCalls } = createTestClient({ [START]: () => dataResponse(STARTED) });
    renderWidget(client, { config: config(), strict: true });
    await waitFor(() => expect(google.initialized).toHaveLength(1));
    expect(apiCalls().filter((call) => call.path === '/oauth/google/onetap/start')).toHaveLength(1);
  });

  it("unmounting cancels Google's prompt", async () => {
    const { client } = createTestClient({ [START]: () => dataResponse(STARTED) });
    const { unmount } = renderWidget(client, { config: config() });
    await waitFor(() => expect(google.listener).not.toBeNull());
    unmount();
    expect(google.cancel).toHaveBeenCalled();
  });
});
