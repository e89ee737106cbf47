// @vitest-environment jsdom
/**
 * Main with passkeys in a browser that offers passkeys in autofill. The
 * answer is asked once per page (module state), so the browser without
 * autofill has its own file (passkeys-main-button.test.tsx).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { cleanup, createTestClient, EML_CONFIG, renderWidget } from './harness';

// jsdom has no WebAuthn: the browser's answer is the only thing stood in for.
const isConditionalMediationAvailable = vi.fn(async () => true);
vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable });

afterEach(cleanup);
afterAll(() => {
  vi.unstubAllGlobals();
});

const AUTOFILL_START = 'POST /webauthn/authenticate/start/primary';
/** The autofill ceremony waits for the visitor: its start stays unanswered here, so no ceremony follows. */
const waiting = () => new Promise<Response>(() => {});

describe('Main with passkeys, autofill offered by the browser', () => {
  it('with an email form: no passkey button, the field offers passkeys, and the autofill ceremony starts', async () => {
    const { client, apiCalls } = createTestClient({ [AUTOFILL_START]: waiting });
    renderWidget(client, { config: { ...EML_CONFIG, products: ['passkeys', 'emailMagicLinks'] } });
    await waitFor(() => expect(apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([AUTOFILL_START]));
    expect(apiCalls()[0]?.body).toMatchObject({ return_passkey_credential_options: true });
    expect(screen.queryByRole('button', { name: MESSAGES['main.passkeyButton'] })).toBeNull();
    expect(screen.getByLabelText(MESSAGES['field.email']).getAttribute('autocomplete')).toBe('username webauthn');
    expect(isConditionalMediationAvailable).toHaveBeenCalled();
    client.destroy();
  });

  it('with passkeys and SMS only (no email field for autofill): the passkey button shows, no ceremony starts', async () => {
    const config: LoginConfig = { products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } };
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config });
    expect(screen.getByRole('button', { name: MESSAGES['main.passkeyButton'] })).toBeTruthy();
    expect(screen.queryByLabelText(MESSAGES['field.email'])).toBeNull();
    await client.bootstrap.get();
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });
});
