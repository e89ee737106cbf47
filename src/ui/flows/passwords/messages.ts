/**
 * Texts of the password flow's screens (docs/behaviour.md §2.4;
 * §5.5, the strength display). They load with the flow's chunk.
 *
 * Unmarked texts are the product's fixed wording, kept character for character.
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 */
export const PASSWORD_MESSAGES = {
  'field.password': 'Password', // Portico's wording
  'password.newPassword': 'New password', // Portico's wording
  'password.showPassword': 'Show password', // Portico's wording (the toggle's name; aria-pressed says whether it is shown)

  // ── Create or log in ───────────────────────────────────────────────────
  'password.createTitle': 'Create an account', // Portico's wording
  'password.createBody': 'Choose a password for {email}.', // Portico's wording
  'password.loginTitle': 'Log in', // Portico's wording
  'password.loginBody': 'Enter the password for {email}.', // Portico's wording
  'password.forgot': 'Forgot Password?',
  'password.createInstead': 'Create a password instead',
  'password.emailLinkInstead': 'Email me a login link', // Portico's wording
  'password.emailCodeInstead': 'Email me a login code', // Portico's wording

  // ── Strength (docs/behaviour.md §5.5) ──────────────────────────────────────────
  'password.strengthLabel': 'Password strength', // Portico's wording (the meter's accessible name)
  'password.strength.veryWeak': 'Very weak', // Portico's wording (score 0–1)
  'password.strength.weak': 'Weak', // Portico's wording (score 2)
  'password.strength.strong': 'Strong', // Portico's wording (score 3)
  'password.strength.veryStrong': 'Very strong', // Portico's wording (score 4)
  'password.requirementsLabel': 'Password requirements', // Portico's wording (the checklist's accessible name)
  'password.requirementMet': 'Done:', // Portico's wording (read before a met requirement)
  'password.requirementUnmet': 'Not yet:', // Portico's wording (read before an unmet requirement)
  // LUDS checklist. `{count}` stands for the number (docs/behaviour.md §10).
  // Plural forms by `Intl.PluralRules` (docs/i18n.md, "Plurals"): the product's 'character(s)' in proper English.
  'password.luds.length': { one: 'Must be at least {count} character long', other: 'Must be at least {count} characters long' },
  'password.luds.complexity': {
    one: 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
    other: 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  },
  'password.luds.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',

  // ── Reset emails sent ──────────────────────────────────────────────────
  'password.forgotTitle': 'Check your email for help signing in!', // Portico's wording
  'password.forgotBody': 'We sent an email to {email} with a link to reset your password. Follow the link to choose a new password.', // Portico's wording
  'password.setNewTitle': 'Check your email!', // Portico's wording
  'password.setNewBody': 'We sent an email to {email}. Follow the link in it to set a password for your account.', // Portico's wording
  'password.dedupeTitle': 'Check your email to set a new password', // Portico's wording
  'password.dedupeBody':
    "We want to make sure your account is secure and that it's really you logging in! We sent an email to {email}. Follow the link in it to set a new password.", // Portico's wording
  'password.breachedTitle': 'Check your email to reset your password', // Portico's wording (the first paragraph is the `breached_password` text, docs/behaviour.md §8.2)
  'password.breachedBody':
    'To keep your account safe, we sent an email to {email}. Follow the link in it to choose a new password you have not used elsewhere.', // Portico's wording
  'password.didntGetIt': "Didn't get it?", // Portico's wording
  'password.resend': 'Resend email', // Portico's wording
  'password.emailResent': 'Email resent',

  // ── Reset page ─────────────────────────────────────────────────────────
  'password.loggingIn': 'Logging in...',
  'password.resetTitle': 'Reset your password',
  'password.resetBody': 'Choose a new password for your account.', // Portico's wording
  'password.requestNewBody': "Enter your email address and we'll send you a new link.", // Portico's wording
  'password.sendNewEmail': 'Send a new email', // Portico's wording

  // ── Confirmation ───────────────────────────────────────────────────────
  'password.confirmationTitle': 'Success!', // Portico's wording
  'password.confirmationBody': 'You have successfully logged in.', // Portico's wording
} as const;

export { PASSWORD_ERROR_MESSAGES } from '../password-error-messages';
