/**
 * One-time tokens are redeemed once per page, however many times a page asks
 * (README, "The headless client"): React's StrictMode mounting the reset
 * widget twice, a host mounting it again mid-request, two `authenticateByUrl()`
 * calls at once. Each caller gets the first request's outcome. The real
 * client, widget and emulator over HTTP; requests are counted at the client's
 * `fetch`.
 */
import { act, cleanup, screen, within, render } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPorticoUIClientInternal } from '../../src/mount/ui-client';
import { PorticoPasswordReset, PorticoProvider } from '../../src/react';
import type { LoginConfig } from '../../src/ui/config/config-types';
import {
  devApi,
  lastMessageTo,
  newClient,
  PUBLIC_TOKEN,
  readCookie,
  recordingFetch,
  useTestEmulator,
  waitFor,
  type Emulator,
} from './support/harness';

const getEmulator = useTestEmulator({ resetBetweenTests: true });
const RESET_PAGE = 'http://localhost:3000/reset-password';
const PASSWORDS: LoginConfig = {
  products: ['passwords'],
  passwordOptions: { resetPasswordRedirectURL: RESET_PAGE, loginRedirectURL: RESET_PAGE },
};
const MAGIC_LINK_AUTHENTICATE = '/magic_links/authenticate';

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Sends a reset email to a new password user and opens its login link (`stytch_token_type=login`). */
async function openResetLoginLink(emulator: Emulator, email: string): Promise<string> {
  await devApi(emulator, 'POST', '/users', { email, email_verified: true, password: 'Quartz-lantern-47-orbit' });
  await newClient(emulator).passwords.resetByEmailStart({
    email,
    reset_password_redirect_url: RESET_PAGE,
    login_redirect_url: RESET_PAGE,
  });
  const { body } = await lastMessageTo(emulator, email);
  const login = (body.match(/https?:\/\/\S+/g) ?? []).find((link) => link.includes('stytch_token_type=login'));
  if (login === undefined) throw new Error(`no login link in: ${body}`);
  const url = new URL(login);
  history.replaceState(null, '', url.pathname + url.search);
  return url.searchParams.get('token')!;
}

describe("the reset email's login link", () => {
  it('<StrictMode><PorticoPasswordReset>: one magic-link authenticate, and the visitor sees Success!', async () => {
    const token = await openResetLoginLink(getEmulator(), 'strict@example.com');
    const requests = recordingFetch();
    const client = newClient(getEmulator(), { seams: { fetch: requests.fetch } });
    const errors: unknown[] = [];
    render(
      createElement(
        StrictMode,
        null,
        createElement(
          PorticoProvider,
          { client },
          createElement(PorticoPasswordReset, { config: PASSWORDS, passwordResetToken: token, callbacks: { onError: (e) => errors.push(e) } }),
        ),
      ),
    );
    await screen.findByRole('heading', { name: 'Success!' }, { timeout: 10_000 });
    expect(requests.count(MAGIC_LINK_AUTHENTICATE)).toBe(1);
    expect(errors).toEqual([]);
    expect(readCookie('stytch_session')).toBeTruthy();
  });

  it('mountResetPassword called again 50 ms into the request: one request, and Success!', async () => {
    const token = await openResetLoginLink(getEmulator(), 'again@example.com');
    // Holds every magic-link authenticate for 400 ms, so the second mount comes while the first is out.
    await devApi(getEmulator(), 'POST', '/faults', { path: MAGIC_LINK_AUTHENTICATE, latencyMs: 400 });
    const requests = recordingFetch();
    const ui = createPorticoUIClientInternal(PUBLIC_TOKEN, { customBaseUrl: getEmulator().url, seams: { fetch: requests.fetch } });
    try {
      const element = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'reset' }));
      const errors: unknown[] = [];
      const mount = () =>
        ui.mountResetPassword({
          elementId: '#reset',
          config: PASSWORDS,
          passwordResetToken: token,
          callbacks: { onError: (e) => errors.push(e) },
        });
      await act(async () => mount());
      await waitFor(() => requests.count(MAGIC_LINK_AUTHENTICATE) === 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await act(async () => mount());
      await within(element).findByRole('heading', { name: 'Success!' }, { timeout: 10_000 });
      expect(requests.count(MAGIC_LINK_AUTHENTICATE)).toBe(1);
      expect(errors).toEqual([]);
      await act(async () => ui.unmount('#reset'));
    } finally {
      ui.client.destroy();
    }
  });
});

describe('authenticateByUrl', () => {
  it('two concurrent calls on a magic-link URL: one request, the same session, and the token leaves the address bar', async () => {
    const email = 'twice@example.com';
    await devApi(getEmulator(), 'POST', '/users', { email, email_verified: true });
    await newClient(getEmulator()).magicLinks.email.loginOrCreate(email, {
      login_magic_link_url: 'http://localhost:3000/authenticate?next=%2Fhome',
    });
    const link = new URL((await lastMessageTo(getEmulator(), email)).link!);
    history.replaceState(null, '', `${link.pathname}${link.search}#welcome`);
    const requests = recordingFetch();
    const client = newClient(getEmulator(), { seams: { fetch: requests.fetch } });

    const [first, second] = await Promise.all([
      client.authenticateByUrl({ session_duration_minutes: 30 }),
      client.authenticateByUrl({ session_duration_minutes: 30 }),
    ]);

    expect(requests.count(MAGIC_LINK_AUTHENTICATE)).toBe(1);
    expect(first?.data.session.session_id).toBeTruthy();
    expect(second?.data.session.session_id).toBe(first?.data.session.session_id);
    expect(client.session.getSync()?.session_id).toBe(first?.data.session.session_id);
    // A reload does not try the spent token again; the page's own parameters and hash stay.
    expect(location.href).toBe('http://localhost:3000/authenticate?next=%2Fhome#welcome');
  });
});
