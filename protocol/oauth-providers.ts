/**
 * The social providers (docs/behaviour.md §2.7): the `<provider>` of the OAuth
 * start, `/v1/public/oauth/<provider>/start` (docs/protocol.md §7.7), so wire
 * data the client and the emulator share. The client re-exports it from
 * src/core/products/oauth-providers.ts, apart from the OAuth code, so the
 * widget's config checks can name them without loading it.
 */

/** Every social provider the client can start and the emulator serves. */
export const OAUTH_PROVIDERS = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;

export type OAuthProviderType = (typeof OAUTH_PROVIDERS)[number];
