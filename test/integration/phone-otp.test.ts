/** SMS and WhatsApp passcodes against the getEmulator(). */
import { describe, expect, it } from 'vitest';
import {
  lastMessageTo,
  newClient,
  readCookie,
  useTestEmulator,
} from './support/harness';

const getEmulator = useTestEmulator();

describe.each(['sms', 'whatsapp'] as const)('%s passcodes', (channel) => {
  it('signs up with the code sent to the phone', async () => {
    const phone = channel === 'sms' ? '+12015550123' : '+447700900123';
    const client = newClient(getEmulator());
    const { method_id } = await client.otps[channel].loginOrCreate(phone);
    expect(method_id).toMatch(/^phone-number-/);

    const message = await lastMessageTo(getEmulator(), phone);
    expect(message.channel).toBe(channel);
    expect(message.subject).toBeNull();
    const auth = await client.otps.authenticate(message.code!, method_id, { session_duration_minutes: 30 });
    expect(auth.user.phone_numbers[0]).toMatchObject({ phone_number: phone, verified: true });
    expect(readCookie('stytch_session')).toBe(auth.session_token);
  });

  it('rejects a number that is not E.164 with invalid_phone_number', async () => {
    const client = newClient(getEmulator());
    await expect(client.otps[channel].loginOrCreate('2015550123')).rejects.toMatchObject({
      error_type: 'invalid_phone_number',
      status_code: 400,
    });
  });
});
