/**
 * API errors of the password flows (the consumer's and the B2B one's) that
 * the core's catalogue does not word (Portico's wording), keyed by error type
 * like the core's catalogue (`src/core/error-messages.ts`) but loaded with
 * each password flow, so the first load does not carry them.
 */
export const PASSWORD_ERROR_MESSAGES = {
  weak_password: 'This password is too weak. Choose a stronger password.',
  unable_to_auth_password_reset_token:
    'The password reset link could not be used because it was either already used or expired. Request a new email to reset your password.',
} as const;
