/** The passcode's checks, with the screen's signal. */
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse, PorticoB2BClient } from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';

/** A discovery passcode (`POST /b2b/otps/email/discovery/authenticate`). */
export function verifyDiscoveryCode(
  client: PorticoB2BClient,
  email: string,
  code: string,
  signal: AbortSignal,
): Promise<B2BDiscoveryAuthenticateResponse> {
  return client.otps.email.discovery.authenticate({ code, email_address: email, signal });
}

/** An organization's passcode (`POST /b2b/otps/email/authenticate`): a member session, or an intermediate one. */
export function verifyOrganizationCode(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  organizationId: string,
  email: string,
  code: string,
  signal: AbortSignal,
): Promise<B2BAuthenticateResponseWithMfa> {
  return client.otps.email.authenticate({
    organization_id: organizationId,
    email_address: email,
    code,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    locale: config.emailOtpOptions.locale,
    signal,
  });
}
