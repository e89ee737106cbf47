/**
 * The password flow's domain actions (spec section 4: the email search, the
 * reset emails and the screens they lead to, a successful create, login or
 * reset).
 */
import type { PasswordsAuthenticateResponse, PasswordsCreateResponse, PasswordsResetByEmailStartResponse } from '../../../core';
import type { ScreenError } from '../flow';
import type { PasswordCreateOrLoginState } from './state';

/**
 * Why a reset email was sent, which decides the next screen: 'Forgot
 * Password?' → PasswordForgot; 'Create a password instead' and the
 * passwordless path → PasswordSetNew; a `reset_password` answer →
 * PasswordDedupe; a `breached_password` login → PasswordBreached; an
 * expired reset link (reset page) → PasswordForgot.
 */
export type ResetReason = 'forgot' | 'createInstead' | 'dedupe' | 'breached' | 'passwordless' | 'expiredToken';

/** How a visitor got signed in (the event the host receives). */
export type PasswordSignIn = 'create' | 'login' | 'reset' | 'loginLink';

export type PasswordsAction =
  /** `users/search` answered `new` or `password` for the email of Main's password tab. */
  | { type: 'passwords/searched'; email: string; userType: PasswordCreateOrLoginState['type'] }
  /** A reset email was sent. */
  | { type: 'passwords/resetSent'; email: string; reason: ResetReason; sentAt: number; response: PasswordsResetByEmailStartResponse }
  /** The reset email was sent again from one of the check-your-email screens. */
  | { type: 'passwords/resetResent'; email: string; sentAt: number; response: PasswordsResetByEmailStartResponse }
  /** Signed in (created, logged in, reset, or the emailed login link). */
  | { type: 'passwords/signedIn'; via: PasswordSignIn; response: PasswordsAuthenticateResponse | PasswordsCreateResponse }
  /** The reset page's token was refused (used or expired). */
  | { type: 'passwords/tokenRejected'; error: ScreenError };

export const passwordsSearched = (email: string, userType: PasswordCreateOrLoginState['type']): PasswordsAction => ({
  type: 'passwords/searched',
  email,
  userType,
});

export const resetSent = (
  email: string,
  reason: ResetReason,
  response: PasswordsResetByEmailStartResponse,
  sentAt = Date.now(),
): PasswordsAction => ({ type: 'passwords/resetSent', email, reason, sentAt, response });

export const resetResent = (
  email: string,
  response: PasswordsResetByEmailStartResponse,
  sentAt = Date.now(),
): PasswordsAction => ({ type: 'passwords/resetResent', email, sentAt, response });

export const signedIn = (
  via: PasswordSignIn,
  response: PasswordsAuthenticateResponse | PasswordsCreateResponse,
): PasswordsAction => ({ type: 'passwords/signedIn', via, response });

export const tokenRejected = (error: ScreenError): PasswordsAction => ({ type: 'passwords/tokenRejected', error });
