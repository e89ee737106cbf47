/**
 * Texts of the password flow's screens (spec section 2, "Password screens";
 * section 5, the strength display). They load with the flow's chunk.
 *
 * Texts quoted by the spec are copied character for character. Entries marked
 * `// spec silent` are wording chosen here because the spec does not show it.
 */
export const PASSWORD_MESSAGES = {
  'field.password': 'Password', // spec silent
  'password.newPassword': 'New password', // spec silent
  'password.showPassword': 'Show password', // spec silent (the toggle's name; aria-pressed says whether it is shown)

  // ── Create or log in ───────────────────────────────────────────────────
  'password.createTitle': 'Create an account', // spec silent
  'password.createBody': 'Choose a password for {email}.', // spec silent
  'password.loginTitle': 'Log in', // spec silent
  'password.loginBody': 'Enter the password for {email}.', // spec silent
  'password.forgot': 'Forgot Password?',
  'password.createInstead': 'Create a password instead',
  'password.emailLinkInstead': 'Email me a login link', // spec silent
  'password.emailCodeInstead': 'Email me a login code', // spec silent

  // ── Strength (spec section 5) ──────────────────────────────────────────
  'password.strengthLabel': 'Password strength', // spec silent (the meter's accessible name)
  'password.strength.veryWeak': 'Very weak', // spec silent (score 0–1)
  'password.strength.weak': 'Weak', // spec silent (score 2)
  'password.strength.strong': 'Strong', // spec silent (score 3)
  'password.strength.veryStrong': 'Very strong', // spec silent (score 4)
  'password.requirementsLabel': 'Password requirements', // spec silent (the checklist's accessible name)
  'password.requirementMet': 'Done:', // spec silent (read before a met requirement)
  'password.requirementUnmet': 'Not yet:', // spec silent (read before an unmet requirement)
  // LUDS checklist. `{count}` is the spec's '#'.
  'password.luds.length': 'Must be at least {count} character(s) long',
  'password.luds.complexity': 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  'password.luds.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',

  // ── Reset emails sent ──────────────────────────────────────────────────
  'password.forgotTitle': 'Check your email for help signing in!', // spec silent
  'password.forgotBody': 'We sent an email to {email} with a link to reset your password. Follow the link to choose a new password.', // spec silent
  'password.setNewTitle': 'Check your email!', // spec silent
  'password.setNewBody': 'We sent an email to {email}. Follow the link in it to set a password for your account.', // spec silent
  'password.dedupeTitle': 'Check your email to set a new password', // spec silent
  'password.dedupeBody':
    "We want to make sure your account is secure and that it's really you logging in! We sent an email to {email}. Follow the link in it to set a new password.", // spec silent
  'password.breachedTitle': 'Check your email to reset your password', // spec silent (the first paragraph is the section 8 text)
  'password.breachedBody':
    'To keep your account safe, we sent an email to {email}. Follow the link in it to choose a new password you have not used elsewhere.', // spec silent
  'password.didntGetIt': "Didn't get it?", // spec silent
  'password.resend': 'Resend email', // spec silent
  'password.emailResent': 'Email resent',

  // ── Reset page ─────────────────────────────────────────────────────────
  'password.loggingIn': 'Logging in...',
  'password.resetTitle': 'Reset your password',
  'password.resetBody': 'Choose a new password for your account.', // spec silent
  'password.requestNewBody': "Enter your email address and we'll send you a new link.", // spec silent
  'password.sendNewEmail': 'Send a new email', // spec silent

  // ── Confirmation ───────────────────────────────────────────────────────
  'password.confirmationTitle': 'Success!', // spec silent
  'password.confirmationBody': 'You have successfully logged in.', // spec silent
} as const;

/**
 * API errors of this flow that the spec's table does not word (spec silent),
 * keyed by error type like the core's catalogue (`src/core/error-messages.ts`)
 * but loaded with this flow, so the first load does not carry them.
 */
export const PASSWORD_ERROR_MESSAGES = {
  weak_password: 'This password is too weak. Choose a stronger password.',
  unable_to_auth_password_reset_token:
    'The password reset link could not be used because it was either already used or expired. Request a new email to reset your password.',
} as const;
