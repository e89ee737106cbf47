import { apiError } from '../../errors';

/**
 * The B2B products' errors, with the provider's error types (wire-exact names:
 * the provider's published clients switch on them, docs/protocol.md §3).
 */
export const B2BErrors = {
  unauthorizedAction: (resourceId: string, action: string) =>
    apiError(403, 'unauthorized_action', `Unauthorized action: the member may not ${action} on ${resourceId}.`),
  organizationNotFound: () => apiError(404, 'organization_not_found', 'Organization could not be found.'),
  memberNotFound: () => apiError(404, 'member_not_found', 'Member could not be found.'),
  noDeletedMemberForReactivation: () =>
    apiError(404, 'no_deleted_member_found_for_reactivation', 'No deleted member was found to reactivate.'),
  duplicateMemberEmail: () =>
    apiError(409, 'duplicate_member_email', 'A member with this email address already exists in the organization.'),
  duplicateMemberPhoneNumber: () =>
    apiError(409, 'duplicate_member_phone_number', 'A member with this phone number already exists for the organization.'),
  slugAlreadyUsed: () =>
    apiError(409, 'organization_slug_already_used', 'The provided organization_slug is already used in another organization.'),
  invalidSlug: () =>
    apiError(
      400,
      'invalid_organization_slug',
      'organization_slug must be 2 to 128 characters: letters, digits and the characters - . _ ~',
    ),
  invalidOrganizationName: () =>
    apiError(400, 'invalid_organization_name', 'organization_name must be 1 to 128 characters.'),
  memberPasswordNotFound: () => apiError(404, 'member_password_not_found', 'Member password not found.'),
  totpNotFound: () => apiError(404, 'totp_not_found', 'The member has no TOTP registration.'),
  phoneNumberNotFound: () => apiError(404, 'phone_number_not_found', 'The member has no MFA phone number.'),
  intermediateSessionNotFound: () =>
    apiError(404, 'intermediate_session_not_found', 'Intermediate session could not be found.'),
  emailJitProvisioningNotAllowed: () =>
    apiError(
      403,
      'email_jit_provisioning_not_allowed',
      'The organization does not allow members to join by email (email_jit_provisioning is NOT_ALLOWED).',
    ),
  invalidEmailForJitProvisioning: () =>
    apiError(
      403,
      'invalid_email_for_jit_provisioning',
      "The email address's domain is not one of the organization's email_allowed_domains.",
    ),
  invalidOAuthTenantForJit: () =>
    apiError(
      403,
      'invalid_oauth_tenant_for_jit_provisioning',
      "The OAuth identity's tenant is not one of the organization's allowed_oauth_tenants for its provider.",
    ),
  unusableMagicLink: () =>
    apiError(
      401,
      'unable_to_auth_magic_link',
      'The magic link could not be authenticated because it was either already used or expired.',
    ),
  createOrganizationDisabled: () =>
    apiError(403, 'unauthorized_action', 'Creating organizations is turned off for this project (createOrganizationEnabled).'),
} as const;
