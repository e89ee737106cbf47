/**
 * The B2B OAuth buttons in the gallery (docs/behaviour.md §11): B2BMain with
 * the five providers (discovery), and an organization's sign-in that allows
 * two of them. Spread into B2B_SCENARIOS (b2b-scenarios.ts).
 */
import type { B2BOrganizationBySlugMatch } from '../../src/core/b2b';
import type { B2BLoginConfig } from '../../src/ui/b2b/config/b2b-config-types';
import type { B2BScenario } from './b2b-scenarios';

const OAUTH: B2BLoginConfig['oauthOptions'] = {
  providers: ['google', 'microsoft', 'hubspot', 'slack', 'github'],
  discoveryRedirectURL: 'https://app.example.com/authenticate',
  loginRedirectURL: 'https://app.example.com/authenticate',
  signupRedirectURL: 'https://app.example.com/authenticate',
};

/** Globex as its slug finds it: email passcodes, Google and GitHub allowed. */
const GLOBEX: B2BOrganizationBySlugMatch = {
  organization_id: 'organization-globex',
  organization_name: 'Globex',
  organization_slug: 'globex',
  organization_logo_url: '',
  sso_active_connections: [],
  sso_default_connection_id: null,
  email_allowed_domains: [],
  email_jit_provisioning: 'NOT_ALLOWED',
  oauth_tenant_jit_provisioning: 'NOT_ALLOWED',
  allowed_oauth_tenants: {},
  auth_methods: 'RESTRICTED',
  allowed_auth_methods: ['email_otp', 'google_oauth', 'github_oauth'],
  mfa_policy: 'OPTIONAL',
};

export const B2B_OAUTH_SCENARIOS: B2BScenario[] = [
  {
    widget: 'b2b',
    id: 'b2b-oauth-main',
    title: 'B2BMain — Discovery with the five OAuth providers',
    note: "The email field, then 'Continue with' Google, Microsoft, HubSpot, Slack and GitHub (products order).",
    config: { authFlowType: 'Discovery', products: ['emailOtp', 'oauth'], sessionOptions: { sessionDurationMinutes: 60 }, oauthOptions: OAUTH },
  },
  {
    widget: 'b2b',
    id: 'b2b-oauth-organization-login',
    title: "OrganizationLogin — the organization's OAuth providers",
    note: 'Globex allows email passcodes, Google and GitHub: of the five configured providers, only those two show.',
    config: {
      authFlowType: 'Organization',
      organizationSlug: 'globex',
      products: ['emailOtp', 'oauth'],
      sessionOptions: { sessionDurationMinutes: 60 },
      oauthOptions: OAUTH,
    },
    initialState: { screen: 'OrganizationLogin', organization: GLOBEX, only: null, email: '' },
  },
];
