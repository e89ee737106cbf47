// @vitest-environment jsdom
/**
 * The passkey registration kind's screens over a real client whose only fake
 * is `fetch`. jsdom has no WebAuthn, so what needs a ceremony (a created
 * passkey) is left to the browser tests; everything around it is here.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { apiErrorBody, cleanup, createTestClient, dataResponse, deferred, jsonResponse, makeAuthResponse, renderWidget } from './harness';
import { LAPTOP, PHONE, listedNames, renameButton, settled, userWith, WITH_PASSKEYS } from './passkeys-fixtures';

afterEach(cleanup);

const CONFIG: LoginConfig = { products: ['passkeys'] };
const button = (key: 'passkey.create' | 'passkey.skip' | 'passkey.done' | 'passkey.setUpAnother') =>
  screen.getByRole('button', { name: MESSAGES[key] }) as HTMLButtonElement;

describe('PasskeyRegistrationStart', () => {
  it('without a signed-in user shows only the error text and reports it once', async () => {
    const { client, apiCalls } = createTestClient();
    const rendered = renderWidget(client, { kind: 'passkeyRegistration', config: CONFIG, strict: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES['passkey.noActiveUser']);
    expect(rendered.container.querySelector('[data-screen]')?.textContent).toBe(MESSAGES['passkey.noActiveUser']);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES['passkey.create'] })).toBeNull();
    expect(rendered.errors.map((e) => e.message)).toEqual([MESSAGES['passkey.noActiveUser']]);
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('with a session only in cookies waits for the startup check, then offers create; no error', async () => {
    const check = deferred<Response>();
    const { client, calls } = createTestClient(
      { 'POST /sessions/authenticate': () => check.promise },
      { signedIn: WITH_PASSKEYS, cookiesOnly: true },
    );
    const rendered = renderWidget(client, { kind: 'passkeyRegistration', config: CONFIG, strict: true });
    await waitFor(() => expect(calls.some((c) => c.path === '/sessions/authenticate')).toBe(true));
    expect(await screen.findByText(MESSAGES['passkey.checkingSession'])).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    check.resolve(dataResponse(makeAuthResponse({ user: WITH_PASSKEYS, user_id: WITH_PASSKEYS.user_id })));
    expect(await screen.findByRole('button', { name: MESSAGES['passkey.create'] })).toBeTruthy();
    expect(screen.queryByText(MESSAGES['passkey.noActiveUser'])).toBeNull();
    await settled(calls, ['/sessions/authenticate']);
    expect(rendered.errors).toEqual([]);
    client.destroy();
  });

  it('with a session cookie the check refuses: the error once', async () => {
    const { client } = createTestClient(
      { 'POST /sessions/authenticate': () => jsonResponse(404, apiErrorBody('session_not_found', 404)) },
      { signedIn: WITH_PASSKEYS, cookiesOnly: true },
    );
    const rendered = renderWidget(client, { kind: 'passkeyRegistration', config: CONFIG, strict: true });
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES['passkey.noActiveUser']);
    expect(rendered.errors.map((e) => e.message)).toEqual([MESSAGES['passkey.noActiveUser']]);
    client.destroy();
  });

  it('with a signed-in user offers create or skip; Skip opens the success screen with the list, not claiming a passkey', async () => {
    const { client, calls } = createTestClient({}, { signedIn: WITH_PASSKEYS });
    const rendered = renderWidget(client, { kind: 'passkeyRegistration', config: CONFIG });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES['passkey.registrationTitle'] })).toBeTruthy();
    expect(button('passkey.create').disabled).toBe(false);
    fireEvent.click(button('passkey.skip'));

    const heading = await screen.findByRole('heading', { level: 1, name: MESSAGES['passkey.skippedTitle'] });
    expect(screen.queryByText(MESSAGES['passkey.createdTitle'])).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES['passkey.existingPasskeys'] })).toBeTruthy();
    expect(listedNames()).toEqual([LAPTOP, PHONE]);
    // A move between screens: the new screen's title has the focus.
    expect(document.activeElement).toBe(heading);
    await settled(calls);
    expect(rendered.events.map((e) => e.type)).toEqual([]);
    expect(rendered.errors).toEqual([]);
    client.destroy();
  });

  it('after a skip with no passkeys, the list says so', async () => {
    const { client, calls } = createTestClient({}, { signedIn: userWith([]) });
    renderWidget(client, { kind: 'passkeyRegistration', config: CONFIG });
    fireEvent.click(button('passkey.skip'));
    expect(await screen.findByText(MESSAGES['passkey.listEmpty'])).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    await settled(calls);
    client.destroy();
  });

  it("a registration the server refuses before any ceremony stays on the screen with 'not created', reported once", async () => {
    const { client, apiCalls } = createTestClient(
      { 'POST /webauthn/register/start': () => jsonResponse(503, apiErrorBody('internal_server_error', 503)) },
      { signedIn: WITH_PASSKEYS },
    );
    const rendered = renderWidget(client, { kind: 'passkeyRegistration', config: CONFIG });
    fireEvent.click(button('passkey.create'));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.passkey_not_created);
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES['passkey.registrationTitle'] })).toBeTruthy();
    expect(button('passkey.create').disabled).toBe(false);
    expect(apiCalls().filter((c) => c.path.startsWith('/webauthn/'))).toEqual([
      { method: 'POST', path: '/webauthn/register/start', body: expect.objectContaining({ return_passkey_credential_options: true }) },
    ]);
    expect(rendered.errors.map((e) => (e as { error_type?: string }).error_type)).toEqual(['internal_server_error']);
    client.destroy();
  });
});

describe('PasskeyRegistrationSuccess', () => {
  it("'Done' emits PasskeyDone once per press", async () => {
    const { client, calls } = createTestClient({}, { signedIn: WITH_PASSKEYS });
    const rendered = renderWidget(client, {
      kind: 'passkeyRegistration',
      config: CONFIG,
      initialState: { screen: 'PasskeyRegistrationSuccess', created: true },
    });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES['passkey.createdTitle'] })).toBeTruthy();
    await settled(calls);
    const done = () => rendered.events.filter((e) => e.type === 'PasskeyDone');
    fireEvent.click(button('passkey.done'));
    expect(done()).toEqual([{ type: 'PasskeyDone', data: {} }]);
    fireEvent.click(button('passkey.done'));
    expect(done()).toHaveLength(2);
    expect(rendered.events.map((e) => e.type)).toEqual(['PasskeyDone', 'PasskeyDone']);
    client.destroy();
  });

  it("'Set up another Passkey' returns to the start; both buttons wait while a rename is in progress", async () => {
    const { client, calls } = createTestClient({}, { signedIn: WITH_PASSKEYS });
    const rendered = renderWidget(client, {
      kind: 'passkeyRegistration',
      config: CONFIG,
      initialState: { screen: 'PasskeyRegistrationSuccess', created: true },
    });
    await settled(calls);
    fireEvent.click(renameButton(LAPTOP));
    expect(button('passkey.done').disabled).toBe(true);
    expect(button('passkey.setUpAnother').disabled).toBe(true);
    fireEvent.click(button('passkey.done'));
    expect(rendered.events).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: MESSAGES['passkey.cancel'] }));
    expect(button('passkey.done').disabled).toBe(false);
    fireEvent.click(button('passkey.setUpAnother'));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES['passkey.registrationTitle'] })).toBeTruthy();
    client.destroy();
  });
});
