// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPhoneLib } from '../../../../src/ui/phone/parse-phone';
import { cleanup, createTestClient, dataResponse, renderWidget } from './harness';

afterEach(cleanup);

const SMS_SEND = 'POST /otps/sms/login_or_create';
const WHATSAPP_SEND = 'POST /otps/whatsapp/login_or_create';
const PHONE_CONFIG: LoginConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } };

const phoneInput = () => screen.getByLabelText('Phone number') as HTMLInputElement;

describe('phone passcode form', () => {
  it('has a Country select (default US, full table) and a labelled tel input', () => {
    const { client } = createTestClient();
    renderWidget(client, { config: PHONE_CONFIG });
    const select = screen.getByRole('combobox', { name: /^Country / }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('US');
    expect(select.selectedOptions[0]?.textContent).toBe('United States (+1)');
    expect(within(select).getByRole('option', { name: 'United Kingdom (+44)' })).toBeTruthy();
    expect(select.options.length).toBeGreaterThan(200);
    const input = phoneInput();
    expect(input.type).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(input.placeholder).toBe('(123) 456-7890');
    expect(input.required).toBe(true);
    client.destroy();
  });

  it.each(['', '123', 'abc', '555 555 0123'])('refuses %j with the catalogue text and sends nothing', async (value) => {
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config: PHONE_CONFIG });
    fireEvent.change(phoneInput(), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    );
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('formats as the visitor types once the parser has loaded', async () => {
    await loadPhoneLib();
    const { client } = createTestClient();
    renderWidget(client, { config: PHONE_CONFIG });
    fireEvent.change(phoneInput(), { target: { value: '213373' } });
    await waitFor(() => expect(phoneInput().value).toBe('(213) 373'));
    fireEvent.change(phoneInput(), { target: { value: '(213) 3734253' } });
    await waitFor(() => expect(phoneInput().value).toBe('(213) 373-4253'));
    // Deleting keeps what the visitor left (no bracket put back).
    fireEvent.change(phoneInput(), { target: { value: '(213' } });
    await act(() => Promise.resolve());
    expect(phoneInput().value).toBe('(213');
    client.destroy();
  });

  it('sends an SMS code to the E.164 number and shows it formatted on the passcode screen', async () => {
    const { client, apiCalls } = createTestClient({
      [SMS_SEND]: () => dataResponse({ request_id: 'r', method_id: 'phone-method-1' }),
    });
    const rendered = renderWidget(client, { config: { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 3 } } });
    fireEvent.change(phoneInput(), { target: { value: '2133734253' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(apiCalls()[0]).toMatchObject({ path: '/otps/sms/login_or_create', body: { phone_number: '+12133734253', expiration_minutes: 3 } });
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'A 6-digit passcode was sent to you at +1 213 373 4253.'),
    ).toBeTruthy();
    expect(rendered.events[0]?.type).toBe('OTPsLoginOrCreate');
    client.destroy();
  });

  it('uses the chosen country and the WhatsApp tab', async () => {
    const { client, apiCalls } = createTestClient({
      [WHATSAPP_SEND]: () => dataResponse({ request_id: 'r', method_id: 'phone-method-1' }),
    });
    renderWidget(client, { config: PHONE_CONFIG });
    fireEvent.click(screen.getByRole('tab', { name: 'WhatsApp' }));
    fireEvent.change(screen.getByRole('combobox', { name: /^Country / }), { target: { value: 'GB' } });
    fireEvent.change(phoneInput(), { target: { value: '07911 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(apiCalls()[0]).toMatchObject({ path: '/otps/whatsapp/login_or_create', body: { phone_number: '+447911123456' } });
    client.destroy();
  });
});
