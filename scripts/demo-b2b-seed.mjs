// The B2B project of `npm run demo` (scripts/demo.mjs): what its emulator holds
// at start, so the /b2b page has something to show. Seeded through the
// emulator's dev API (POST /_emulator/organizations; the emulated identity
// provider's settings from GET /_emulator/emulated_idp), the same calls the
// browser tests make (docs/testing.md).
//
//   Acme      SSO through the emulator's own identity provider (SAML) for
//             any address @acme.test (new ones join by JIT provisioning);
//             ada@acme.test is a member, and so is you@example.com.
//   Globex    MFA required for every member (REQUIRED_FOR_ALL): signing in
//             asks for a second factor (an authenticator app or a text);
//             you@example.com is a member, and any @example.com address
//             may join (email JIT provisioning).
//   Anything else (e.g. founder@newco.test) belongs nowhere: discovery
//   offers to create an organization.
//
// Exported for the browser test (test/e2e/demo-b2b.test.ts), which signs in
// with these addresses.

export const B2B_DEMO = Object.freeze({
  /** An address with two organizations to choose from (Acme, Globex). */
  memberEmail: 'you@example.com',
  /** The SSO organization's domain and its seeded member. */
  ssoDomain: 'acme.test',
  ssoMemberEmail: 'ada@acme.test',
  ssoOrganizationName: 'Acme',
  ssoOrganizationSlug: 'acme',
  mfaOrganizationName: 'Globex',
  mfaOrganizationSlug: 'globex',
  /** An address without organizations: discovery offers to create one. */
  newEmail: 'founder@newco.test',
});

/**
 * Seeds the demo's B2B organizations into the emulator behind `api` (the
 * handle's dev-API client). Runs once per start: the demo's emulator keeps
 * nothing between runs.
 */
export async function seedB2BDemo(api) {
  const { saml } = await api.emulatedIdp.settings();
  const acme = await api.organizations.create({
    organization_name: B2B_DEMO.ssoOrganizationName,
    organization_slug: B2B_DEMO.ssoOrganizationSlug,
    email_allowed_domains: [B2B_DEMO.ssoDomain],
    sso_jit_provisioning: 'ALL_ALLOWED',
    members: [
      { email_address: B2B_DEMO.ssoMemberEmail, name: 'Ada Lovelace', roles: ['stytch_admin'] },
      { email_address: B2B_DEMO.memberEmail, name: 'You' },
    ],
    sso_connections: [{ type: 'saml', display_name: 'Acme SSO (emulated identity provider)', ...saml }],
  });
  const globex = await api.organizations.create({
    organization_name: B2B_DEMO.mfaOrganizationName,
    organization_slug: B2B_DEMO.mfaOrganizationSlug,
    email_allowed_domains: ['example.com'],
    email_jit_provisioning: 'RESTRICTED',
    mfa_policy: 'REQUIRED_FOR_ALL',
    members: [{ email_address: B2B_DEMO.memberEmail, name: 'You' }],
  });
  return { acme, globex };
}
