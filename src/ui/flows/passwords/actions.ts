/**
 * The password flow's domain actions (docs/behaviour.md §4.1: the email search, the
 * reset emails and the screens they lead to, a successful create, login or
 * reset).
 */
import type {
  MagicLinksAuthenticateResponse,
  PasswordsAuthenticateResponse,
  PasswordsCreateResponse,
  PasswordsResetByEmailStartResponse,
} from '../../../core';
import type { ScreenError } from '../flow';
import type { PasswordCreateOrLoginState } from './state';

/**
 * Why a reset email was sent, which decides the next screen (the passwords
 * reducer): 'Forgot Password?' → PasswordForgot; 'Create a password instead'
 * and the passwordless path → PasswordSetNew; a create or login the server
 * refused (`refused`, with its error type: `reset_password` → PasswordDedupe,
 * a `breached_password` login → PasswordBreached); an expired reset link
 * (reset page) → PasswordForgot.
 */
export type ResetReason = 'forgot' | 'createInstead' | 'refused' | 'passwordless' | 'expiredToken';

/**
 * How a visitor got signed in (which decides the event the host receives),
 * with the answer of its call: a new password (`passwords.create`),
 * a login or a reset (`passwords.authenticate`, `passwords.resetByEmail`), or
 * the reset email's login link (`magicLinks.authenticate`).
 */
export type PasswordSignedIn =
  | { via: 'create'; response: PasswordsCreateResponse }
  | { via: 'login' | 'reset'; response: PasswordsAuthenticateResponse }
  | { via: 'loginLink'; response: MagicLinksAuthenticateResponse };

export type PasswordsAction =
  /** `users/search` answered `new` or `password` for the email of Main's password tab. */
  | { type: 'passwords/searched'; email: string; userType: PasswordCreateOrLoginState['type'] }
  /** A reset email was sent. */
  | { type: 'passwords/resetSent'; email: string; reason: Exclude<ResetReason, 'refused'>; response: PasswordsResetByEmailStartResponse }
  /** A reset email was sent because the server refused a create or login with `refusal` (its error type). */
  | { type: 'passwords/resetSent'; email: string; reason: 'refused'; refusal: string; response: PasswordsResetByEmailStartResponse }
  /** The reset email was sent again from one of the check-your-email screens. */
  | { type: 'passwords/resetResent'; email: string; response: PasswordsResetByEmailStartResponse }
  /** Signed in (created, logged in, reset, or the emailed login link). */
  | ({ type: 'passwords/signedIn' } & PasswordSignedIn)
  /** The reset page's token was refused (used or expired). */
  | { type: 'passwords/tokenRejected'; error: ScreenError };

export const passwordsSearched = (email: string, userType: PasswordCreateOrLoginState['type']): PasswordsAction => ({
  type: 'passwords/searched',
  email,
  userType,
});

export const resetSent = (
  email: string,
  reason: Exclude<ResetReason, 'refused'>,
  response: PasswordsResetByEmailStartResponse,
): PasswordsAction => ({ type: 'passwords/resetSent', email, reason, response });

/** The reset email sent after the server refused a create or login with `refusal` (its error type). */
export const refusedResetSent = (email: string, refusal: string, response: PasswordsResetByEmailStartResponse): PasswordsAction => ({
  type: 'passwords/resetSent',
  email,
  reason: 'refused',
  refusal,
  response,
});

export const resetResent = (email: string, response: PasswordsResetByEmailStartResponse): PasswordsAction => ({
  type: 'passwords/resetResent',
  email,
  response,
});

/** `[via, response]` per member of `PasswordSignedIn`: the response type follows `via`. */
type SignedInArgs<S = PasswordSignedIn> = S extends PasswordSignedIn ? [via: S['via'], response: S['response']] : never;

/** Signed in `via` a password call, a reset or the emailed login link, with that call's answer. */
export function signedIn(...[via, response]: SignedInArgs): PasswordsAction {
  // One branch per member: TypeScript pairs `via` with its `response` once `via` is narrowed.
  switch (via) {
    case 'create':
      return { type: 'passwords/signedIn', via, response };
    case 'loginLink':
      return { type: 'passwords/signedIn', via, response };
    default:
      return { type: 'passwords/signedIn', via, response };
  }
}

export const tokenRejected = (error: ScreenError): PasswordsAction => ({ type: 'passwords/tokenRejected', error });
