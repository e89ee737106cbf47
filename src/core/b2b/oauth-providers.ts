/**
 * The B2B OAuth providers (docs/behaviour.md §1), apart from the OAuth module
 * so the entry can name them without loading it (client.ts), as the consumer
 * client keeps its list (products/oauth-providers.ts).
 */
export const B2B_OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type B2BOAuthProvider = (typeof B2B_OAUTH_PROVIDERS)[number];
