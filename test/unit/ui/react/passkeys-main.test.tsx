// @vitest-environment jsdom
/**
 * Main with passkeys: the 'Login with a Passkey' button where there is no
 * email field or the browser offers no passkey autofill, and autofill on the
 * email field where it does. jsdom has no WebAuthn: the browser's answer to
 * `isConditionalMediationAvailable` is the only thing stood in for, and the
 * autofill ceremony's start stays unanswered, so no ceremony follows.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { cleanup, createTestClient, EML_CONFIG, renderWidget } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AUTOFILL_START = 'POST /webauthn/authenticate/start/primary';
const WITH_EMAIL: LoginConfig = { ...EML_CONFIG, products: ['passkeys', 'emailMagicLinks'] };
const SMS_ONLY: LoginConfig = { products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } };

/** The browser's answer to whether it offers passkeys in autofill. */
function browserAutofill(answer: boolean) {
  const isConditionalMediationAvailable = vi.fn(async () => answer);
  vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable });
  return isConditionalMediationAvailable;
}

const passkeyButton = () => screen.queryByRole('button', { name: MESSAGES['main.passkeyButton'] });
const emailField = () => screen.getByLabelText(MESSAGES['field.email']);
/** The autofill ceremony waits for the visitor to pick a passkey. */
const waiting = () => new Promise<Response>(() => {});

describe('Main with passkeys', () => {
  it('with SMS only (no email field for autofill): the passkey button shows, even where autofill is offered', async () => {
    browserAutofill(true);
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config: SMS_ONLY });
    expect(passkeyButton()).toBeTruthy();
    expect(screen.queryByLabelText(MESSAGES['field.email'])).toBeNull();
    await client.bootstrap.get();
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('with an email form and autofill offered: no button, the field offers passkeys, the autofill ceremony starts', async () => {
    const asked = browserAutofill(true);
    const { client, apiCalls } = createTestClient({ [AUTOFILL_START]: waiting });
    renderWidget(client, { config: WITH_EMAIL });
    await waitFor(() => expect(apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([AUTOFILL_START]));
    expect(apiCalls()[0]?.body).toMatchObject({ return_passkey_credential_options: true });
    expect(asked).toHaveBeenCalled();
    expect(passkeyButton()).toBeNull();
    expect(emailField().getAttribute('autocomplete')).toBe('username webauthn');
    client.destroy();
  });

  it('with an email form and no autofill in the browser: the button shows once the browser answers; no ceremony starts', async () => {
    const asked = browserAutofill(false);
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config: WITH_EMAIL });
    expect(await screen.findByRole('button', { name: MESSAGES['main.passkeyButton'] })).toBeTruthy();
    expect(asked).toHaveBeenCalled();
    // The field still names itself for password managers' passkey suggestions.
    expect(emailField().getAttribute('autocomplete')).toBe('username webauthn');
    await client.bootstrap.get();
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });
});
