import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES, UI_MESSAGES, type MessageKey } from '../../../../src/ui/i18n/messages';

/** The product's fixed texts, character for character, with the key that holds each. */
const REQUIRED_TEXTS: Array<[MessageKey, string]> = [
  // Main (docs/behaviour.md §2.1)
  ['main.header', 'Sign up or log in'],
  ['main.divider', 'or'],
  ['main.tab.sms', 'Text'],
  ['main.tab.whatsapp', 'WhatsApp'],
  ['main.tab.email', 'Email'],
  ['main.passkeyButton', 'Login with a Passkey'],
  ['main.otherCryptoWallets', 'Continue with other Crypto Wallet'],
  ['main.error.passkeysAlone', 'Error: Cannot use Passkeys by itself, please add another product to the config.'],
  ['main.error.emlAndEmailOtp', 'Error: Cannot use both EML and Email OTP'],
  ['oauth.continueWithGoogle', 'Continue with Google'],
  // Email confirmation
  ['emailConfirmation.title', 'Check your email'],
  ['emailConfirmation.sentTo', 'An email was sent to {email}.'],
  ['emailConfirmation.tryAgain', 'Try again'],
  // OTP
  ['otp.verifying', 'Verifying passcode...'],
  ['otp.expired', 'Your code has expired.'],
  ['otp.resend.sent', 'Code sent'],
  ['otp.emailResent', 'Email resent'],
  ['otp.successTitle', 'Success!'],
  ['otp.successBody', 'Your passcode has been successfully verified.'],
  // Passwords
  ['password.loggingIn', 'Logging in...'],
  ['password.resetTitle', 'Reset your password'],
  ['password.forgot', 'Forgot Password?'],
  ['password.createInstead', 'Create a password instead'],
  [
    'password.luds.breached',
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  ],
  // Crypto
  ['crypto.errorTitle', 'Looks like there was an error!'],
  [
    'crypto.errorBody',
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  ],
  // Passkeys
  ['passkey.noActiveUser', 'Error: Cannot use PasskeyRegistration component without active user authenticated.'],
  ['passkey.createdTitle', 'Passkey successfully created!'],
  ['passkey.existingPasskeys', 'Existing Passkeys'],
  ['passkey.setUpAnother', 'Set up another Passkey'],
  ['passkey.done', 'Done'],
  ['passkey.delete', 'Delete'],
  ['passkey.cancel', 'Cancel'],
  ['passkey.create', 'Create a Passkey'],
  ['passkey.successTitle', 'Success!'],
  ['passkey.successBody', 'Your Passkey has been successfully authenticated.'],
  // IDP consent and logout
  ['idp.titleStandardScopes', 'Sign in to {clientName} with {projectName}'],
  ['idp.titleCustomScopes', '{clientName} wants to access your {projectName} account'],
  ['idp.permissionsStandard', 'Allow {clientName} to:'],
  ['idp.permissionsCustom', '{clientName} is requesting to:'],
  ['idp.ungrantableNotice', 'You do not have permissions to grant {clientName} access to some of the requested scopes.'],
  ['idp.ungrantableList', "You cannot grant {clientName}'s request to:"],
  ['idp.fallbackClientName', 'The App'],
  ['idp.logoutTitle', 'Log out?'],
  ['idp.logoutBody', 'Are you sure you want to log out of your {projectName} account?'],
  ['idp.logoutDenied', 'You have not been logged out. You may close this page.'],
  ['idp.missingParameter', 'Required parameter is missing: {param}. Please reach out to the application developer.'],
  ['idp.yes', 'Yes'],
  ['idp.no', 'No'],
  ['idp.allow', 'Allow'],
  ['idp.deny', 'Deny'],
  // Scope descriptions (docs/behaviour.md §6.2)
  ['idp.scope.openid', 'Verify your identity'],
  ['idp.scope.openid.detail', 'View information stored within your account'],
  ['idp.scope.personalProfile', 'View your personal profile information'],
  ['idp.scope.offline_access', "Maintain access to your data even when you're not actively using the app"],
  ['idp.scope.custom', 'Use the {scope} scope'],
  // Validation (docs/behaviour.md §5)
  ['validation.emailFormatInvalid', 'Email format is invalid.'],
  ['validation.invalidEmailAddress', 'Invalid email address.'],
  ['validation.phoneFormatInvalid', 'Phone number format is invalid. Ensure the phone number is in the E.164 format.'],
  ['field.emailPlaceholder', '{email}'],
  ['field.phonePlaceholder', '(123) 456-7890'],
];

/** docs/behaviour.md §8.2, merged in from the core's error catalogue. */
const ERROR_TABLE: Array<[string, string]> = [
  ['invalid_email', 'Email format is invalid.'],
  ['invalid_phone_number', 'Phone number format is invalid. Ensure the phone number is in the E.164 format.'],
  ['unsubscribed_phone_number', "Phone number is unsubscribed; resubscribe by texting 'START'."],
  [
    'inactive_email',
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  ],
  ['unauthorized_credentials', 'Unauthorized credentials.'],
  ['user_unauthenticated', 'Must have an active session to call this method.'],
  ['email_not_found', 'Email not found.'],
  [
    'unable_to_auth_magic_link',
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  ],
  ['no_user_password', 'Password not found for this user.'],
  ['breached_password', 'Password appears in the list of breached passwords and must be reset.'],
  ['reset_password', 'Password must be reset.'],
  ['oauth_token_not_found', 'OAuth Token could not be found.'],
  ['invalid_code', 'Code format is invalid, please try again.'],
  ['member_password_not_found', 'Member password not found.'],
  ['oauth_flow_callback_error', 'An error was encountered in the callback of the OAuth flow.'],
  ['unauthorized_action', 'Unauthorized action.'],
  ['user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.'],
  ['invalid_session_token', 'Invalid session token.'],
  ['session_not_found', 'Session not found.'],
  ['invalid_phone_number_country_code', 'The country code is invalid, unsupported or disabled.'],
  ['otp_code_not_found', 'Invalid passcode, please try again.'],
  ['duplicate_member_phone_number', 'A member with this phone number already exists for the organization.'],
];

describe('MESSAGES', () => {
  it.each(REQUIRED_TEXTS)('%s is the required text', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each(ERROR_TABLE)('error type %s maps to the required text', (type, text) => {
    expect((MESSAGES as Record<string, unknown>)[type]).toBe(text);
  });

  it('writes the LUDS checklist in proper English plurals, not the product’s "character(s)"', () => {
    expect(formatMessage(MESSAGES['password.luds.length'], { count: 1 })).toBe('Must be at least 1 character long');
    expect(formatMessage(MESSAGES['password.luds.length'], { count: 10 })).toBe('Must be at least 10 characters long');
    expect(formatMessage(MESSAGES['b2b.password.minimumLength'], { count: 12 })).toBe('Must be at least 12 characters long');
    expect(formatMessage(MESSAGES['password.luds.complexity'], { count: 3 })).toBe(
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    );
  });

  it('builds "Continue with {provider}" for every social button', () => {
    expect(formatMessage(MESSAGES['oauth.continueWith'], { provider: 'Google' })).toBe(
      MESSAGES['oauth.continueWithGoogle'],
    );
  });

  it('keeps widget keys (dotted) and error types (snake_case) apart', () => {
    for (const key of Object.keys(UI_MESSAGES)) expect(key).toContain('.');
    const errorKeys = Object.keys(MESSAGES).filter((k) => !(k in UI_MESSAGES));
    expect(errorKeys.length).toBeGreaterThan(20);
    for (const key of errorKeys) expect(key).toMatch(/^[a-z0-9_]+$/);
  });

  it('has only non-empty texts without stray whitespace', () => {
    for (const text of Object.values(MESSAGES).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))) {
      expect(text).not.toBe('');
      expect(text).toBe(text.trim());
    }
  });
});
