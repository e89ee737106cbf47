import { defineCollection } from '../../../store/collection';

/**
 * The SSO records (docs/architecture.md, "SSO"): an organization's SAML and
 * OIDC connections, the pending sign-ins a start opened (one per start, single
 * use), the one-time `sso` tokens a finished sign-in hands the app, and the
 * assertion ids already accepted (replay). Secrets (the state, the token) are
 * kept only as keyed digests; an OIDC client secret, which the emulator must
 * send to the identity provider, is sealed. None belongs to a consumer user.
 */

export interface SamlCertificate {
  certificate_id: string;
  /** PEM, as the identity provider's metadata or the admin gave it. */
  certificate: string;
  issuer: string;
  created_at: string;
  expires_at: string;
}

export interface RoleAssignment {
  role_id: string;
}

export interface GroupRoleAssignment {
  role_id: string;
  group: string;
}

interface ConnectionCommon {
  connection_id: string;
  organization_id: string;
  display_name: string;
  identity_provider: string;
  /** Where the identity's fields are read from (`email`, `first_name`, `last_name`, `groups`, …). */
  attribute_mapping: Record<string, string>;
  created_at: string;
}

export interface SamlConnectionRecord extends ConnectionCommon {
  kind: 'saml';
  idp_entity_id: string;
  idp_sso_url: string;
  verification_certificates: SamlCertificate[];
  saml_connection_implicit_role_assignments: RoleAssignment[];
  saml_group_implicit_role_assignments: GroupRoleAssignment[];
}

export interface OidcConnectionRecord extends ConnectionCommon {
  kind: 'oidc';
  issuer: string;
  client_id: string;
  /** Sealed (secrets.ts `seal`): the emulator sends it to the identity provider's token endpoint. */
  clientSecretSealed: string;
  authorization_url: string;
  token_url: string;
  userinfo_url: string;
  jwks_url: string;
  custom_scopes: string;
}

export type SsoConnectionRecord = SamlConnectionRecord | OidcConnectionRecord;

/** A sign-in a start opened, until its answer comes back (single use, 10 minutes). */
export interface SsoStateRecord {
  /** Digest of the state id sent as RelayState (SAML) or `state` (OIDC). */
  stateDigest: string;
  connectionId: string;
  loginRedirectUrl: string;
  signupRedirectUrl: string;
  codeChallenge: string | null;
  /** The SAML AuthnRequest's ID: the response's InResponseTo must name it. */
  samlRequestId: string | null;
  /** The OIDC nonce and PKCE verifier towards the identity provider. */
  oidcNonce: string | null;
  oidcCodeVerifierSealed: string | null;
  expiresAt: string;
}

/** What a finished sign-in proved, for `b2b/sso/authenticate`. */
export interface SsoIdentity {
  email: string;
  /** The identity provider's id of the person (NameID or `sub`). */
  externalId: string;
  firstName: string;
  lastName: string;
  groups: string[];
  /** Every attribute or claim the identity provider sent, as `sso_attributes`. */
  attributes: Record<string, unknown>;
}

export interface SsoTokenRecord {
  tokenDigest: string;
  connectionId: string;
  organizationId: string;
  identity: SsoIdentity;
  codeChallenge: string | null;
  expiresAt: string;
}

/** An accepted SAML assertion id, kept until the assertion would have expired anyway. */
export interface SsoAssertionRecord {
  key: string;
  connectionId: string;
  expiresAt: string;
}

export const SSO_CONNECTIONS = defineCollection<SsoConnectionRecord>()({
  name: 'b2b_sso_connections',
  key: (connection) => connection.connection_id,
  indexes: { organization: (connection) => [connection.organization_id] },
  onUserDeleted: 'keep',
});

export const SSO_STATES = defineCollection<SsoStateRecord>()({
  name: 'b2b_sso_states',
  key: (state) => state.stateDigest,
  indexes: { connection: (state) => [state.connectionId] },
  onUserDeleted: 'keep',
});

export const SSO_TOKENS = defineCollection<SsoTokenRecord>()({
  name: 'b2b_sso_tokens',
  key: (token) => token.tokenDigest,
  indexes: { connection: (token) => [token.connectionId] },
  onUserDeleted: 'keep',
});

export const SSO_ASSERTIONS = defineCollection<SsoAssertionRecord>()({
  name: 'b2b_sso_assertions',
  key: (assertion) => assertion.key,
  indexes: { connection: (assertion) => [assertion.connectionId] },
  onUserDeleted: 'keep',
});

export const SSO_COLLECTIONS = [SSO_CONNECTIONS, SSO_STATES, SSO_TOKENS, SSO_ASSERTIONS] as const;
