import type { B2BOrganizationBySlugMatch as Organization } from '../../../../core/b2b';
import type { ScreenStateBase } from '../../flow';

/**
 * Which reset an emailed link finishes (its `stytch_token_type`): one
 * organization's (`multi_tenant_passwords`) or a discovery reset (`discovery`).
 */
export type B2BResetTokenType = 'multi_tenant_passwords' | 'discovery';

/**
 * Email and password, for `organization`, or by discovery (null: every
 * organization of the address). `email` prefills the field.
 */
export interface B2BPasswordLoginState extends ScreenStateBase {
  screen: 'B2BPasswordLogin';
  email: string;
  organization: Organization | null;
}

/**
 * Why the visitor is asked for a reset email: they asked ('Forgot your
 * password?'), the member has no password yet (`noPassword`), or the server
 * refused a breached one (`breached`).
 */
export type B2BResetReason = 'forgot' | 'noPassword' | 'breached';

/** The email a reset link goes to, before it is sent. */
export interface B2BPasswordForgotState extends ScreenStateBase {
  screen: 'B2BPasswordForgot';
  email: string;
  organization: Organization | null;
  reason: B2BResetReason;
}

/** 'Check your email': the reset link went to `email` (with resend). */
export interface B2BPasswordResetSentState extends ScreenStateBase {
  screen: 'B2BPasswordResetSent';
  email: string;
  organization: Organization | null;
}

/**
 * The emailed link's form: a new password. `token` and `tokenType` absent:
 * read from the page URL (`token`, `stytch_token_type`) by the screen, since
 * the address is the browser's (a server render waits for it).
 */
export interface B2BPasswordResetFormState extends ScreenStateBase {
  screen: 'B2BPasswordResetForm';
  token?: string;
  tokenType?: B2BResetTokenType;
}

export type B2BPasswordsState =
  | B2BPasswordLoginState
  | B2BPasswordForgotState
  | B2BPasswordResetSentState
  | B2BPasswordResetFormState;
