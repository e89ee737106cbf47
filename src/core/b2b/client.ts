/**
 * `createPorticoB2BClient`: the headless client of the provider's B2B
 * products (issue 24), on the consumer client's infrastructure
 * (context.ts). Its own entry, `portico/b2b` (src/b2b.ts): the `portico`
 * entry imports nothing from here, so a consumer-only host downloads none
 * of it (test/package/b2b.test.ts).
 *
 * Sign-in, discovery, the session and the organization load with the client
 * (a B2B page needs them at once); MFA (SMS passcodes, TOTP, recovery codes)
 * loads on its first call, as the consumer client's lazy namespaces do
 * (products/lazy.ts).
 */
import { TEST_TOKEN_MARKER } from '../base-url';
import { createBootstrapApi, type BootstrapApi } from '../products/bootstrap';
import type { InternalClientOptions, PorticoClientOptions } from '../options';
import type { RbacApi } from '../rbac';
import { createTelemetryApi, type TelemetryApi } from '../telemetry-api';
import { createB2BAuthenticateByUrl, type B2BAuthenticateByUrl } from './authenticate-by-url';
import { createB2BClientContext, type B2BClientContext } from './context';
import { createB2BDiscovery, type B2BDiscovery } from './discovery';
import { createB2BMagicLinks, type B2BMagicLinks } from './magic-links';
import { createB2BOrganization, type B2BOrganizationApi } from './organization';
import type { B2BMfa, B2BOtpsSms, B2BRecoveryCodes, B2BTotp } from './mfa';
import { createB2BOtps, type B2BOtps } from './otps';
import type { B2BPasswords } from './passwords';
import type { B2BImpersonation } from './impersonation';
import type { B2BSso } from './sso';
import type { B2BIdp } from './idp';
import type { B2BOAuth, B2BOAuthProviderStarter } from './oauth';
import { B2B_OAUTH_PROVIDERS, type B2BOAuthProvider } from './oauth-providers';
import { afterLoad, lazyNamespace, loadOnce } from '../products/lazy';
import { signalOf } from '../call-options';
import { createB2BRbac } from './rbac';
import { createB2BSelf, type B2BSelfApi } from './self';
import { createB2BSessionApi, type B2BSessionApi } from './session-api';

/** Methods of the MFA namespaces, loaded on first use; the typecheck holds each list to its interface. */
export const B2B_LAZY_METHODS = {
  sms: ['send', 'authenticate'],
  totp: ['create', 'authenticate'],
  recoveryCodes: ['get', 'rotate', 'recover'],
  passwords: ['authenticate', 'strengthCheck', 'resetByEmailStart', 'resetByEmail', 'resetByExistingPassword', 'resetBySession'],
  passwordsDiscovery: ['resetByEmailStart', 'resetByEmail', 'authenticate'],
  impersonation: ['authenticate'],
  sso: ['start', 'authenticate', 'getConnections', 'discoverConnections', 'deleteConnection'],
  ssoSaml: ['createConnection', 'updateConnection', 'updateConnectionByURL', 'deleteVerificationCertificate'],
  ssoOidc: ['createConnection', 'updateConnection'],
  idp: ['oauthAuthorizeStart', 'oauthAuthorizeSubmit', 'oauthLogoutStart', 'followRedirect'],
} as const satisfies {
  sms: ReadonlyArray<keyof B2BOtpsSms>;
  totp: ReadonlyArray<keyof B2BTotp>;
  recoveryCodes: ReadonlyArray<keyof B2BRecoveryCodes>;
  passwords: ReadonlyArray<Exclude<keyof B2BPasswords, 'discovery'>>;
  passwordsDiscovery: ReadonlyArray<keyof B2BPasswords['discovery']>;
  impersonation: ReadonlyArray<keyof B2BImpersonation>;
  sso: ReadonlyArray<Exclude<keyof B2BSso, 'saml' | 'oidc'>>;
  ssoSaml: ReadonlyArray<keyof B2BSso['saml']>;
  ssoOidc: ReadonlyArray<keyof B2BSso['oidc']>;
  idp: ReadonlyArray<keyof B2BIdp>;
};

/**
 * The B2B headless client. Every method that sends a request takes an
 * optional `signal` in its options (`CallOptions`); wrong arguments throw
 * `PorticoInvalidCallError` ('Invalid call to …').
 */
export interface PorticoB2BClient {
  /** True for a test project's public token (`public-token-test-…`). */
  readonly isTestProject: boolean;
  /** The member session and the intermediate session (discovery, pending MFA). */
  session: B2BSessionApi;
  /** The organizations an email address can enter; creating one; entering one. */
  discovery: B2BDiscovery;
  /** Email magic links: organization sign-in, discovery, invites. */
  magicLinks: B2BMagicLinks;
  /** Email passcodes (organization sign-in and discovery) and SMS passcodes (MFA). */
  otps: B2BOtps & { sms: B2BOtpsSms };
  /** Passwords: organization and discovery sign-in, strength check, resets. */
  passwords: B2BPasswords;
  /** Sign-in with the B2B OAuth providers (google, microsoft, hubspot, slack, github), to one organization or by discovery. */
  oauth: B2BOAuth;
  /** SSO: the SAML and OIDC connections' sign-in, and their management. */
  sso: B2BSso;
  /** Impersonation links. */
  impersonation: B2BImpersonation;
  /** Connected Apps consent and logout (identity-provider side), for the signed-in member. */
  idp: B2BIdp;
  /** Authenticator-app codes (MFA). */
  totp: B2BTotp;
  /** Recovery codes, in place of a TOTP code (MFA). */
  recoveryCodes: B2BRecoveryCodes;
  /** The signed-in member's organization and its members. */
  organization: B2BOrganizationApi;
  /** The signed-in member. */
  self: B2BSelfApi;
  /** Permission checks from the member session's roles and the project's RBAC policy. */
  rbac: RbacApi;
  /** The project's bootstrap configuration (`slugPattern`, `createOrganizationEnabled`, `vertical`, …). */
  bootstrap: BootstrapApi;
  /** Logs events to the project's telemetry (best effort). */
  telemetry: TelemetryApi;
  /**
   * Redeems the redirect token in the page URL (`stytch_token_type` and
   * `token`): magic links, OAuth and SSO sign-ins, their discovery forms, and
   * impersonation; a password reset's token is returned unredeemed.
   */
  authenticateByUrl: B2BAuthenticateByUrl;
  /** Stops timers and listeners and flushes telemetry; the client is unusable afterwards. */
  destroy(): void;
}

/**
 * Creates a B2B headless client for a project's public token.
 *
 * @example
 * const client = createPorticoB2BClient('public-token-test-…');
 * await client.magicLinks.email.discovery.send({ email_address: 'ada@example.com' });
 */
export function createPorticoB2BClient(publicToken: string, options?: PorticoClientOptions): PorticoB2BClient;
export function createPorticoB2BClient(publicToken: string, options?: InternalClientOptions): PorticoB2BClient {
  const { ctx, destroy } = createB2BClientContext(publicToken, options);
  return createB2BNamespaces(ctx, publicToken, destroy);
}

function createB2BNamespaces(ctx: B2BClientContext, publicToken: string, destroy: () => void): PorticoB2BClient {
  const loadMfa = loadOnce<B2BMfa>(() => import('./mfa').then((m) => m.createB2BMfa(ctx)));
  const loadPasswords = loadOnce<B2BPasswords>(() => import('./passwords').then((m) => m.createB2BPasswords(ctx)));
  const loadSso = loadOnce<B2BSso>(() => import('./sso').then((m) => m.createB2BSso(ctx)));
  const loadOAuth = loadOnce<B2BOAuth>(() => import('./oauth').then((m) => m.createB2BOAuth(ctx)));
  // Each start loads the OAuth module first (a start leaves the page; the landing page redeems).
  const oauthStarters = Object.fromEntries(
    B2B_OAUTH_PROVIDERS.map((provider): [B2BOAuthProvider, B2BOAuthProviderStarter] => [
      provider,
      {
        start: (options) => afterLoad(loadOAuth, signalOf(options), (o) => o[provider].start(options)),
        discovery: { start: (options) => afterLoad(loadOAuth, signalOf(options), (o) => o[provider].discovery.start(options)) },
      },
    ]),
  ) as { [P in B2BOAuthProvider]: B2BOAuthProviderStarter };
  const client: Omit<PorticoB2BClient, 'authenticateByUrl'> = {
    isTestProject: publicToken.includes(TEST_TOKEN_MARKER),
    session: createB2BSessionApi(ctx),
    discovery: createB2BDiscovery(ctx),
    magicLinks: createB2BMagicLinks(ctx),
    otps: {
      ...createB2BOtps(ctx),
      sms: lazyNamespace<B2BOtpsSms>(B2B_LAZY_METHODS.sms, () => loadMfa().then((m) => m.sms)),
    },
    passwords: {
      ...lazyNamespace<Omit<B2BPasswords, 'discovery'>>(B2B_LAZY_METHODS.passwords, loadPasswords),
      discovery: lazyNamespace<B2BPasswords['discovery']>(B2B_LAZY_METHODS.passwordsDiscovery, () =>
        loadPasswords().then((m) => m.discovery),
      ),
    },
    oauth: {
      ...oauthStarters,
      authenticate: (options) => afterLoad(loadOAuth, signalOf(options), (o) => o.authenticate(options)),
      discovery: { authenticate: (options) => afterLoad(loadOAuth, signalOf(options), (o) => o.discovery.authenticate(options)) },
    },
    sso: {
      ...lazyNamespace<Omit<B2BSso, 'saml' | 'oidc'>>(B2B_LAZY_METHODS.sso, loadSso),
      saml: lazyNamespace<B2BSso['saml']>(B2B_LAZY_METHODS.ssoSaml, () => loadSso().then((m) => m.saml)),
      oidc: lazyNamespace<B2BSso['oidc']>(B2B_LAZY_METHODS.ssoOidc, () => loadSso().then((m) => m.oidc)),
    },
    impersonation: lazyNamespace<B2BImpersonation>(B2B_LAZY_METHODS.impersonation, () =>
      import('./impersonation').then((m) => m.createB2BImpersonation(ctx)),
    ),
    idp: lazyNamespace<B2BIdp>(B2B_LAZY_METHODS.idp, () => import('./idp').then((m) => m.createB2BIdp(ctx))),
    totp: lazyNamespace<B2BTotp>(B2B_LAZY_METHODS.totp, () => loadMfa().then((m) => m.totp)),
    recoveryCodes: lazyNamespace<B2BRecoveryCodes>(B2B_LAZY_METHODS.recoveryCodes, () => loadMfa().then((m) => m.recoveryCodes)),
    organization: createB2BOrganization(ctx),
    self: createB2BSelf(ctx),
    rbac: createB2BRbac(ctx),
    bootstrap: createBootstrapApi(ctx.bootstrap),
    telemetry: createTelemetryApi(ctx.telemetry),
    destroy,
  };
  return { ...client, authenticateByUrl: createB2BAuthenticateByUrl(ctx, client) };
}

/** `createPorticoB2BClient` with the internal options (`seams`): for tests only; no entry exports it. */
export const createPorticoB2BClientInternal: (publicToken: string, options?: InternalClientOptions) => PorticoB2BClient =
  createPorticoB2BClient;
