/** The magic-link flow's requests: config → client call (docs/protocol.md §7.1). */
import type { MagicLinksSendResponse, PorticoClient } from '../../../core';
import type { NormalizedLoginConfig } from '../../config/config-types';

export function sendMagicLink(
  client: PorticoClient,
  config: NormalizedLoginConfig,
  email: string,
  signal: AbortSignal,
): Promise<MagicLinksSendResponse> {
  const o = config.emailMagicLinksOptions;
  return client.magicLinks.email.loginOrCreate(email, {
    login_magic_link_url: o.loginRedirectURL,
    signup_magic_link_url: o.signupRedirectURL,
    login_expiration_minutes: o.loginExpirationMinutes,
    signup_expiration_minutes: o.signupExpirationMinutes,
    login_template_id: o.loginTemplateId,
    signup_template_id: o.signupTemplateId,
    locale: o.locale,
    create_user_as_pending: o.createUserAsPending,
    signal,
  });
}
