import { apiError } from '../../errors';

/** The TOTP product's own errors (docs/protocol.md §7.10); wrong codes and lockouts use the shared ones. */
export const TotpErrors = {
  notFound: () => apiError(404, 'totp_not_found', 'No TOTP registration could be found for this user.'),
  activeExists: () => apiError(409, 'active_totp_exists', 'The user already has an active TOTP registration.'),
  recoveryCodeUnusable: () =>
    apiError(401, 'unable_to_authenticate_recovery_code', 'The recovery code is invalid or has already been used.'),
} as const;
