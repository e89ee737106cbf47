/**
 * The password flow's requests (docs/protocol.md §7): config → client call, each
 * with the screen's abort signal. Reset emails carry the config's
 * `passwordOptions` (docs/protocol.md §7.4).
 */
import type {
  MagicLinksAuthenticateResponse,
  PasswordsAuthenticateResponse,
  PasswordsCreateResponse,
  PasswordsResetByEmailStartResponse,
  PasswordsStrengthCheckResponse,
  PorticoClient,
  UserSearchResponse,
} from '../../../core';
import type { NormalizedLoginConfig } from '../../config/config-types';

type Env = { client: PorticoClient; config: NormalizedLoginConfig };

/** `users/search`: new, password or passwordless. */
export function searchUser({ client }: Env, email: string, signal: AbortSignal): Promise<UserSearchResponse> {
  return client.user.search(email, { signal });
}

/** `passwords/email/reset/start` with the host's redirect URLs, lifetime, template and locale. */
export function sendResetEmail({ client, config }: Env, email: string, signal: AbortSignal): Promise<PasswordsResetByEmailStartResponse> {
  const o = config.passwordOptions;
  return client.passwords.resetByEmailStart({
    email,
    reset_password_redirect_url: o.resetPasswordRedirectURL,
    login_redirect_url: o.loginRedirectURL,
    reset_password_expiration_minutes: o.resetPasswordExpirationMinutes,
    reset_password_template_id: o.resetPasswordTemplateId,
    locale: o.locale,
    signal,
  });
}

export function createPassword({ client, config }: Env, email: string, password: string, signal: AbortSignal): Promise<PasswordsCreateResponse> {
  return client.passwords.create({
    email,
    password,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}

export function logIn({ client, config }: Env, email: string, password: string, signal: AbortSignal): Promise<PasswordsAuthenticateResponse> {
  return client.passwords.authenticate({
    email,
    password,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}

export function checkStrength({ client }: Env, password: string, email: string | undefined, signal: AbortSignal): Promise<PasswordsStrengthCheckResponse> {
  return client.passwords.strengthCheck({ password, email, signal });
}

/** Sets the new password with the emailed token (and the PKCE verifier the client kept). */
export function resetPassword({ client, config }: Env, token: string, password: string, signal: AbortSignal): Promise<PasswordsAuthenticateResponse> {
  return client.passwords.resetByEmail({
    token,
    password,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}

/** The reset email's `stytch_token_type=login` link: a magic-link token. */
export function logInWithEmailedToken({ client, config }: Env, token: string, signal: AbortSignal): Promise<MagicLinksAuthenticateResponse> {
  return client.magicLinks.authenticate(token, {
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}
