/**
 * Texts of the B2B password screens (docs/architecture.md, "B2B widget").
 * Unmarked texts are the provider's B2B UI wording, so its hosts can switch;
 * entries marked `// Portico's wording` were chosen here.
 */
export const B2B_PASSWORD_MESSAGES = {
  'b2b.password.field': 'Password',
  'b2b.password.newField': 'New password', // Portico's wording
  'b2b.password.show': 'Show password', // Portico's wording (the toggle's name; aria-pressed says whether it is shown)
  'b2b.password.required': 'Enter your password.', // Portico's wording

  // ── Log in ─────────────────────────────────────────────────────────────
  'b2b.password.loginTitle': 'Log in with email and password',
  'b2b.password.loginOrganization': 'Log in to {organization}', // Portico's wording
  'b2b.password.forgot': 'Forgot your password?', // Portico's wording

  // ── Reset email ────────────────────────────────────────────────────────
  'b2b.password.forgotTitle': 'Reset your password', // Portico's wording
  'b2b.password.forgotOrganization':
    "We'll email you a login link to sign in to your account directly or reset your password if you have one.",
  'b2b.password.forgotDiscovery':
    "We'll email you a verification link to sign up for an account or reset your password if you have one.",
  'b2b.password.noPasswordTitle': 'Set a password by email', // Portico's wording
  'b2b.password.noPasswordBody': "You don't have a password yet. We'll email you a link to set one.", // Portico's wording
  'b2b.password.breachedTitle': 'Choose a new password', // Portico's wording
  'b2b.password.breachedBody': "We'll email you a link to choose a new password you have not used elsewhere.", // Portico's wording
  'b2b.password.sendLink': 'Email me a link', // Portico's wording
  'b2b.password.sentTitle': 'Check your email',
  'b2b.password.sentBody': 'A link to reset your password was sent to you at {email}.', // Portico's wording
  'b2b.password.didntGetIt': "Didn't get it?", // Portico's wording
  'b2b.password.resend': 'Resend email',
  'b2b.password.resent': 'Email resent', // Portico's wording

  // ── Reset form ─────────────────────────────────────────────────────────
  'b2b.password.setNewTitle': 'Set a new password',
  'b2b.password.setNewBody': 'Choose a new password for your account.', // Portico's wording
  'b2b.password.noToken': 'This page was opened without a password reset link. Open the link in your email again.', // Portico's wording

  // ── Strength ───────────────────────────────────────────────────────────
  'b2b.password.strengthScore': 'Password strength: {score} out of 4.',
  'b2b.password.accepted': 'Password accepted.',
  'b2b.password.notAccepted': 'Password not accepted.',
  'b2b.password.requirementsLabel': 'Password requirements', // Portico's wording (the checklist's accessible name)
  'b2b.password.requirementMet': 'Done:', // Portico's wording (read before a met requirement)
  'b2b.password.requirementUnmet': 'Not yet:', // Portico's wording (read before an unmet requirement)
  // Portico's wording; plural forms by `Intl.PluralRules` (docs/i18n.md, "Plurals").
  'b2b.password.minimumLength': { one: 'Must be at least {count} character long', other: 'Must be at least {count} characters long' },
  'b2b.password.complexity': {
    one: 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
    other: 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  },
  'b2b.password.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
} as const;
