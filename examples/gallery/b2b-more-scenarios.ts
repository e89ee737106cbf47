/**
 * More of the B2B widget's screen states in the gallery (docs/behaviour.md §11): the Organization
 * login (its lookup, 'not found', an organization with a logo that allows only some methods), the
 * SSO redirect and landing, the SMS enrolment, and the error and expiry states of the passcode,
 * MFA and password screens. Spread into B2B_SCENARIOS (b2b-scenarios.ts); same fake `fetch` table
 * (fake-api.ts), same frozen clock (frozen-clock.ts: a countdown reads its first second).
 */
import type { B2BLoginConfig } from '../../src/ui/b2b/config/b2b-config-types';
import { GALLERY_EMAIL, member, organization } from './b2b-records';
import type { B2BScenario } from './b2b-scenarios';
import { apiError, never } from './fake-api';
import { FROZEN_NOW } from './frozen-clock';

const EMAIL = GALLERY_EMAIL;
const OKTA = { connection_id: 'saml-connection-1', display_name: 'Okta', identity_provider: 'okta' };

/** The logo next to the gallery's page (examples/gallery/acme-logo.svg), as an http(s) address the screen accepts. */
const LOGO_URL = typeof document === 'undefined' ? 'https://gallery.example/acme-logo.svg' : new URL('acme-logo.svg', document.baseURI).href;

const DISCOVERY: B2BLoginConfig = {
  authFlowType: 'Discovery',
  products: ['emailOtp', 'emailMagicLinks', 'sso', 'passwords'],
  sessionOptions: { sessionDurationMinutes: 60 },
};

/** The Organization login, configured with more products than Acme allows. */
const ORGANIZATION: B2BLoginConfig = {
  authFlowType: 'Organization',
  organizationSlug: 'acme',
  products: ['sso', 'emailOtp', 'emailMagicLinks', 'passwords'],
  sessionOptions: { sessionDurationMinutes: 60 },
};

/** Acme with a logo and an SSO connection, allowing only email codes and passwords. */
const ACME = organization('Acme', 'acme', {
  organization_logo_url: LOGO_URL,
  sso_active_connections: [OKTA],
  auth_methods: 'RESTRICTED',
  allowed_auth_methods: ['email_otp', 'password'],
  mfa_policy: 'REQUIRED_FOR_ALL',
});

const ADA = member(ACME);

const MFA = { member: ADA, organization: ACME, phoneNumber: '', totpEnrolled: false, methods: ['totp', 'smsOtp'] as Array<'totp' | 'smsOtp'> };
const WRONG_CODE = { message: { key: 'otp_code_not_found', fallback: 'Invalid passcode, please try again.' }, field: true };

export const B2B_MORE_SCENARIOS: B2BScenario[] = [
  {
    widget: 'b2b',
    id: 'organization-load',
    title: 'OrganizationLoad — finding the organization',
    note: "authFlowType 'Organization': the slug's lookup has not answered yet.",
    config: ORGANIZATION,
    routes: { 'POST /b2b/organizations/search': never },
  },
  {
    widget: 'b2b',
    id: 'organization-not-found',
    title: 'OrganizationNotFound — an unknown slug',
    note: 'No organization has the slug of the page address.',
    config: { ...ORGANIZATION, organizationSlug: 'umbrella' },
    initialState: { screen: 'OrganizationNotFound', slug: 'umbrella' },
  },
  {
    widget: 'b2b',
    id: 'organization-login',
    title: 'OrganizationLogin — logo, name, the methods it allows',
    note: 'Configured: SSO, email codes and links, passwords; Acme allows only email codes and passwords.',
    config: ORGANIZATION,
    initialState: { screen: 'OrganizationLogin', organization: ACME, only: null, email: '' },
  },
  {
    widget: 'b2b',
    id: 'sso-redirecting',
    title: 'SSORedirecting — leaving for the identity provider',
    note: 'An SSO start: the page is on its way to Okta.',
    config: DISCOVERY,
    initialState: { screen: 'SSORedirecting', connection: OKTA },
  },
  {
    widget: 'b2b',
    id: 'sso-authenticate',
    title: 'SSOAuthenticate — redeeming the SSO token',
    note: 'Back from the identity provider: the token is being redeemed.',
    config: DISCOVERY,
    initialState: { screen: 'SSOAuthenticate' },
    routes: { 'POST /b2b/sso/authenticate': never },
  },
  {
    widget: 'b2b',
    id: 'sso-authenticate-failed',
    title: 'SSOAuthenticate — a refused token',
    note: 'The token was already used or expired: the reason, and Try another method.',
    config: DISCOVERY,
    initialState: { screen: 'SSOAuthenticate' },
    routes: {
      'POST /b2b/sso/authenticate': () =>
        apiError(404, 'sso_token_not_found', 'The SSO token could not be found: it was already used, expired or never issued.'),
    },
  },
  {
    widget: 'b2b',
    id: 'b2b-email-otp-wrong-code',
    title: 'B2BEmailOtp — a wrong code',
    note: 'The code typed was refused: the field is marked and cleared.',
    config: DISCOVERY,
    initialState: { screen: 'B2BEmailOtp', email: EMAIL, error: WRONG_CODE },
  },
  {
    widget: 'b2b',
    id: 'b2b-email-otp-expired',
    title: 'B2BEmailOtp — the code expired',
    note: 'The countdown ran out: the field waits for a new code.',
    config: DISCOVERY,
    initialState: { screen: 'B2BEmailOtp', email: EMAIL, expiresAt: FROZEN_NOW, expired: true },
  },
  {
    widget: 'b2b',
    id: 'mfa-sms-enroll',
    title: 'MfaSmsEnroll — the phone number',
    note: "'Text me a code' on the enrolment choice.",
    config: DISCOVERY,
    initialState: { screen: 'MfaSmsEnroll', ...MFA },
  },
  {
    widget: 'b2b',
    id: 'mfa-sms-entry-expired',
    title: 'MfaSmsEntry — the texted code expired',
    note: 'The countdown ran out: resend for a new code.',
    config: DISCOVERY,
    initialState: {
      screen: 'MfaSmsEntry',
      ...MFA,
      phoneNumber: '+15555550123',
      sent: true,
      enrolling: null,
      destination: '+1 555 555 0123',
      expiresAt: FROZEN_NOW,
      expired: true,
    },
  },
  {
    widget: 'b2b',
    id: 'mfa-totp-entry-wrong-code',
    title: 'MfaTotpEntry — a wrong code',
    note: 'The authenticator code was refused.',
    config: DISCOVERY,
    initialState: { screen: 'MfaTotpEntry', ...MFA, totpEnrolled: true, enrolment: null, error: WRONG_CODE },
  },
  {
    widget: 'b2b',
    id: 'b2b-password-login-wrong-password',
    title: 'B2BPasswordLogin — a wrong password',
    note: 'The address or the password is not right: the password field is marked.',
    config: DISCOVERY,
    initialState: {
      screen: 'B2BPasswordLogin',
      email: EMAIL,
      organization: null,
      error: { message: { key: 'unauthorized_credentials', fallback: 'Unauthorized credentials.' }, field: true },
    },
  },
];
