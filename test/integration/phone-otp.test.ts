/** SMS and WhatsApp passcodes against the emulator. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearPage,
  destroyClients,
  lastMessageTo,
  newClient,
  readCookie,
  startTestEmulator,
  type Emulator,
} from './support/harness';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.close());
beforeEach(clearPage);
afterEach(destroyClients);

describe.each(['sms', 'whatsapp'] as const)('%s passcodes', (channel) => {
  it('signs up with the code sent to the phone', async () => {
    const phone = channel === 'sms' ? '+12015550123' : '+447700900123';
    const client = newClient(emulator);
    const { method_id } = await client.otps[channel].loginOrCreate(phone);
    expect(method_id).toMatch(/^phone-number-/);

    const message = await lastMessageTo(emulator, phone);
    expect(message.channel).toBe(channel);
    expect(message.subject).toBeNull();
    const auth = await client.otps.authenticate(message.code!, method_id, { session_duration_minutes: 30 });
    expect(auth.user.phone_numbers[0]).toMatchObject({ phone_number: phone, verified: true });
    expect(readCookie('stytch_session')).toBe(auth.session_token);
  });

  it('rejects a number that is not E.164 with invalid_phone_number', async () => {
    const client = newClient(emulator);
    await expect(client.otps[channel].loginOrCreate('2015550123')).rejects.toMatchObject({
      error_type: 'invalid_phone_number',
      status_code: 400,
    });
  });
});
