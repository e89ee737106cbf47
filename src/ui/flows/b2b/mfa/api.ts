/**
 * The MFA flow's requests (src/core/b2b/mfa.ts; the emulator's b2b/mfa-routes.ts and
 * totp-routes.ts): each names the member and organization of the pending sign-in, the client adds
 * its intermediate session token, and each takes the screen's abort signal.
 */
import type {
  B2BAuthenticateResponse,
  B2BRecoveryCodesRecoverResponse,
  B2BSendResponse,
  B2BTotpCreateResponse,
  PorticoB2BClient,
} from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';
import type { MfaMember } from './state';

type Env = { client: PorticoB2BClient; config: NormalizedB2BConfig };

const ids = ({ member, organization }: Pick<MfaMember, 'member' | 'organization'>) => ({
  organization_id: organization.organization_id,
  member_id: member.member_id,
});

/** Texts a passcode: to the member's MFA number, or to `enrolling` (E.164) when it names one. */
export function sendSms({ client, config }: Env, who: MfaMember, enrolling: string | null, signal: AbortSignal): Promise<B2BSendResponse> {
  const { locale } = config.smsOtpOptions;
  return client.otps.sms.send({
    ...ids(who),
    ...(enrolling === null ? {} : { mfa_phone_number: enrolling }),
    ...(locale === undefined ? {} : { locale }),
    signal,
  });
}

export function authenticateSms({ client, config }: Env, who: MfaMember, code: string, signal: AbortSignal): Promise<B2BAuthenticateResponse> {
  return client.otps.sms.authenticate({
    ...ids(who),
    code,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}

export function createTotp({ client }: Env, who: MfaMember, signal: AbortSignal): Promise<B2BTotpCreateResponse> {
  return client.totp.create({ ...ids(who), signal });
}

export function authenticateTotp({ client, config }: Env, who: MfaMember, code: string, signal: AbortSignal): Promise<B2BAuthenticateResponse> {
  return client.totp.authenticate({
    ...ids(who),
    code,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}

export function recover(
  { client, config }: Env,
  who: MfaMember,
  recoveryCode: string,
  signal: AbortSignal,
): Promise<B2BRecoveryCodesRecoverResponse> {
  return client.recoveryCodes.recover({
    ...ids(who),
    recovery_code: recoveryCode,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}
