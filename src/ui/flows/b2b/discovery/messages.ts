/** Texts of the organization list, the no-organizations screen and the create screen. */
export const B2B_DISCOVERY_MESSAGES = {
  'b2b.discovery.title': 'Select an organization to continue',
  'b2b.discovery.continue': 'Continue',
  'b2b.discovery.acceptInvite': 'Accept Invite',
  'b2b.discovery.join': 'Join',
  'b2b.discovery.create': 'Create an organization',
  'b2b.discovery.working': 'Logging in...',
  'b2b.discovery.none.title': '{email} does not belong to any organizations.',
  'b2b.discovery.none.askAdmin': 'Make sure your email address is correct. Otherwise, you might need to be invited by your admin.',
  'b2b.discovery.none.createTitle': 'Create an organization to get started',
  'b2b.discovery.none.createBody':
    '{email} does not have an account. Think this is a mistake? Try a different email address, or contact your admin.',
  'b2b.discovery.none.tryAgain': 'Try a different email address',
  'b2b.discovery.createForm.title': 'Create an organization',
  'b2b.discovery.createForm.name': 'Organization name', // Portico's wording
  'b2b.discovery.createForm.slug': 'Organization slug',
  'b2b.discovery.createForm.url': 'Your organization’s address: {url}', // Portico's wording
  'b2b.discovery.createForm.submit': 'Create organization', // Portico's wording
  'b2b.discovery.createForm.nameRequired': 'Enter a name for your organization.', // Portico's wording
  'b2b.discovery.createForm.slugInvalid':
    'Use 2 to 128 letters, digits, hyphens, periods, underscores or tildes.', // Portico's wording
} as const;
