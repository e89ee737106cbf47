/** Texts of the B2B OAuth buttons (docs/behaviour.md §11). */
export const B2B_OAUTH_MESSAGES = {
  // The consumer's 'oauth.continueWith' wording (src/ui/flows/oauth/messages.ts), in the B2B catalogue.
  'b2b.oauth.continueWith': 'Continue with {provider}',
  'b2b.oauth.providersLabel': 'Social sign-in', // Portico's wording (the accessible name of the buttons' group, as the consumer's)
} as const;
