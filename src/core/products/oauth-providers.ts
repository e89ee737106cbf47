/**
 * The social providers (docs/behaviour.md §2.7), apart from the OAuth code so the
 * widget's config checks can name them without loading it.
 */

/** Every social provider the client can start. */
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
