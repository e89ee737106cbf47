/**
 * The B2B widget's own texts of the identity-provider screens (docs/behaviour.md
 * §11): the consent titles and the logout question name the signed-in member's
 * organization where the consumer's (messages.ts) name the project. In the B2B
 * flow's catalogue only (b2b.tsx), so the consumer's chunk holds none of them.
 *
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 */
export const B2B_IDP_MESSAGES = {
  'idp.b2b.titleStandardScopes': 'Sign in to {clientName} with {organizationName}', // Portico's wording
  'idp.b2b.titleCustomScopes': '{clientName} wants to access your {organizationName} account', // Portico's wording
  'idp.b2b.logoutBody': 'Are you sure you want to log out of your {organizationName} account?', // Portico's wording
} as const;

export type B2BIDPMessageKey = keyof typeof B2B_IDP_MESSAGES;
