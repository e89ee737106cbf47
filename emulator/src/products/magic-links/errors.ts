import { apiError } from '../../errors';

/** The magic-link product's errors (docs/protocol.md §7.1). */
export const MagicLinkErrors = {
  missingPkce: () => apiError(400, 'missing_pkce', 'This flow requires PKCE: send a code_challenge.'),
  pkceMismatch: () =>
    apiError(400, 'pkce_mismatch', 'The PKCE code_verifier is missing or does not match the code_challenge.'),
  unusable: () =>
    apiError(
      401,
      'unable_to_auth_magic_link',
      'The magic link could not be authenticated because it was either already used or expired.',
    ),
} as const;
