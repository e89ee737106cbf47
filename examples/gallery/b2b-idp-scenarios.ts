/**
 * The B2B widget's identity-provider screens in the gallery
 * (`mountIdentityProvider`, docs/behaviour.md §11): a Connected App's consent
 * for a signed-in member, its titles naming the member's organization, and the
 * logout confirmation. The member is signed in when the widget mounts (the
 * client restores the session from its seams: fake-api.ts, `signedIn`).
 */
import type { MemberSession } from '../../src/core/b2b';
import type { B2BLoginConfig } from '../../src/ui/b2b/config/b2b-config-types';
import { GALLERY_ISO, member, organization } from './b2b-records';
import type { B2BScenario } from './b2b-scenarios';
import type { GalleryB2BSession } from './fake-api';
import { FROZEN_NOW } from './frozen-clock';

const ISO = GALLERY_ISO;
const CLIENT_NAME = 'Partner Notes';
/** `mountIdentityProvider` takes no config; the widget checks an empty one. */
const CONFIG: B2BLoginConfig = { authFlowType: 'PasswordReset', products: [] };

const ORGANIZATION = organization('Acme', 'acme');

const MEMBER = member(ORGANIZATION);

const MEMBER_SESSION: MemberSession = {
  member_session_id: 'member-session-acme',
  member_id: MEMBER.member_id,
  organization_id: ORGANIZATION.organization_id,
  started_at: ISO,
  last_accessed_at: ISO,
  expires_at: new Date(FROZEN_NOW + 60 * 60_000).toISOString(),
  authentication_factors: [],
  custom_claims: {},
  roles: ['stytch_member'],
  organization_slug: ORGANIZATION.organization_slug,
};

const SIGNED_IN: GalleryB2BSession = { member_session: MEMBER_SESSION, member: MEMBER, organization: ORGANIZATION };

/** The consent screen's state for a Connected App asking for `scopes`, of which `ungrantable` cannot be granted. */
function consent(scopes: string[], ungrantable: string[]) {
  return {
    params: { client_id: 'partner-notes', redirect_uri: 'https://notes.example/callback', response_type: 'code', scopes },
    clientName: CLIENT_NAME,
    logoUrl: null,
    grantable: scopes.filter((scope) => !ungrantable.includes(scope)),
    ungrantable,
  };
}

export const B2B_IDP_SCENARIOS: B2BScenario[] = [
  {
    widget: 'b2b',
    id: 'b2b-idp-consent-standard',
    title: 'IDPAuthorize (B2B) — standard scopes',
    note: "A Connected App asks a member of Acme for 'openid email profile': the sign-in title names the member's organization.",
    kind: 'b2bIdentityProvider',
    config: CONFIG,
    signedIn: SIGNED_IN,
    initialState: { screen: 'IDPAuthorize', consent: consent(['openid', 'email', 'profile'], []) },
  },
  {
    widget: 'b2b',
    id: 'b2b-idp-consent-custom',
    title: 'IDPAuthorize (B2B) — custom scopes, one not grantable',
    note: "Custom scopes: '… wants to access your Acme account'; the member's roles cannot grant one scope (the notice, closed).",
    kind: 'b2bIdentityProvider',
    config: CONFIG,
    signedIn: SIGNED_IN,
    initialState: { screen: 'IDPAuthorize', consent: consent(['openid', 'read:notes', 'admin:billing'], ['admin:billing']) },
  },
  {
    widget: 'b2b',
    id: 'b2b-idp-logout',
    title: 'IDPLogout (B2B) — logout confirmation',
    note: "A Connected App asks to log the member out: 'Log out?', naming the member's organization.",
    kind: 'b2bIdentityProvider',
    config: CONFIG,
    signedIn: SIGNED_IN,
    initialState: {
      screen: 'IDPLogout',
      params: { client_id: 'partner-notes', post_logout_redirect_uri: 'https://notes.example/' },
      redirectUri: 'https://notes.example/',
    },
  },
];
