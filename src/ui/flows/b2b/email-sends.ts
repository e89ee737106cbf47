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

/**
 * A passcode to `email` for one organization (`POST /b2b/otps/email/login_or_signup`): a member's
 * sign-in, or a sign-up where the organization lets the address join (the Organization flow).
 */
export function sendOrganizationCode(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  organizationId: string,
  email: string,
  signal: AbortSignal,
): Promise<B2BSendResponse> {
  const o = config.emailOtpOptions;
  return client.otps.email.loginOrSignup({
    organization_id: organizationId,
    email_address: email,
    login_template_id: o.loginTemplateId,
    signup_template_id: o.signupTemplateId,
    locale: o.locale,
    signal,
  });
}

/** A login (or sign-up) link to `email` for one organization (`POST /b2b/magic_links/email/login_or_signup`). */
export function sendOrganizationLink(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  organizationId: string,
  email: string,
  signal: AbortSignal,
): Promise<B2BSendResponse> {
  const o = config.emailMagicLinksOptions;
  return client.magicLinks.email.loginOrSignup({
    organization_id: organizationId,
    email_address: email,
    login_redirect_url: o.loginRedirectURL,
    signup_redirect_url: o.signupRedirectURL,
    login_template_id: o.loginTemplateId,
    signup_template_id: o.signupTemplateId,
    locale: o.locale,
    login_expiration_minutes: o.loginExpirationMinutes,
    signup_expiration_minutes: o.signupExpirationMinutes,
    signal,
  });
}

/** The organization's send when there is one, else the discovery one: a first send and its resend match. */
export function sendCode(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  email: string,
  organization: { organization_id: string } | undefined,
  signal: AbortSignal,
): Promise<B2BSendResponse> {
  return organization === undefined
    ? sendDiscoveryCode(client, config, email, signal)
    : sendOrganizationCode(client, config, organization.organization_id, email, signal);
}

/** As `sendCode`, for links. */
export function sendLink(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  email: string,
  organization: { organization_id: string } | undefined,
  signal: AbortSignal,
): Promise<B2BSendResponse> {
  return organization === undefined
    ? sendDiscoveryLink(client, config, email, signal)
    : sendOrganizationLink(client, config, organization.organization_id, email, signal);
}
