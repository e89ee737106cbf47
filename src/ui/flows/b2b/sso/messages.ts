/**
 * Texts of the SSO screens (docs/architecture.md, "B2B widget"). Unmarked
 * texts are the provider's B2B UI wording, so its hosts can switch; entries
 * marked `// Portico's wording` were chosen here.
 */
export const SSO_MESSAGES = {
  'b2b.sso.emailTitle': 'Enter your email to continue',
  'b2b.sso.connectionsTitle': 'Select a connection to continue',
  'b2b.sso.organizationTitle': 'Continue to {organization}', // Portico's wording
  'b2b.sso.continueWith': 'Continue with {name}',
  'b2b.sso.noConnections': 'This organization has no single sign-on connection yet. Try another method.', // Portico's wording
  'b2b.sso.fallbackTitle': "Sorry, we couldn't find any connections",
  'b2b.sso.fallbackBody':
    "Please input the Organization's unique slug to continue. If you don't know the unique slug, log in through another method to view all of your available Organizations.",
  'b2b.sso.slugField': 'Organization slug',
  'b2b.sso.slugRequired': 'Enter the organization slug.', // Portico's wording
  'b2b.sso.orgNotFound': 'Organization not found. Please try again.',
  'b2b.sso.landingFailedTitle': 'We could not sign you in', // Portico's wording (as the consumer landing's)
  'b2b.sso.tryAnotherMethod': 'Try another method',
  'b2b.sso.redirecting': 'Redirecting to {name}…', // Portico's wording
  'b2b.sso.signingIn': 'Signing in…', // Portico's wording
} as const;
