/**
 * The Discovery email sends (docs/architecture.md, "B2B widget"), shared by
 * B2BMain's 'Continue' (the b2bMain flow) and the method choice and resends
 * (the b2bEmail flow): flows import no other flow, and a first send and its
 * resend must send exactly the same options. Each call takes the screen's
 * abort signal.
 */
import type { B2BSendResponse, PorticoB2BClient } from '../../../core/b2b';
import type { NormalizedB2BConfig } from '../../b2b/config/b2b-config-types';

/** A discovery passcode to `email` (`POST /b2b/otps/email/discovery/send`). */
export function sendDiscoveryCode(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  email: string,
  signal: AbortSignal,
): Promise<B2BSendResponse> {
  const o = config.emailOtpOptions;
  return client.otps.email.discovery.send({
    email_address: email,
    login_template_id: o.loginTemplateId,
    locale: o.locale,
    signal,
  });
}

/** A discovery link to `email` (`POST /b2b/magic_links/email/discovery/send`). */
export function sendDiscoveryLink(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  email: string,
  signal: AbortSignal,
): Promise<B2BSendResponse> {
  const o = config.emailMagicLinksOptions;
  return client.magicLinks.email.discovery.send({
    email_address: email,
    discovery_redirect_url: o.discoveryRedirectURL,
    login_template_id: o.loginTemplateId,
    locale: o.locale,
    discovery_expiration_minutes: o.discoveryExpirationMinutes,
    signal,
  });
}
