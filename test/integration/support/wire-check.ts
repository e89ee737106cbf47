/**
 * Checks the emulator's `/sdk/v1` answers against their wire shapes at run
 * time (wire-schemas.ts), so an answer the emulator sends in a shape its type
 * does not declare fails the integration test that received it. The types are
 * shared by the client and the emulator (protocol/; docs/architecture.md,
 * "Where the wire types live"), so the typecheck alone cannot see such a
 * fault: both sides would agree on the wrong shape.
 *
 * `checkedFetch` wraps `fetch`: every JSON answer below `/sdk/v1/` is read
 * from a copy of the response and checked; the caller gets the response
 * untouched. A mismatch is recorded, not thrown (the client would take a
 * throw for a network failure and the test could still pass), and
 * `takeWireViolations()` hands the records to the integration setup
 * (wire-check-setup.ts), which fails the test.
 */
import type { z } from 'zod';
import * as schemas from './wire-schemas';

/** Where an answer's shape is declared: its `data` (docs/protocol.md §3), or the whole body. */
interface RouteShape {
  method: string;
  /** The path below `/sdk/v1`. */
  path: RegExp;
  data?: z.ZodType;
  body?: z.ZodType;
}

const SEND = '(login_or_create|send/primary|send/secondary)';

/**
 * Each route's success answer (docs/protocol.md §5–§7). A route not listed
 * answers at least `{ data: { request_id, status_code } }`.
 */
export const ROUTE_SHAPES: readonly RouteShape[] = [
  { method: 'GET', path: /^\/projects\/bootstrap\/[^/]+$/, data: schemas.bootstrapResponse },
  // Magic links and passcodes (§7.1, §7.2).
  { method: 'POST', path: new RegExp(`^/magic_links/email/${SEND}$`), data: schemas.magicLinksSendResponse },
  { method: 'POST', path: /^\/magic_links\/authenticate$/, data: schemas.magicLinksAuthenticateResponse },
  { method: 'POST', path: new RegExp(`^/otps/(email|sms|whatsapp)/${SEND}$`), data: schemas.otpsSendResponse },
  { method: 'POST', path: /^\/otps\/authenticate$/, data: schemas.otpsAuthenticateResponse },
  // Users (§7.3).
  { method: 'GET', path: /^\/users\/me$/, data: schemas.userResponse },
  { method: 'PUT', path: /^\/users\/me$/, data: schemas.userUpdateResponse },
  { method: 'DELETE', path: /^\/users\/[^/]+\/[^/]+$/, data: schemas.userDeleteFactorResponse },
  { method: 'GET', path: /^\/users\/connected_apps$/, data: schemas.userConnectedAppsResponse },
  // Passwords (§7.4).
  { method: 'POST', path: /^\/passwords$/, data: schemas.passwordsCreateResponse },
  {
    method: 'POST',
    path: /^\/passwords\/(authenticate|email\/reset|existing_password\/reset|session\/reset)$/,
    data: schemas.authenticateResponse,
  },
  { method: 'POST', path: /^\/passwords\/strength_check$/, data: schemas.passwordsStrengthCheckResponse },
  // Crypto wallets (§7.5).
  { method: 'POST', path: /^\/crypto_wallets\/authenticate\/start\/(primary|secondary)$/, data: schemas.cryptoWalletsAuthenticateStartResponse },
  { method: 'POST', path: /^\/crypto_wallets\/authenticate$/, data: schemas.authenticateResponse },
  // WebAuthn (§7.6).
  { method: 'POST', path: /^\/webauthn\/register\/start$/, data: schemas.webauthnRegisterStartResponse },
  { method: 'POST', path: /^\/webauthn\/(register|authenticate)$/, data: schemas.webauthnAuthenticateResponse },
  { method: 'POST', path: /^\/webauthn\/authenticate\/start\/(primary|secondary)$/, data: schemas.webauthnAuthenticateStartResponse },
  { method: 'PUT', path: /^\/webauthn\/update\/[^/]+$/, data: schemas.webauthnUpdateResponse },
  // OAuth (§7.7).
  { method: 'POST', path: /^\/oauth\/authenticate$/, data: schemas.oauthAuthenticateResponse },
  { method: 'POST', path: /^\/oauth\/google\/onetap\/start$/, data: schemas.googleOneTapStartResponse },
  // Sessions (§7.8).
  { method: 'POST', path: /^\/sessions\/authenticate$/, data: schemas.authenticateResponse },
  // TOTP and impersonation (§7.10).
  { method: 'POST', path: /^\/totps$/, data: schemas.totpsCreateResponse },
  { method: 'POST', path: /^\/totps\/(authenticate|recover)$/, data: schemas.authenticateResponse },
  { method: 'POST', path: /^\/totps\/recovery_codes$/, data: schemas.totpsRecoveryCodesResponse },
  { method: 'POST', path: /^\/impersonation\/authenticate$/, data: schemas.authenticateResponse },
  // B2B (protocol/b2b-wire-types.ts): organizations, members, member sessions, discovery, email sign-in.
  { method: 'POST', path: /^\/b2b\/organizations\/search$/, data: schemas.b2bOrganizationBySlugResponse },
  { method: 'GET', path: /^\/b2b\/organizations\/me$/, data: schemas.b2bOrganizationResponse },
  { method: 'PUT', path: /^\/b2b\/organizations\/me$/, data: schemas.b2bOrganizationResponse },
  { method: 'DELETE', path: /^\/b2b\/organizations\/me$/, data: schemas.b2bOrganizationDeleteResponse },
  { method: 'POST', path: /^\/b2b\/organizations\/me\/members\/search$/, data: schemas.b2bMembersSearchResponse },
  { method: 'POST', path: /^\/b2b\/(organizations\/members|magic_links\/email\/invite)$/, data: schemas.b2bMemberResponse },
  { method: 'GET', path: /^\/b2b\/organizations\/members\/me$/, data: schemas.b2bMemberResponse },
  { method: 'PUT', path: /^\/b2b\/organizations\/members\/[^/]+(\/reactivate)?$/, data: schemas.b2bMemberResponse },
  {
    method: 'DELETE',
    path: /^\/b2b\/organizations\/members\/(deletePhoneNumber|deleteTOTP|passwords\/[^/]+|mfa_phone_numbers\/[^/]+|totp\/[^/]+)$/,
    data: schemas.b2bMemberResponse,
  },
  { method: 'DELETE', path: /^\/b2b\/organizations\/members\/[^/]+$/, data: schemas.b2bMemberDeleteResponse },
  { method: 'POST', path: /^\/b2b\/(sessions|otps\/sms|totp)\/authenticate$/, data: schemas.b2bAuthenticateResponse },
  { method: 'POST', path: /^\/b2b\/passwords\/session\/reset$/, data: schemas.b2bAuthenticateResponse },
  {
    method: 'POST',
    path: /^\/b2b\/passwords\/(authenticate|email\/reset|existing_password\/reset)$/,
    data: schemas.b2bAuthenticateResponseWithMfa,
  },
  { method: 'POST', path: /^\/b2b\/passwords\/strength_check$/, data: schemas.b2bPasswordStrengthCheckResponse },
  { method: 'POST', path: /^\/b2b\/passwords\/discovery\/(authenticate|reset)$/, data: schemas.b2bPasswordDiscoveryResponse },
  { method: 'POST', path: /^\/b2b\/totp$/, data: schemas.b2bTotpCreateResponse },
  { method: 'GET', path: /^\/b2b\/recovery_codes$/, data: schemas.b2bRecoveryCodesResponse },
  { method: 'POST', path: /^\/b2b\/recovery_codes\/rotate$/, data: schemas.b2bRecoveryCodesResponse },
  { method: 'POST', path: /^\/b2b\/recovery_codes\/recover$/, data: schemas.b2bRecoveryCodesRecoverResponse },
  { method: 'POST', path: /^\/b2b\/sessions\/exchange$/, data: schemas.b2bAuthenticateResponseWithMfa },
  { method: 'POST', path: /^\/b2b\/(otps\/email|magic_links)\/authenticate$/, data: schemas.b2bAuthenticateResponseWithMfa },
  {
    method: 'POST',
    path: /^\/b2b\/(otps\/email|magic_links)\/discovery\/authenticate$/,
    data: schemas.b2bDiscoveryAuthenticateResponse,
  },
  { method: 'POST', path: /^\/b2b\/discovery\/organizations$/, data: schemas.b2bDiscoveryOrganizationsResponse },
  {
    method: 'POST',
    path: /^\/b2b\/discovery\/(organizations\/create|intermediate_sessions\/exchange)$/,
    data: schemas.b2bAuthenticateResponseWithMfa,
  },
  // SSO (protocol/b2b-wire-types.ts).
  { method: 'GET', path: /^\/b2b\/sso$/, data: schemas.b2bSsoGetConnectionsResponse },
  { method: 'GET', path: /^\/b2b\/sso\/discovery\/connections$/, data: schemas.b2bSsoDiscoverConnectionsResponse },
  { method: 'POST', path: /^\/b2b\/sso\/authenticate$/, data: schemas.b2bAuthenticateResponseWithMfa },
  { method: 'POST', path: /^\/b2b\/sso\/saml$/, data: schemas.b2bSamlConnectionResponse },
  { method: 'PUT', path: /^\/b2b\/sso\/saml\/[^/]+(\/url)?$/, data: schemas.b2bSamlConnectionResponse },
  { method: 'DELETE', path: /^\/b2b\/sso\/saml\/[^/]+\/verification_certificates\/[^/]+$/, data: schemas.b2bSamlConnectionResponse },
  { method: 'POST', path: /^\/b2b\/sso\/oidc$/, data: schemas.b2bOidcConnectionResponse },
  { method: 'PUT', path: /^\/b2b\/sso\/oidc\/[^/]+$/, data: schemas.b2bOidcConnectionResponse },
  { method: 'DELETE', path: /^\/b2b\/sso\/[^/]+$/, data: schemas.b2bSsoDeleteConnectionResponse },

  // B2B OAuth, impersonation, session attest and access-token exchange.
  { method: 'POST', path: /^\/b2b\/oauth\/authenticate$/, data: schemas.b2bOAuthAuthenticateResponse },
  { method: 'POST', path: /^\/b2b\/oauth\/discovery\/authenticate$/, data: schemas.b2bOAuthDiscoveryAuthenticateResponse },
  { method: 'POST', path: /^\/b2b\/impersonation\/authenticate$/, data: schemas.b2bAuthenticateResponseWithMfa },
  { method: 'POST', path: /^\/b2b\/sessions\/(attest|exchange_access_token)$/, data: schemas.b2bAuthenticateResponseWithMfa },
  { method: 'POST', path: /^\/idp\/b2b\/oauth\/authorize\/start$/, data: schemas.b2bIdpAuthorizeStartResponse },
  { method: 'POST', path: /^\/idp\/b2b\/oauth\/authorize\/submit$/, data: schemas.b2bIdpAuthorizeSubmitResponse },
  { method: 'POST', path: /^\/b2b\/oauth\/logout\/start$/, data: schemas.b2bIdpLogoutStartResponse },
  // Not enveloped: the session JWKS carries the meta beside its keys, and
  // telemetry's answer is an empty object (§9); neither has a wire type.
  { method: 'GET', path: /^\/jwks\/[^/]+$/, body: schemas.responseMeta },
  { method: 'POST', path: /^\/events$/, body: schemas.emptyObject },
];

/** The envelope of a success: `data` with at least the meta (docs/protocol.md §3). */
const DEFAULT_SHAPE: Omit<RouteShape, 'method' | 'path'> = { data: schemas.responseMeta };

/**
 * What is wrong with one `/sdk/v1` answer, or null when it matches its
 * route's shape: a 2xx its route's (or the default envelope), any other
 * status the provider's error body.
 */
export function wireViolation(method: string, path: string, status: number, body: unknown): string | null {
  const where = `${method} /sdk/v1${path} → ${status}`;
  if (status < 200 || status > 299) return describe(where, schemas.apiErrorBody, body);
  const shape = ROUTE_SHAPES.find((route) => route.method === method && route.path.test(path)) ?? DEFAULT_SHAPE;
  if (shape.body) return describe(where, shape.body, body);
  if (typeof body !== 'object' || body === null || !('data' in body)) return `${where}: no \`data\` envelope`;
  return describe(`${where} data`, shape.data ?? schemas.responseMeta, body.data);
}

function describe(where: string, schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `${where}: ${issues.join('; ')}`;
}

const violations: string[] = [];

/** The violations recorded since the last call, cleared. */
export function takeWireViolations(): string[] {
  return violations.splice(0);
}

/**
 * `fetch` with the check: a JSON answer of an `/sdk/v1/` URL is checked from
 * a clone before the caller gets the response. A body that cannot be read
 * (an aborted request) is left to the caller.
 */
export function checkedFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
    const path = new URL(url).pathname;
    if (!path.startsWith('/sdk/v1/') || !(response.headers.get('content-type') ?? '').includes('application/json')) {
      return response;
    }
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return response;
    }
    const violation = wireViolation(method, path.slice('/sdk/v1'.length), response.status, body);
    if (violation) violations.push(violation);
    return response;
  };
}
