import { apiError } from '../../errors';

/** The password product's errors (docs/protocol.md §7.4); wrong credentials and lockouts use the shared types. */
export const PasswordErrors = {
  weak: () =>
    apiError(400, 'weak_password', 'The password is too weak for the project\'s policy; check it with strength_check.'),
  breached: () =>
    apiError(400, 'breached_password', 'Password appears in the list of breached passwords and must be reset.'),
  mustReset: () => apiError(401, 'reset_password', 'Password must be reset.'),
  sessionTooOld: () =>
    apiError(
      400,
      'session_too_old_to_reset_password',
      'This session cannot reset the password: it has no password, email magic link or email passcode factor authenticated in the last 5 minutes.',
    ),
  noUserPassword: () => apiError(400, 'no_user_password', 'Password not found for this user.'),
  resetTokenUnusable: () =>
    apiError(
      401,
      'unable_to_auth_password_reset_token',
      'The password reset token could not be authenticated because it was either already used or expired.',
    ),
} as const;
