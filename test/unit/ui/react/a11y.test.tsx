// @vitest-environment jsdom
/**
 * axe-core over each screen of the login flows in jsdom (colour contrast is
 * left to the browser tests: jsdom does not compute styles for it).
 */
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetState } from '../../../../src/ui/flows';
import { apiErrorBody, cleanup, createTestClient, jsonResponse, renderWidget } from './harness';

afterEach(cleanup);

async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const STATES: Partial<Record<WidgetState['screen'], WidgetState>> = {
  EmailConfirmation: { screen: 'EmailConfirmation', email: 'ada@example.com' },
  OTPAuthenticate: {
    screen: 'OTPAuthenticate',
    type: 'email',
    methodId: 'm',
    destination: 'ada@example.com',
    otpDestination: 'ada@example.com',
    expiresAt: Date.now() + 5 * 60_000,
    expired: false,
  },
  OTPConfirmation: { screen: 'OTPConfirmation' },
};

const state = (screenName: WidgetState['screen']): WidgetState => STATES[screenName] ?? ({ screen: screenName } as WidgetState);

describe('accessibility (axe)', () => {
  it('Main with social buttons, wallets, the passkey button and a logo', async () => {
    const { client } = createTestClient();
    const { container } = renderWidget(client, {
      config: {
        products: ['oauth', 'crypto', 'emailMagicLinks', 'passkeys'],
        oauthOptions: { providers: [{ type: 'google' }] },
      },
      styles: { logo: { logoImageUrl: 'https://cdn.example/logo.png' } },
    });
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(await violations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    expect(await violations(container)).toEqual([]);
    client.destroy();
  }, 20_000);

  it('Main with tabs and the phone form showing an error', async () => {
    const { client } = createTestClient();
    const { container } = renderWidget(client, {
      config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    // The 240 country options are plain <option>s; skipping them keeps axe fast in jsdom.
    const select = container.querySelector('select');
    const options = select ? [...select.options].slice(1) : [];
    for (const option of options) option.remove();
    expect(await violations(container)).toEqual([]);
    client.destroy();
  }, 20_000);

  it.each(['EmailConfirmation', 'OTPAuthenticate', 'OTPConfirmation', 'CryptoError'] as const)('%s', async (name) => {
    const { client } = createTestClient({
      'POST /otps/authenticate': () => jsonResponse(404, apiErrorBody('otp_code_not_found', 404)),
    });
    const { container } = renderWidget(client, { config: { products: ['emailMagicLinks'] }, initialState: state(name) });
    expect(await violations(container)).toEqual([]);
    if (name === 'OTPAuthenticate') {
      fireEvent.change(screen.getByLabelText('Enter passcode'), { target: { value: '123456' } });
      await screen.findByRole('alert');
      expect(await violations(container)).toEqual([]);
    }
    client.destroy();
  });

  it('the refused-config content', async () => {
    const { client } = createTestClient();
    const { container } = renderWidget(client, { config: { products: ['passkeys'] } });
    expect(await violations(container)).toEqual([]);
    client.destroy();
  });
});

describe('wallet buttons', () => {
  it('a wallet this browser lacks leads to its setup screen, with a back arrow to Main', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: { products: ['crypto', 'emailMagicLinks'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with MetaMask' }));
    expect(await screen.findByRole('heading', { name: 'Set up a new MetaMask wallet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    client.destroy();
  });
});
