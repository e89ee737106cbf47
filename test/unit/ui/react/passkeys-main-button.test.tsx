// @vitest-environment jsdom
/**
 * Main with passkeys in a browser without passkey autofill (the answer is
 * asked once per page, so the browser with autofill has its own file,
 * passkeys-main-autofill.test.tsx).
 */
import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { cleanup, createTestClient, EML_CONFIG, renderWidget } from './harness';

// jsdom has no WebAuthn: the browser's answer is the only thing stood in for.
const isConditionalMediationAvailable = vi.fn(async () => false);
vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable });

afterEach(cleanup);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('Main with passkeys, no autofill in the browser', () => {
  it("with an email form: 'Login with a Passkey' shows once the browser answers, and no autofill ceremony starts", async () => {
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config: { ...EML_CONFIG, products: ['passkeys', 'emailMagicLinks'] } });
    expect(await screen.findByRole('button', { name: MESSAGES['main.passkeyButton'] })).toBeTruthy();
    expect(isConditionalMediationAvailable).toHaveBeenCalledTimes(1);
    // The field still names itself for password managers' passkey suggestions.
    expect(screen.getByLabelText(MESSAGES['field.email']).getAttribute('autocomplete')).toBe('username webauthn');
    await client.bootstrap.get();
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });
});
