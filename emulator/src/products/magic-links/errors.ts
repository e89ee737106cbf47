import { apiError } from '../../errors';

/** The magic-link product's errors (docs/protocol.md §7.1). */
export const MagicLinkErrors = {
  unusable: () =>
    apiError(
      401,
      'unable_to_auth_magic_link',
      'The magic link could not be authenticated because it was either already used or expired.',
    ),
} as const;
