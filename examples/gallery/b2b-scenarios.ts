/**
 * The B2B widget's screens in the gallery (docs/architecture.md, "B2B widget"):
 * each screen state of the Discovery, email, organization list, MFA, password
 * and SSO flows, mounted with `B2BWidgetRoot` over a B2B client whose only
 * fake is `fetch` (fake-api.ts). gallery.tsx shows them after the consumer
 * widget's scenarios, in both themes; the screenshot suite and the gallery's
 * axe test cover them like the others.
 */
import type { Member, Organization } from '../../src/core/b2b';
import type { B2BWidgetKind } from '../../src/ui/b2b/b2b-widget-props';
import type { B2BLoginConfig } from '../../src/ui/b2b/config/b2b-config-types';
import type { B2BWidgetState } from '../../src/ui/flows/b2b';
import { B2B_OAUTH_SCENARIOS } from './b2b-oauth-scenarios';
import { GALLERY_EMAIL, member, organization } from './b2b-records';
import type { GalleryB2BSession, Routes } from './fake-api';
import { B2B_IDP_SCENARIOS } from './b2b-idp-scenarios';
import { B2B_MORE_SCENARIOS } from './b2b-more-scenarios';

export interface B2BScenario {
  /** Marks the B2B widget's scenarios (gallery.tsx mounts `B2BWidgetRoot` for them). */
  widget: 'b2b';
  id: string;
  title: string;
  note: string;
  kind?: B2BWidgetKind;
  config: B2BLoginConfig;
  initialState?: B2BWidgetState;
  passwordResetToken?: string;
  /** The widget's `locale`, as for the consumer scenarios (scenarios.ts). */
  locale?: string;
  routes?: Routes;
  /** The client starts with this member signed in. */
  signedIn?: GalleryB2BSession;
  width?: number;
  darkPage?: boolean;
}

const EMAIL = GALLERY_EMAIL;

const DISCOVERY: B2BLoginConfig = {
  authFlowType: 'Discovery',
  products: ['emailOtp', 'emailMagicLinks', 'sso', 'passwords'],
  sessionOptions: { sessionDurationMinutes: 60 },
  emailMagicLinksOptions: { discoveryRedirectURL: 'https://app.example.com/authenticate' },
};

const ACME = organization('Acme', 'acme', { mfa_policy: 'REQUIRED_FOR_ALL' });
const GLOBEX = organization('Globex', 'globex');
const INITECH = organization('Initech', 'initech');

const ADA = member(ACME);
const MFA: { member: Member; organization: Organization; phoneNumber: string; totpEnrolled: boolean; methods: Array<'totp' | 'smsOtp'> } = {
  member: ADA,
  organization: ACME,
  phoneNumber: '',
  totpEnrolled: false,
  methods: ['totp', 'smsOtp'],
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ENROLMENT = {
  secret: SECRET,
  uri: `otpauth://totp/Acme:${encodeURIComponent(EMAIL)}?secret=${SECRET}&issuer=Acme&algorithm=SHA1&digits=6&period=30`,
  recoveryCodes: ['ckss-2skx-ebow', 'spbc-424h-usy0', 'hi08-n5tk-lns5', '1n6i-l5na-8axe'],
};

export const B2B_SCENARIOS: B2BScenario[] = [
  {
    widget: 'b2b',
    id: 'b2b-main-discovery',
    title: 'B2BMain — Discovery with email, SSO and passwords',
    note: 'The B2B sign-in: the email field, then single sign-on and passwords in products order.',
    config: DISCOVERY,
  },
  {
    widget: 'b2b',
    id: 'b2b-email-method',
    title: 'B2BEmailMethod — link or code',
    note: 'Both email products are configured: the visitor picks how to get in.',
    config: DISCOVERY,
    initialState: { screen: 'B2BEmailMethod', email: EMAIL },
  },
  {
    widget: 'b2b',
    id: 'b2b-email-otp',
    title: 'B2BEmailOtp — the emailed passcode',
    note: 'The discovery passcode was sent: six boxes and the resend link.',
    config: DISCOVERY,
    initialState: { screen: 'B2BEmailOtp', email: EMAIL },
  },
  {
    widget: 'b2b',
    id: 'b2b-email-sent',
    title: 'B2BEmailSent — check your email',
    note: 'The discovery magic link was sent.',
    config: DISCOVERY,
    initialState: { screen: 'B2BEmailSent', email: EMAIL },
  },
  {
    widget: 'b2b',
    id: 'discovery-organizations',
    title: 'DiscoveryOrganizations — three kinds of membership',
    note: 'A member of Acme, invited to Globex, and allowed to join Initech by email domain.',
    config: DISCOVERY,
    initialState: {
      screen: 'DiscoveryOrganizations',
      email: EMAIL,
      organizations: [
        { organization: ACME, membership: { type: 'active_member', details: null, member: ADA }, member_authenticated: false, primary_required: null, mfa_required: null },
        {
          organization: GLOBEX,
          membership: { type: 'invited_member', details: null, member: member(GLOBEX, { status: 'invited' }) },
          member_authenticated: false,
          primary_required: null,
          mfa_required: null,
        },
        {
          organization: INITECH,
          membership: { type: 'eligible_to_join_by_email_domain', details: { domain: 'acme.example' }, member: null },
          member_authenticated: false,
          primary_required: null,
          mfa_required: null,
        },
      ],
    },
  },
  {
    widget: 'b2b',
    id: 'discovery-no-organizations',
    title: 'DiscoveryNoOrganizations — create one',
    note: 'The address belongs to no organization and the project lets visitors create one.',
    config: DISCOVERY,
    initialState: { screen: 'DiscoveryNoOrganizations', email: EMAIL },
  },
  {
    widget: 'b2b',
    id: 'discovery-create',
    title: 'DiscoveryCreate — name and slug',
    note: 'Creating an organization: its name, and the slug derived from it.',
    config: DISCOVERY,
    initialState: { screen: 'DiscoveryCreate', email: EMAIL },
  },
  {
    widget: 'b2b',
    id: 'b2b-signed-in',
    title: 'B2BSignedIn — success',
    note: 'Signed in to an organization: no back arrow.',
    config: DISCOVERY,
    initialState: { screen: 'B2BSignedIn', organizationName: 'Acme', signedIn: true },
  },
  {
    widget: 'b2b',
    id: 'b2b-primary-required',
    title: 'B2BPrimaryRequired — another method needed',
    note: 'The chosen organization does not allow the method the visitor signed in with.',
    config: DISCOVERY,
    initialState: { screen: 'B2BPrimaryRequired', organizationName: 'Acme', organization: ACME, allowedAuthMethods: [], email: EMAIL },
  },
  {
    widget: 'b2b',
    id: 'mfa-enroll-select',
    title: 'MfaEnrollSelect — choose a second factor',
    note: 'Acme requires MFA and the member has none yet.',
    config: DISCOVERY,
    initialState: { screen: 'MfaEnrollSelect', ...MFA, methods: ['totp', 'smsOtp'] },
  },
  {
    widget: 'b2b',
    id: 'mfa-totp-enroll',
    title: 'MfaTotpEnroll — the QR code',
    note: 'The authenticator app enrolment: a QR code drawn in the page, and the secret on request.',
    config: DISCOVERY,
    initialState: { screen: 'MfaTotpEnroll', ...MFA, enrolment: ENROLMENT },
  },
  {
    widget: 'b2b',
    id: 'mfa-totp-entry',
    title: 'MfaTotpEntry — the code from the app',
    note: 'A later sign-in of an enrolled member.',
    config: DISCOVERY,
    initialState: { screen: 'MfaTotpEntry', ...MFA, totpEnrolled: true, enrolment: null },
  },
  {
    widget: 'b2b',
    id: 'mfa-recovery-codes-save',
    title: 'MfaRecoveryCodesSave — backup codes, shown once',
    note: 'Right after the first authenticator code: copy, download, then done.',
    config: DISCOVERY,
    initialState: { screen: 'MfaRecoveryCodesSave', member: ADA, organization: ACME, codes: ENROLMENT.recoveryCodes, signedIn: true },
  },
  {
    widget: 'b2b',
    id: 'mfa-recovery-code-entry',
    title: 'MfaRecoveryCodeEntry — a backup code',
    note: "'Use a backup code' on the authenticator screen.",
    config: DISCOVERY,
    initialState: { screen: 'MfaRecoveryCodeEntry', ...MFA, totpEnrolled: true },
  },
  {
    widget: 'b2b',
    id: 'mfa-sms-entry',
    title: 'MfaSmsEntry — the texted code',
    note: 'The code was texted to the member’s phone.',
    config: DISCOVERY,
    initialState: { screen: 'MfaSmsEntry', ...MFA, phoneNumber: '+15555550123', sent: true, enrolling: null, destination: '+1 555 555 0123' },
  },
  {
    widget: 'b2b',
    id: 'mfa-session-expired',
    title: 'MfaSessionExpired — the 10 minutes are over',
    note: 'The intermediate session expired before the second factor: start over.',
    config: DISCOVERY,
    initialState: { screen: 'MfaSessionExpired', reason: 'intermediate_session_not_found' },
  },
  {
    widget: 'b2b',
    id: 'b2b-password-login',
    title: 'B2BPasswordLogin — email and password',
    note: "'Use a password instead' from the Discovery sign-in.",
    config: DISCOVERY,
    initialState: { screen: 'B2BPasswordLogin', email: EMAIL, organization: null },
  },
  {
    widget: 'b2b',
    id: 'b2b-password-forgot',
    title: 'B2BPasswordForgot — reset by email',
    note: "'Forgot your password?': the reset email's address.",
    config: DISCOVERY,
    initialState: { screen: 'B2BPasswordForgot', email: EMAIL, organization: null, reason: 'forgot' },
  },
  {
    widget: 'b2b',
    id: 'b2b-password-reset-sent',
    title: 'B2BPasswordResetSent — check your email',
    note: 'The reset email was sent.',
    config: DISCOVERY,
    initialState: { screen: 'B2BPasswordResetSent', email: EMAIL, organization: null },
  },
  {
    widget: 'b2b',
    id: 'b2b-password-reset-form',
    title: 'B2BPasswordResetForm — a new password',
    note: 'mountPasswordReset with the token of the emailed link.',
    kind: 'b2bPasswordReset',
    config: { authFlowType: 'PasswordReset', products: ['passwords'] },
    passwordResetToken: 'reset-token-gallery',
  },
  {
    widget: 'b2b',
    id: 'sso-discovery-email',
    title: 'SSODiscoveryEmail — find the organization’s SSO',
    note: "'Use single sign-on' from the Discovery sign-in.",
    config: DISCOVERY,
    initialState: { screen: 'SSODiscoveryEmail', email: '' },
  },
  {
    widget: 'b2b',
    id: 'sso-connections',
    title: 'SSOConnections — several connections',
    note: 'The address matches two identity providers of Acme.',
    config: DISCOVERY,
    initialState: {
      screen: 'SSOConnections',
      organizationName: 'Acme',
      connections: [
        { connection_id: 'saml-connection-1', display_name: 'Okta', identity_provider: 'okta' },
        { connection_id: 'oidc-connection-1', display_name: 'Microsoft Entra', identity_provider: 'microsoft-entra' },
      ],
    },
  },
  {
    widget: 'b2b',
    id: 'sso-fallback',
    title: 'SSOFallback — the organization’s slug',
    note: 'No connection matched the address: the visitor types the organization’s slug.',
    config: DISCOVERY,
    initialState: { screen: 'SSOFallback', email: EMAIL },
  },
  ...B2B_OAUTH_SCENARIOS,
  ...B2B_IDP_SCENARIOS,
  ...B2B_MORE_SCENARIOS,
];
