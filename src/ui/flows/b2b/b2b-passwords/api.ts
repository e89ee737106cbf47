/**
 * The B2B password flow's requests (src/core/b2b/passwords.ts), each with
 * the screen's abort signal. Reset emails carry the config's
 * `passwordOptions`; sign-ins the session length.
 */
import type {
  B2BAuthenticateResponseWithMfa,
  B2BDiscoveryAuthenticateResponse,
  B2BPasswordStrengthCheckResponse,
  B2BSendResponse,
  PorticoB2BClient,
} from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';

type Env = { client: PorticoB2BClient; config: NormalizedB2BConfig };

export function logIn(
  { client, config }: Env,
  organizationId: string,
  email: string,
  password: string,
  signal: AbortSignal,
): Promise<B2BAuthenticateResponseWithMfa> {
  return client.passwords.authenticate({
    organization_id: organizationId,
    email_address: email,
    password,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    ...(config.passwordOptions.locale === undefined ? {} : { locale: config.passwordOptions.locale }),
    signal,
  });
}

export function logInByDiscovery({ client }: Env, email: string, password: string, signal: AbortSignal): Promise<B2BDiscoveryAuthenticateResponse> {
  return client.passwords.discovery.authenticate({ email_address: email, password, signal });
}

/** The options every reset email carries, the ones the host set. */
function resetEmailOptions(config: NormalizedB2BConfig) {
  const o = config.passwordOptions;
  return {
    ...(o.resetPasswordRedirectURL === undefined ? {} : { reset_password_redirect_url: o.resetPasswordRedirectURL }),
    ...(o.resetPasswordExpirationMinutes === undefined ? {} : { reset_password_expiration_minutes: o.resetPasswordExpirationMinutes }),
    ...(o.resetPasswordTemplateId === undefined ? {} : { reset_password_template_id: o.resetPasswordTemplateId }),
    ...(o.verifyEmailTemplateId === undefined ? {} : { verify_email_template_id: o.verifyEmailTemplateId }),
    ...(o.locale === undefined ? {} : { locale: o.locale }),
  };
}

/** The reset email: for one organization, or a discovery reset (`organizationId` null). */
export function sendResetEmail(
  { client, config }: Env,
  organizationId: string | null,
  email: string,
  signal: AbortSignal,
): Promise<B2BSendResponse> {
  const o = config.passwordOptions;
  if (organizationId === null) {
    return client.passwords.discovery.resetByEmailStart({
      email_address: email,
      ...resetEmailOptions(config),
      ...(o.discoveryRedirectURL === undefined ? {} : { discovery_redirect_url: o.discoveryRedirectURL }),
      signal,
    });
  }
  return client.passwords.resetByEmailStart({
    organization_id: organizationId,
    email_address: email,
    ...resetEmailOptions(config),
    ...(o.loginRedirectURL === undefined ? {} : { login_redirect_url: o.loginRedirectURL }),
    signal,
  });
}

export function resetPassword(
  { client, config }: Env,
  token: string,
  password: string,
  signal: AbortSignal,
): Promise<B2BAuthenticateResponseWithMfa> {
  return client.passwords.resetByEmail({
    password_reset_token: token,
    password,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    ...(config.passwordOptions.locale === undefined ? {} : { locale: config.passwordOptions.locale }),
    signal,
  });
}

export function resetPasswordByDiscovery({ client }: Env, token: string, password: string, signal: AbortSignal): Promise<B2BDiscoveryAuthenticateResponse> {
  return client.passwords.discovery.resetByEmail({ password_reset_token: token, password, signal });
}

export function checkStrength({ client }: Env, password: string, email: string | undefined, signal: AbortSignal): Promise<B2BPasswordStrengthCheckResponse> {
  return client.passwords.strengthCheck({ password, ...(email === undefined ? {} : { email_address: email }), signal });
}
