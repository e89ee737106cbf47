/**
 * `createPorticoClient`: the headless client, composed of the infrastructure
 * (`createClientContext`) and one namespace per product.
 */
import type { AuthenticateByUrl } from './authenticate-by-url';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CallOptions is named by a {@link} in the docs below
import { signalOf, type CallOptions } from './call-options';
import { TEST_TOKEN_MARKER } from './base-url';
import { createClientContext } from './create-client-context';
import { registerClientInternals } from './internals';
import type { InternalClientOptions, PorticoClientOptions } from './options';
import type { RbacApi } from './rbac';
import type { SessionApi } from './session-api';
import { createTelemetryApi, type TelemetryApi } from './telemetry-api';
import { createBootstrapApi, type BootstrapApi } from './products/bootstrap';
import type { CryptoWallets } from './products/crypto-wallets';
import type { IDP } from './products/idp';
import type { Impersonation } from './products/impersonation';
import { afterLoad, lazyNamespace, loadOnce } from './products/lazy';
import { createMagicLinks, type MagicLinks } from './products/magic-links';
import type { OAuth, OAuthProviderStarter } from './products/oauth';
import { OAUTH_PROVIDERS, type OAuthProviderType } from './products/oauth-providers';
import { createOtps, type Otps } from './products/otps';
import type { Passwords } from './products/passwords';
import type { Totps } from './products/totps';
import type { UserApi, UserRequests } from './products/user';
import { createUserSync } from './products/user-sync';
import type { WebAuthn } from './products/webauthn';

/**
 * Methods of the namespaces loaded on first use (products/lazy.ts); a unit
 * test checks each list against its implementation.
 */
export const LAZY_METHODS = {
  passwords: [
    'create',
    'authenticate',
    'strengthCheck',
    'resetByEmailStart',
    'resetByEmail',
    'resetByExistingPassword',
    'resetBySession',
  ],
  cryptoWallets: ['authenticateStart', 'authenticate'],
  webauthn: [
    'registerStart',
    'registerFinish',
    'register',
    'authenticateStart',
    'authenticateFinish',
    'authenticate',
    'update',
    'browserSupportsAutofill',
    'signalCredentials',
  ],
  totps: ['create', 'authenticate', 'recoveryCodes', 'recover'],
  impersonation: ['authenticate'],
  idp: ['authorizeStart', 'authorizeSubmit', 'logoutStart', 'followRedirect'],
  // `getSync`, `getInfo` and the observers are synchronous: products/user-sync.ts, loaded with the client.
  user: [
    'get',
    'update',
    'search',
    'deleteEmail',
    'deletePhoneNumber',
    'deleteTOTP',
    'deleteCryptoWallet',
    'deleteOAuthRegistration',
    'deleteWebauthnRegistration',
    'deleteBiometricRegistration',
    'getConnectedApps',
    'revokeConnectedApp',
  ],
} as const satisfies {
  passwords: ReadonlyArray<keyof Passwords>;
  cryptoWallets: ReadonlyArray<keyof CryptoWallets>;
  webauthn: ReadonlyArray<keyof WebAuthn>;
  totps: ReadonlyArray<keyof Totps>;
  impersonation: ReadonlyArray<keyof Impersonation>;
  idp: ReadonlyArray<keyof IDP>;
  user: ReadonlyArray<keyof UserRequests>;
};


/**
 * The headless client. Every method that sends a request takes an optional
 * `signal` ({@link CallOptions}), in its options or as its last argument. A
 * one-time token (magic link, OAuth, impersonation, password reset, IdP
 * authorize decision) is redeemed once per page: repeated calls share the
 * first one's request and outcome.
 */
export interface PorticoClient {
  /**
   * True for a test project's public token (`public-token-test-…`): the
   * widget then shows developer errors a live site's visitors never see.
   */
  readonly isTestProject: boolean;
  /** Email magic links. */
  magicLinks: MagicLinks;
  /** One-time passcodes by SMS, WhatsApp and email. */
  otps: Otps;
  /** Passwords. */
  passwords: Passwords;
  /** Ethereum and Solana wallets. */
  cryptoWallets: CryptoWallets;
  /** Passkeys and security keys. */
  webauthn: WebAuthn;
  /** Social sign-in. */
  oauth: OAuth;
  /** Authenticator-app codes. */
  totps: Totps;
  /** The logged-in user's profile and factors. */
  user: UserApi;
  /** Impersonation links. */
  impersonation: Impersonation;
  /** Connected Apps consent and logout (identity-provider side). */
  idp: IDP;
  /** The project's bootstrap configuration. */
  bootstrap: BootstrapApi;
  /** The session: state, refresh, revoke. */
  session: SessionApi;
  /** Role-based permission checks. */
  rbac: RbacApi;
  /** Logs events to the project's telemetry (for UI integrations; best effort). */
  telemetry: TelemetryApi;
  /**
   * Redeems a `?stytch_token_type=…&token=…` redirect on the current page,
   * once per token (calls at once share one request), then removes the token
   * from the address bar.
   */
  authenticateByUrl: AuthenticateByUrl;
  /** Stops timers and listeners and flushes telemetry; the client is unusable afterwards. */
  destroy(): void;
}

/**
 * Creates a headless client for a project's public token.
 *
 * @example
 * const client = createPorticoClient('public-token-test-…');
 * await client.otps.email.loginOrCreate('ada@example.com');
 */
export function createPorticoClient(publicToken: string, options?: PorticoClientOptions): PorticoClient;
// The implementation's signature, which callers do not see, also takes the internal options.
export function createPorticoClient(publicToken: string, options?: InternalClientOptions): PorticoClient {
  const { ctx, sessionApi, rbacApi, observers, destroy } = createClientContext(publicToken, options);
  const magicLinks = createMagicLinks(ctx);
  // Social sign-in loads on first use too: `start` navigates away, `authenticate` runs on the landing page.
  const loadOAuth = loadOnce(() => import('./products/oauth').then((m) => m.createOAuth(ctx)));
  const oauthStarters = Object.fromEntries(
    OAUTH_PROVIDERS.map((provider) => [
      provider,
      { start: (options) => afterLoad(loadOAuth, signalOf(options), (o) => o[provider].start(options)) },
    ]),
  ) as { [P in OAuthProviderType]: OAuthProviderStarter };
  const oauth: OAuth = {
    ...oauthStarters,
    authenticate: (token, options) => afterLoad(loadOAuth, signalOf(options), (o) => o.authenticate(token, options)),
    googleOneTap: {
      start: (options) => afterLoad(loadOAuth, signalOf(options), (o) => o.googleOneTap.start(options)),
      submit: (options) => afterLoad(loadOAuth, signalOf(options), (o) => o.googleOneTap.submit(options)),
    },
  };
  const impersonation = lazyNamespace<Impersonation>(LAZY_METHODS.impersonation, () =>
    import('./products/impersonation').then((m) => m.createImpersonation(ctx)),
  );
  const loadAuthenticateByUrl = loadOnce(() =>
    import('./authenticate-by-url').then((m) => m.createAuthenticateByUrl(ctx, { magicLinks, oauth, impersonation })),
  );
  const client: PorticoClient = {
    isTestProject: publicToken.includes(TEST_TOKEN_MARKER),
    magicLinks,
    otps: createOtps(ctx),
    passwords: lazyNamespace<Passwords>(LAZY_METHODS.passwords, () =>
      import('./products/passwords').then((m) => m.createPasswords(ctx)),
    ),
    cryptoWallets: lazyNamespace<CryptoWallets>(LAZY_METHODS.cryptoWallets, () =>
      import('./products/crypto-wallets').then((m) => m.createCryptoWallets(ctx)),
    ),
    webauthn: lazyNamespace<WebAuthn>(LAZY_METHODS.webauthn, () =>
      import('./products/webauthn').then((m) => m.createWebAuthn(ctx)),
    ),
    oauth,
    totps: lazyNamespace<Totps>(LAZY_METHODS.totps, () => import('./products/totps').then((m) => m.createTotps(ctx))),
    user: {
      ...lazyNamespace<UserRequests>(LAZY_METHODS.user, () => import('./products/user').then((m) => m.createUser(ctx))),
      ...createUserSync(ctx.session, observers),
    },
    impersonation,
    idp: lazyNamespace<IDP>(LAZY_METHODS.idp, () => import('./products/idp').then((m) => m.createIDP(ctx))),
    bootstrap: createBootstrapApi(ctx.bootstrap),
    session: sessionApi,
    rbac: rbacApi,
    telemetry: createTelemetryApi(ctx.telemetry),
    // Only redirect landing pages call it: loaded on first use, like the products above.
    authenticateByUrl: (options) => afterLoad(loadAuthenticateByUrl, signalOf(options), (authenticate) => authenticate(options)),
    destroy,
  };
  registerClientInternals(client, { ctx });
  return client;
}

/**
 * `createPorticoClient` with the internal options (`seams`): for tests, the
 * gallery and the integration harness. No package entry exports it.
 */
export const createPorticoClientInternal: (publicToken: string, options?: InternalClientOptions) => PorticoClient = createPorticoClient;
