/** Texts of the Organization login: the lookup, 'not found', the organization's sign-in methods. */
export const ORGANIZATION_MESSAGES = {
  'b2b.organization.loading': 'Finding your organization...', // Portico's wording
  'b2b.organization.notFound.title': "We couldn't find your organization", // Portico's wording
  'b2b.organization.notFound.body': 'No organization has the address “{slug}”. Check the link you followed, or ask your administrator for it.', // Portico's wording
  'b2b.organization.notFound.noSlug': 'This page does not name an organization. Use the link your administrator gave you.', // Portico's wording
  'b2b.organization.loadFailed.retry': 'Try again', // Portico's wording
  'b2b.organization.title': 'Continue to {organization}',
  'b2b.organization.sso': 'Continue with {connection}',
  'b2b.organization.continue': 'Continue',
  'b2b.organization.invalidEmail': 'Email format is invalid.',
  'b2b.organization.or': 'or',
  'b2b.organization.password': 'Use a password instead',
  'b2b.organization.noMethods': 'No sign-in method of this page is allowed by {organization}. Ask your administrator.', // Portico's wording
} as const;
