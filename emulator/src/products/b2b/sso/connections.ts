import { X509Certificate } from 'node:crypto';
import type { B2BOidcConnection, B2BSamlConnection, B2BSamlVerificationCertificate, B2BSsoActiveConnection } from '../../../../../protocol';
import type { EmulatorDeps } from '../../../context';
import { newId } from '../../../ids';
import { seal } from '../../../secrets';
import { thaw, type DeepReadonly } from '../../../store/readonly';
import { ORGANIZATIONS } from '../records';
import { SsoErrors } from './errors';
import {
  SSO_ASSERTIONS,
  SSO_CONNECTIONS,
  SSO_STATES,
  SSO_TOKENS,
  type OidcConnectionRecord,
  type SamlCertificate,
  type SamlConnectionRecord,
  type SsoConnectionRecord,
} from './records';

/**
 * An organization's SSO connections as data: creating, changing and deleting
 * them, their wire shapes, and the organization fields that follow from them
 * (`sso_active_connections`, and the default and JIT lists, which lose a
 * deleted connection). Routes check permissions before calling these.
 */

export type ReadonlyConnection = DeepReadonly<SsoConnectionRecord>;
export type ReadonlySamlConnection = DeepReadonly<SamlConnectionRecord>;
export type ReadonlyOidcConnection = DeepReadonly<OidcConnectionRecord>;

/** Where the identity provider answers: the SAML ACS (POST) and the OIDC redirect URI (GET) are one route. */
export function callbackUrl(origin: string, connectionId: string): string {
  return `${origin}/v1/public/sso/callback/${encodeURIComponent(connectionId)}`;
}

/** The service provider's entity id for a SAML connection: unique per connection, as the provider's are. */
export function audienceUri(origin: string, connectionId: string): string {
  return `${origin}/v1/public/sso/saml/${encodeURIComponent(connectionId)}`;
}

/** The connection of `organizationId`, or 404 (another organization's reads as unknown). */
export function requireConnection(deps: EmulatorDeps, organizationId: string, connectionId: string): ReadonlyConnection {
  const connection = deps.store.of(SSO_CONNECTIONS).get(connectionId);
  if (!connection || connection.organization_id !== organizationId) throw SsoErrors.connectionNotFound();
  return connection;
}

export function connectionsOf(deps: EmulatorDeps, organizationId: string): ReadonlyConnection[] {
  return deps.store.of(SSO_CONNECTIONS).findAll('organization', organizationId);
}

/** Whether a sign-in can run: every field it needs is set. */
export function isActive(connection: ReadonlyConnection): boolean {
  if (connection.kind === 'saml') {
    return connection.idp_entity_id !== '' && connection.idp_sso_url !== '' && connection.verification_certificates.length > 0;
  }
  return (
    connection.issuer !== '' &&
    connection.client_id !== '' &&
    connection.clientSecretSealed !== '' &&
    connection.authorization_url !== '' &&
    connection.token_url !== '' &&
    connection.jwks_url !== ''
  );
}

/** A PEM certificate, checked by node:crypto's X.509 parser; its issuer and validity are shown on the wire. */
export function parseCertificate(pem: string, at: string): SamlCertificate {
  const normalized = pem.includes('BEGIN CERTIFICATE')
    ? pem.trim()
    : `-----BEGIN CERTIFICATE-----\n${pem.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n').trim()}\n-----END CERTIFICATE-----`;
  let parsed: X509Certificate;
  try {
    parsed = new X509Certificate(normalized);
  } catch {
    throw SsoErrors.invalidCertificate();
  }
  return {
    certificate_id: newId('saml-verification-certificate'),
    certificate: parsed.toString().trim(),
    issuer: parsed.issuer,
    created_at: at,
    expires_at: new Date(parsed.validTo).toISOString(),
  };
}

/** Adds a certificate unless the connection already holds the same one (rotation keeps the old one until deleted). */
export function withCertificate(certificates: readonly DeepReadonly<SamlCertificate>[], added: SamlCertificate): SamlCertificate[] {
  const fingerprint = (pem: string) => new X509Certificate(pem).fingerprint256;
  const current = certificates.map((cert) => thaw<SamlCertificate>(cert));
  return current.some((cert) => fingerprint(cert.certificate) === fingerprint(added.certificate)) ? current : [...current, added];
}

export interface NewSamlConnection {
  display_name?: string | undefined;
  identity_provider?: string | undefined;
  idp_entity_id?: string | undefined;
  idp_sso_url?: string | undefined;
  x509_certificate?: string | undefined;
  attribute_mapping?: Record<string, string> | undefined;
}

export function createSamlConnection(deps: EmulatorDeps, organizationId: string, input: NewSamlConnection): ReadonlySamlConnection {
  const at = deps.clock.iso();
  const record: SamlConnectionRecord = {
    kind: 'saml',
    connection_id: newId('saml-connection'),
    organization_id: organizationId,
    display_name: input.display_name ?? '',
    identity_provider: input.identity_provider ?? 'generic',
    attribute_mapping: input.attribute_mapping ?? {},
    created_at: at,
    idp_entity_id: input.idp_entity_id ?? '',
    idp_sso_url: input.idp_sso_url ?? '',
    verification_certificates: input.x509_certificate ? [parseCertificate(input.x509_certificate, at)] : [],
    saml_connection_implicit_role_assignments: [],
    saml_group_implicit_role_assignments: [],
  };
  const created = deps.store.of(SSO_CONNECTIONS).insert(record);
  syncOrganization(deps, organizationId);
  return asSaml(created);
}

export interface NewOidcConnection {
  display_name?: string | undefined;
  identity_provider?: string | undefined;
  issuer?: string | undefined;
  client_id?: string | undefined;
  client_secret?: string | undefined;
  authorization_url?: string | undefined;
  token_url?: string | undefined;
  userinfo_url?: string | undefined;
  jwks_url?: string | undefined;
  custom_scopes?: string | undefined;
  attribute_mapping?: Record<string, string> | undefined;
}

export function createOidcConnection(deps: EmulatorDeps, organizationId: string, input: NewOidcConnection): ReadonlyOidcConnection {
  const record: OidcConnectionRecord = {
    kind: 'oidc',
    connection_id: newId('oidc-connection'),
    organization_id: organizationId,
    display_name: input.display_name ?? '',
    identity_provider: input.identity_provider ?? 'generic',
    attribute_mapping: input.attribute_mapping ?? {},
    created_at: deps.clock.iso(),
    issuer: input.issuer ?? '',
    client_id: input.client_id ?? '',
    clientSecretSealed: input.client_secret ? seal(deps.store.dataKey, input.client_secret) : '',
    authorization_url: input.authorization_url ?? '',
    token_url: input.token_url ?? '',
    userinfo_url: input.userinfo_url ?? '',
    jwks_url: input.jwks_url ?? '',
    custom_scopes: input.custom_scopes ?? '',
  };
  const created = deps.store.of(SSO_CONNECTIONS).insert(record);
  syncOrganization(deps, organizationId);
  return asOidc(created);
}

/** The connection as a SAML one; any other kind reads as unknown (a SAML route never acts on an OIDC connection). */
export function asSaml(connection: ReadonlyConnection): ReadonlySamlConnection {
  if (connection.kind !== 'saml') throw SsoErrors.connectionNotFound();
  return connection;
}

export function asOidc(connection: ReadonlyConnection): ReadonlyOidcConnection {
  if (connection.kind !== 'oidc') throw SsoErrors.connectionNotFound();
  return connection;
}

/** Changes the stored connection and brings its organization's copy up to date. */
function updateConnection(
  deps: EmulatorDeps,
  connection: ReadonlyConnection,
  mutate: (draft: SsoConnectionRecord) => void,
): ReadonlyConnection {
  const updated = deps.store.of(SSO_CONNECTIONS).update(connection.connection_id, mutate);
  syncOrganization(deps, connection.organization_id);
  return updated;
}

export function updateSamlConnection(
  deps: EmulatorDeps,
  connection: ReadonlySamlConnection,
  mutate: (draft: SamlConnectionRecord) => void,
): ReadonlySamlConnection {
  const updated = updateConnection(deps, connection, (draft) => {
    if (draft.kind === 'saml') mutate(draft);
  });
  return asSaml(updated);
}

export function updateOidcConnection(
  deps: EmulatorDeps,
  connection: ReadonlyOidcConnection,
  mutate: (draft: OidcConnectionRecord) => void,
): ReadonlyOidcConnection {
  const updated = updateConnection(deps, connection, (draft) => {
    if (draft.kind === 'oidc') mutate(draft);
  });
  return asOidc(updated);
}

/** Deletes the connection, its pending sign-ins, unredeemed tokens and replay records; the organization forgets it. */
export function deleteConnection(deps: EmulatorDeps, connectionId: string): void {
  const connection = deps.store.of(SSO_CONNECTIONS).get(connectionId);
  if (!connection) return;
  const states = deps.store.of(SSO_STATES);
  for (const state of states.findAll('connection', connectionId)) states.delete(state.stateDigest);
  const tokens = deps.store.of(SSO_TOKENS);
  for (const token of tokens.findAll('connection', connectionId)) tokens.delete(token.tokenDigest);
  const assertions = deps.store.of(SSO_ASSERTIONS);
  for (const assertion of assertions.findAll('connection', connectionId)) assertions.delete(assertion.key);
  deps.store.of(SSO_CONNECTIONS).delete(connectionId);
  const organizations = deps.store.of(ORGANIZATIONS);
  if (organizations.get(connection.organization_id)) {
    organizations.update(connection.organization_id, (draft) => {
      if (draft.sso_default_connection_id === connectionId) draft.sso_default_connection_id = null;
      draft.sso_jit_provisioning_allowed_connections = draft.sso_jit_provisioning_allowed_connections.filter((id) => id !== connectionId);
    });
    syncOrganization(deps, connection.organization_id);
  }
}

/** Every connection of the organization goes with it (organizations.ts `deleteOrganization`). */
export function deleteOrganizationConnections(deps: EmulatorDeps, organizationId: string): void {
  for (const connection of connectionsOf(deps, organizationId)) deleteConnection(deps, connection.connection_id);
}

export function activeConnection(connection: ReadonlyConnection): B2BSsoActiveConnection {
  return {
    connection_id: connection.connection_id,
    display_name: connection.display_name,
    identity_provider: connection.identity_provider,
  };
}

/** `sso_active_connections` is what the connections say, kept on the organization so every answer shows it. */
function syncOrganization(deps: EmulatorDeps, organizationId: string): void {
  const organizations = deps.store.of(ORGANIZATIONS);
  if (!organizations.get(organizationId)) return;
  const active = connectionsOf(deps, organizationId).filter(isActive).map(activeConnection);
  organizations.update(organizationId, (draft) => {
    draft.sso_active_connections = active;
  });
}

function wireCertificate(cert: DeepReadonly<SamlCertificate>): B2BSamlVerificationCertificate {
  return thaw<SamlCertificate>(cert);
}

export function toWireSamlConnection(origin: string, connection: ReadonlySamlConnection): B2BSamlConnection {
  const certificates = connection.verification_certificates.map(wireCertificate);
  return {
    organization_id: connection.organization_id,
    connection_id: connection.connection_id,
    status: isActive(connection) ? 'active' : 'pending',
    display_name: connection.display_name,
    identity_provider: connection.identity_provider,
    idp_entity_id: connection.idp_entity_id,
    idp_sso_url: connection.idp_sso_url,
    acs_url: callbackUrl(origin, connection.connection_id),
    audience_uri: audienceUri(origin, connection.connection_id),
    // The emulator signs no AuthnRequest, so it has no signing certificate of its own to show.
    signing_certificates: [],
    verification_certificates: certificates,
    encryption_private_keys: [],
    attribute_mapping: { ...connection.attribute_mapping },
    saml_connection_implicit_role_assignments: connection.saml_connection_implicit_role_assignments.map((a) => ({ role_id: a.role_id })),
    saml_group_implicit_role_assignments: connection.saml_group_implicit_role_assignments.map((a) => ({ role_id: a.role_id, group: a.group })),
    alternative_audience_uri: '',
    nameid_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
  };
}

export function toWireOidcConnection(origin: string, connection: ReadonlyOidcConnection): B2BOidcConnection {
  return {
    organization_id: connection.organization_id,
    connection_id: connection.connection_id,
    status: isActive(connection) ? 'active' : 'pending',
    display_name: connection.display_name,
    identity_provider: connection.identity_provider,
    redirect_url: callbackUrl(origin, connection.connection_id),
    issuer: connection.issuer,
    client_id: connection.client_id,
    // Never sent back: an admin session must not be able to read the identity provider's secret.
    client_secret: '',
    authorization_url: connection.authorization_url,
    token_url: connection.token_url,
    userinfo_url: connection.userinfo_url,
    jwks_url: connection.jwks_url,
    custom_scopes: connection.custom_scopes,
    attribute_mapping: { ...connection.attribute_mapping },
  };
}

export function toWireConnection(origin: string, connection: ReadonlyConnection): B2BSamlConnection | B2BOidcConnection {
  return connection.kind === 'saml' ? toWireSamlConnection(origin, connection) : toWireOidcConnection(origin, connection);
}
