import { emulatorBaseUrl } from '../../../base-url';
import { Hono } from 'hono';
import { z } from 'zod';
import { b2bRbacPolicy } from '../../../b2b-rbac';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../../context';
import { Errors } from '../../../errors';
import { seal } from '../../../secrets';
import { emailSchema, parseBody, parseWith } from '../../../validation';
import { authorize, requireMember, type MemberCaller } from '../member-sessions';
import { redirectSignInFields } from '../redirect-token-bodies';
import { MEMBERS, ORGANIZATIONS } from '../records';
import {
  activeConnection,
  asOidc,
  asSaml,
  connectionsOf,
  createOidcConnection,
  createSamlConnection,
  deleteConnection,
  isActive,
  parseCertificate,
  requireConnection,
  toWireOidcConnection,
  toWireSamlConnection,
  updateOidcConnection,
  updateSamlConnection,
  withCertificate,
  type ReadonlyOidcConnection,
  type ReadonlySamlConnection,
} from './connections';
import { SsoErrors } from './errors';
import { discoverEndpoints } from './oidc';
import { SSO_CONNECTIONS } from './records';
import { parseIdpMetadata } from './saml';
import { ssoAuthenticate } from './sign-in';

/**
 * SSO's `/sdk/v1` routes (docs/architecture.md, "SSO"): an organization's
 * connections, each admin call under its `stytch.sso` permission (403
 * `unauthorized_action` otherwise; another organization's connection answers
 * 404 as an unknown one), the discovery of connections by address, and
 * `b2b/sso/authenticate`.
 */

const SSO = 'stytch.sso';

const mappingSchema = z.record(z.string().min(1).max(100), z.string().max(200));
const urlSchema = z.url({ protocol: /^https?$/ }).max(2000);

const createSchema = z.object({
  display_name: z.string().max(200).optional(),
  identity_provider: z.string().max(100).optional(),
});

const samlUpdateSchema = z.object({
  connection_id: z.string().optional(),
  idp_entity_id: z.string().max(2000).optional(),
  display_name: z.string().max(200).optional(),
  attribute_mapping: mappingSchema.optional(),
  idp_sso_url: urlSchema.optional(),
  x509_certificate: z.string().max(20_000).optional(),
  identity_provider: z.string().max(100).optional(),
  saml_connection_implicit_role_assignments: z.array(z.object({ role_id: z.string().min(1) })).optional(),
  saml_group_implicit_role_assignments: z.array(z.object({ role_id: z.string().min(1), group: z.string().min(1) })).optional(),
});

const samlUrlSchema = z.object({ connection_id: z.string().optional(), metadata_url: urlSchema });

const oidcUpdateSchema = z.object({
  connection_id: z.string().optional(),
  display_name: z.string().max(200).optional(),
  issuer: urlSchema.optional(),
  client_id: z.string().max(500).optional(),
  client_secret: z.string().max(2000).optional(),
  authorization_url: urlSchema.optional(),
  token_url: urlSchema.optional(),
  userinfo_url: urlSchema.optional(),
  jwks_url: urlSchema.optional(),
  identity_provider: z.string().max(100).optional(),
  custom_scopes: z.string().max(1000).optional(),
  attribute_mapping: mappingSchema.optional(),
});

const authenticateSchema = z.object({ sso_token: z.string().min(1), ...redirectSignInFields });

/** How long an identity provider's metadata may take, and how large it may be. */
const METADATA_TIMEOUT_MS = 10_000;
const METADATA_MAX_BYTES = 1_000_000;

async function fetchMetadata(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw SsoErrors.metadataUnusable('the metadata_url could not be reached');
  }
  if (!response.ok) throw SsoErrors.metadataUnusable(`the metadata_url answered ${response.status}`);
  const text = await response.text();
  if (text.length > METADATA_MAX_BYTES) throw SsoErrors.metadataUnusable('the document is too large');
  return text;
}

function definedFields<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function ssoRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  const admin = (c: EmulatorContext, action: string): MemberCaller => {
    const caller = requireMember(c, deps);
    authorize(deps, caller, SSO, action);
    return caller;
  };
  const samlOf = (caller: MemberCaller, id: string): ReadonlySamlConnection =>
    asSaml(requireConnection(deps, caller.organization.organization_id, id));
  const oidcOf = (caller: MemberCaller, id: string): ReadonlyOidcConnection =>
    asOidc(requireConnection(deps, caller.organization.organization_id, id));
  const checkRoles = (roleIds: readonly string[]): void => {
    const known = new Set(b2bRbacPolicy(deps.config).roles.map((role) => role.role_id));
    const unknown = roleIds.find((roleId) => !known.has(roleId));
    if (unknown !== undefined) throw Errors.badRequest(`role_id "${unknown}" is not a role of the project's RBAC policy.`);
  };
  const samlAnswer = (c: EmulatorContext, connection: ReadonlySamlConnection) =>
    ok(c, { connection: toWireSamlConnection(emulatorBaseUrl(deps, c), connection) });
  const oidcAnswer = (c: EmulatorContext, connection: ReadonlyOidcConnection) =>
    ok(c, { connection: toWireOidcConnection(emulatorBaseUrl(deps, c), connection) });

  routes.get('/b2b/sso', (c) => {
    const caller = admin(c, 'get');
    const origin = emulatorBaseUrl(deps, c);
    const all = connectionsOf(deps, caller.organization.organization_id);
    return ok(c, {
      saml_connections: all.flatMap((connection) => (connection.kind === 'saml' ? [toWireSamlConnection(origin, connection)] : [])),
      oidc_connections: all.flatMap((connection) => (connection.kind === 'oidc' ? [toWireOidcConnection(origin, connection)] : [])),
      external_connections: [],
    });
  });

  /**
   * The active connections an address may sign in with: those of the
   * organizations it is a member of, or whose allowed email domains hold it
   * (no session needed, as a login page asks before anyone is signed in).
   */
  routes.get('/b2b/sso/discovery/connections', (c) => {
    const { email_address: email } = parseWith(z.object({ email_address: emailSchema }), { email_address: c.req.query('email_address') ?? '' });
    const organizationIds = new Set(
      deps.store
        .of(MEMBERS)
        .findAll('email', email)
        .filter((member) => member.status !== 'deleted')
        .map((member) => member.organization_id),
    );
    const domain = email.slice(email.lastIndexOf('@') + 1);
    for (const organization of deps.store.of(ORGANIZATIONS).findAll('allowedDomain', domain)) organizationIds.add(organization.organization_id);
    const connections = [...organizationIds].flatMap((id) => connectionsOf(deps, id).filter(isActive).map(activeConnection));
    return ok(c, { connections });
  });

  routes.post('/b2b/sso/authenticate', async (c) => {
    const body = await parseBody(c, authenticateSchema);
    const payload = await ssoAuthenticate(c, deps, (id, organizationId) => {
      const connection = deps.store.of(SSO_CONNECTIONS).get(id);
      return connection?.organization_id === organizationId ? connection : undefined;
    }, body);
    return ok(c, payload);
  });

  routes.post('/b2b/sso/saml', async (c) => {
    const caller = admin(c, 'create');
    const body = await parseBody(c, createSchema);
    return samlAnswer(c, createSamlConnection(deps, caller.organization.organization_id, body));
  });

  routes.put('/b2b/sso/saml/:connection_id', async (c) => {
    const caller = admin(c, 'update');
    const body = await parseBody(c, samlUpdateSchema);
    const connection = samlOf(caller, c.req.param('connection_id'));
    const certificate = body.x509_certificate === undefined ? undefined : parseCertificate(body.x509_certificate, deps.clock.iso());
    checkRoles([
      ...(body.saml_connection_implicit_role_assignments ?? []).map((a) => a.role_id),
      ...(body.saml_group_implicit_role_assignments ?? []).map((a) => a.role_id),
    ]);
    const { connection_id: _id, x509_certificate: _cert, ...fields } = definedFields(body);
    const updated = updateSamlConnection(deps, connection, (draft) => {
      Object.assign(draft, fields);
      if (certificate) draft.verification_certificates = withCertificate(draft.verification_certificates, certificate);
    });
    return samlAnswer(c, updated);
  });

  routes.put('/b2b/sso/saml/:connection_id/url', async (c) => {
    const caller = admin(c, 'update');
    const body = await parseBody(c, samlUrlSchema);
    samlOf(caller, c.req.param('connection_id'));
    const metadata = parseIdpMetadata(await fetchMetadata(body.metadata_url));
    const at = deps.clock.iso();
    const certificates = metadata.certificates.map((pem) => parseCertificate(pem, at));
    // Read again after the fetch: the connection may have changed or gone meanwhile.
    const connection = samlOf(caller, c.req.param('connection_id'));
    const updated = updateSamlConnection(deps, connection, (draft) => {
      draft.idp_entity_id = metadata.entityId;
      draft.idp_sso_url = metadata.ssoUrl;
      for (const certificate of certificates) draft.verification_certificates = withCertificate(draft.verification_certificates, certificate);
    });
    return samlAnswer(c, updated);
  });

  routes.delete('/b2b/sso/saml/:connection_id/verification_certificates/:certificate_id', (c) => {
    const caller = admin(c, 'update');
    const connection = samlOf(caller, c.req.param('connection_id'));
    const certificateId = c.req.param('certificate_id');
    if (!connection.verification_certificates.some((cert) => cert.certificate_id === certificateId)) throw SsoErrors.certificateNotFound();
    const updated = updateSamlConnection(deps, connection, (draft) => {
      draft.verification_certificates = draft.verification_certificates.filter((cert) => cert.certificate_id !== certificateId);
    });
    return samlAnswer(c, updated);
  });

  routes.post('/b2b/sso/oidc', async (c) => {
    const caller = admin(c, 'create');
    const body = await parseBody(c, createSchema);
    return oidcAnswer(c, createOidcConnection(deps, caller.organization.organization_id, body));
  });

  routes.put('/b2b/sso/oidc/:connection_id', async (c) => {
    const caller = admin(c, 'update');
    const body = await parseBody(c, oidcUpdateSchema);
    oidcOf(caller, c.req.param('connection_id'));
    const given = definedFields(body);
    // An issuer alone: the endpoints it does not name come from its discovery document.
    const needsDiscovery = body.issuer !== undefined && (!body.authorization_url || !body.token_url || !body.jwks_url);
    const discovered = needsDiscovery && body.issuer ? await discoverEndpoints(body.issuer) : {};
    const connection = oidcOf(caller, c.req.param('connection_id'));
    const { connection_id: _id, client_secret: secret, ...fields } = given;
    const updated = updateOidcConnection(deps, connection, (draft) => {
      Object.assign(draft, discovered, fields);
      if (secret !== undefined) draft.clientSecretSealed = secret === '' ? '' : seal(deps.store.dataKey, secret);
    });
    return oidcAnswer(c, updated);
  });

  routes.delete('/b2b/sso/:connection_id', (c) => {
    const caller = admin(c, 'delete');
    const connection = requireConnection(deps, caller.organization.organization_id, c.req.param('connection_id'));
    deleteConnection(deps, connection.connection_id);
    return ok(c, { connection_id: connection.connection_id });
  });

  return routes;
}
