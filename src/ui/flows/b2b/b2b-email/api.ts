/** The passcode's check (`POST /b2b/otps/email/discovery/authenticate`), with the screen's signal. */
import type { B2BDiscoveryAuthenticateResponse, PorticoB2BClient } from '../../../../core/b2b';

export function verifyDiscoveryCode(
  client: PorticoB2BClient,
  email: string,
  code: string,
  signal: AbortSignal,
): Promise<B2BDiscoveryAuthenticateResponse> {
  return client.otps.email.discovery.authenticate({ code, email_address: email, signal });
}
