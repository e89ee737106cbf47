/** TOTP create, authenticate and recover, with codes computed independently. */
import { describe, expect, it } from 'vitest';
import {
  lastMessageTo,
  newClient,
  useTestEmulator,
} from './support/harness';
import { totpCode } from './support/totp';

const getEmulator = useTestEmulator();

async function signIn(email: string) {
  const client = newClient(getEmulator());
  const { method_id } = await client.otps.email.loginOrCreate(email);
  const code = (await lastMessageTo(getEmulator(), email)).code!;
  await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 });
  return client;
}

describe('TOTP', () => {
  it('the RFC 6238 test vector holds for the test generator', () => {
    // RFC 6238 appendix B, SHA-1 secret "12345678901234567890", T = 59 → 94287082 (8 digits).
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(secret, 59)).toBe('287082');
  });

  it('creates a TOTP, authenticates with a current code and recovers with a one-time recovery code', async () => {
    const client = await signIn('totp@example.com');
    const created = await client.totps.create({ expiration_minutes: 5 });
    expect(created.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(created.recovery_codes).toHaveLength(10);

    const auth = await client.totps.authenticate({
      totp_code: totpCode(created.secret, Date.now() / 1000),
      session_duration_minutes: 30,
    });
    expect(auth.session.authentication_factors.map((f) => f.type)).toContain('totp');
    expect(auth.user.totps[0]).toMatchObject({ totp_id: created.totp_id, verified: true });

    await expect(
      client.totps.authenticate({ totp_code: '000000' === totpCode(created.secret, Date.now() / 1000) ? '111111' : '000000', session_duration_minutes: 30 }),
    ).rejects.toHaveProperty('error_type');

    const codes = await client.totps.recoveryCodes();
    expect(codes.totps[0]?.recovery_codes).toEqual(created.recovery_codes);

    const recovered = await client.totps.recover({
      recovery_code: created.recovery_codes[0]!,
      session_duration_minutes: 30,
    });
    expect(recovered.session.authentication_factors.map((f) => f.type)).toContain('recovery_codes');
    await expect(
      client.totps.recover({ recovery_code: created.recovery_codes[0]!, session_duration_minutes: 30 }),
    ).rejects.toHaveProperty('error_type');
  });
});
