import { z } from 'zod';

/**
 * Emulator configuration: the project the emulator pretends to be, plus the
 * knobs tests need (short expiries, attempt limits, rate limits). Every field
 * has a default; callers pass a deep-partial override.
 */

const permissionSchema = z.object({ resource_id: z.string(), actions: z.array(z.string()) });

const rbacPolicySchema = z.object({
  roles: z.array(
    z.object({ role_id: z.string(), description: z.string(), permissions: z.array(permissionSchema) }),
  ),
  resources: z.array(
    z.object({ resource_id: z.string(), description: z.string(), actions: z.array(z.string()) }),
  ),
  scopes: z.array(
    z.object({ scope: z.string(), description: z.string(), permissions: z.array(permissionSchema) }),
  ),
});

/**
 * A connected app (relying party) of the project's OpenID Connect provider
 * (docs/protocol.md §7.9). `*_public` clients have no secret; confidential ones
 * authenticate at the token endpoint with theirs. Redirect URIs are compared
 * exactly, as OAuth 2.0 Security BCP requires.
 */
export const CLIENT_TYPES = ['first_party', 'third_party', 'first_party_public', 'third_party_public'] as const;

/** Schemes a browser must never be sent to; RFC 6749 §3.1.2 forbids a fragment too. */
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);
const redirectUriSchema = z
  .url()
  .refine((uri) => !UNSAFE_SCHEMES.has(new URL(uri).protocol) && !uri.includes('#'), {
    message: 'A redirect URI may not use a javascript:, data:, vbscript:, file: or blob: scheme or carry a fragment.',
  });

export const connectedAppObject = z.strictObject({
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(1).max(500).optional(),
  client_name: z.string().max(200),
  client_type: z.enum(CLIENT_TYPES),
  redirect_uris: z.array(redirectUriSchema).min(1),
  post_logout_redirect_uris: z.array(redirectUriSchema).default([]),
  logo_url: z.url().optional(),
  consent_required: z.boolean().optional(),
});

/** The refinement every connected-app schema carries: a public client has no secret. */
export const PUBLIC_CLIENT_RULE = [
  (app: { client_type: string; client_secret?: string | undefined }) =>
    !(app.client_type.endsWith('_public') && app.client_secret !== undefined),
  { message: 'A public client (first_party_public, third_party_public) has no client_secret.' },
] as const;

export const connectedAppSchema = connectedAppObject.refine(...PUBLIC_CLIENT_RULE);

export type ConnectedAppConfig = z.infer<typeof connectedAppSchema>;

/**
 * A trusted auth token profile (docs/architecture.md, "B2B"): which JWTs
 * `b2b/sessions/attest` accepts for `profile_id`: their issuer and audience,
 * the key that signs them (a JWKS URL, or one PEM public key), and which
 * claims hold the member's address, the token's id (single use) and, if the
 * token names it, the organization.
 */
export const trustedAuthProfileSchema = z
  .strictObject({
    profile_id: z.string().min(1),
    issuer: z.string().min(1),
    audience: z.string().min(1),
    jwks_url: z.url().optional(),
    public_key_pem: z.string().min(1).optional(),
    attribute_mapping: z
      .strictObject({
        email: z.string().min(1).default('email'),
        token_id: z.string().min(1).default('jti'),
        organization_id: z.string().min(1).optional(),
      })
      .default({ email: 'email', token_id: 'jti' }),
  })
  .refine((profile) => (profile.jwks_url === undefined) !== (profile.public_key_pem === undefined), {
    message: 'A trusted auth profile needs exactly one of jwks_url and public_key_pem.',
  });

export type TrustedAuthProfile = z.infer<typeof trustedAuthProfileSchema>;

export const emulatorConfigSchema = z.strictObject({
  publicToken: z.string().min(1),
  projectId: z.string().min(1),
  projectName: z.string(),
  /** The first entry is the sender domain of every email (`login@<domain>`). */
  emailDomains: z.array(z.string().min(1)).min(1),
  displayWatermark: z.boolean(),
  pkce: z.object({
    emailMagicLinks: z.boolean(),
    passwordResets: z.boolean(),
    oauth: z.boolean(),
    sso: z.boolean(),
  }),
  passwordPolicy: z.object({
    strategy: z.enum(['zxcvbn', 'luds']),
    ludsComplexity: z.int().min(1).max(4),
    ludsMinimumCount: z.int().min(1).max(256),
  }),
  rbacPolicy: rbacPolicySchema,
  siweRequired: z.boolean(),
  /**
   * Which of the provider's product lines the project is (docs/architecture.md,
   * "B2B"): `CONSUMER` (users) or `B2B` (organizations and members). Bootstrap
   * reports it, and a B2B project's RBAC policy is the B2B one (b2b-rbac.ts).
   * One emulator is one project with one public token: this is a switch, not
   * a second project. The `/sdk/v1/b2b/…` routes answer in either vertical, so
   * a consumer suite that never calls them is unchanged.
   */
  vertical: z.enum(['CONSUMER', 'B2B']),
  /**
   * Where the host's pages carry an organization's slug, e.g.
   * `http://localhost:3000/org/{{slug}}`: bootstrap's `slug_pattern`, from
   * which the provider's B2B UI reads the organization of the page. It does not
   * constrain slugs (products/b2b/slug.ts does). Null: none.
   */
  slugPattern: z
    .string()
    .refine((pattern) => pattern.split('{{slug}}').length === 2, 'slugPattern must contain {{slug}} once.')
    .nullable()
    .default(null),
  /**
   * Whether discovery may create organizations (`b2b/discovery/organizations/create`;
   * refused with `403 unauthorized_action` when false); bootstrap's
   * `create_organization_enabled` in a B2B project (a consumer one reports false).
   */
  createOrganizationEnabled: z.boolean(),
  /**
   * The connected apps of the project's OpenID Connect provider (config ones;
   * `POST /_emulator/connected_apps` adds more until a reset). Client ids are unique.
   */
  connectedApps: z
    .array(connectedAppSchema)
    .refine((apps) => new Set(apps.map((app) => app.client_id)).size === apps.length, 'Each client_id may appear once.'),
  /** Trusted auth token profiles for `b2b/sessions/attest`; profile ids are unique. */
  trustedAuthProfiles: z
    .array(trustedAuthProfileSchema)
    .refine((profiles) => new Set(profiles.map((p) => p.profile_id)).size === profiles.length, 'Each profile_id may appear once.'),
  /**
   * The OpenID Connect provider (docs/protocol.md §7.9): the host's consent and
   * logout pages (where the widget's identity-provider screen is mounted), and
   * the issuer; null means the emulator's own origin (products/idp/issuer.ts).
   */
  idp: z.object({
    authorizationUrl: z.url(),
    logoutUrl: z.url(),
    issuer: z.url().nullable().default(null),
  }),
  /** Exact origins allowed by CORS besides any localhost / 127.0.0.1 / [::1] origin. */
  allowedOrigins: z.array(z.string()),
  /**
   * Host names (any port) answered besides localhost, 127.0.0.1, [::1] and the
   * host the server is bound to; every other Host header gets 403 (DNS rebinding).
   */
  allowedHosts: z.array(z.string().min(1)),
  /** Read the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: z.boolean(),
  /**
   * Allowed magic-link URLs: scheme, host and port must match an entry, and the
   * path must start with the entry's path. Empty: any http(s) URL on a loopback
   * host or on one of `allowedOrigins`.
   */
  redirectUrls: z.array(
    z.string().refine((entry) => URL.canParse(entry), 'Each redirect URL must be an absolute URL.'),
  ),
  /** Used when a magic-link request names no redirect URL. */
  defaultRedirectUrl: z.url(),
  /** Used when a password-reset request names no `reset_password_redirect_url`. */
  defaultResetPasswordRedirectUrl: z.url(),
  /**
   * The project's default OAuth login / signup redirect URLs, used when an OAuth
   * start (redirect or One Tap) names none; null means the project set none, and
   * such a start fails (`no_login_redirect_urls_set`, docs/protocol.md §7.7).
   * A patch with `null` removes the key, so absent reads as null too.
   */
  oauthDefaultRedirectUrls: z.object({
    login: z.url().nullable().default(null),
    signup: z.url().nullable().default(null),
  }),
  /**
   * Google One Tap (docs/protocol.md §7.7): the Google OAuth client the project
   * registered (null: none, `oauth_config_not_found`), whether it is the
   * provider's shared default client (which One Tap refuses), and the page
   * origins the client allows; empty means any loopback http(s) origin.
   */
  googleOneTap: z.object({
    clientId: z.string().min(1).nullable().default(null),
    usesDefaultClient: z.boolean(),
    authorizedOrigins: z.array(z.string()),
  }),
  /** Wrong passwords per user within `passwordAttemptWindowSeconds` before `user_lock_limit_reached`. */
  passwordAttemptLimit: z.int().min(1),
  passwordAttemptWindowSeconds: z.int().min(1),
  otpAttemptLimit: z.int().min(1),
  /** Wrong passcodes per destination within `otpFailureWindowSeconds`, whatever the code. */
  otpDestinationFailureLimit: z.int().min(1),
  /**
   * Wrong passcodes per client address within `otpFailureWindowSeconds`, across
   * destinations. High, so a suite's deliberate wrong codes from one machine
   * never reach it (docs/security.md, "Attempt limits"); each destination's own
   * limit is what stops guessing one account.
   */
  otpClientFailureLimit: z.int().min(1),
  otpFailureWindowSeconds: z.int().min(1),
  /** Wrong TOTP recovery codes per user within `recoveryCodeAttemptWindowSeconds` before `user_lock_limit_reached`. */
  recoveryCodeAttemptLimit: z.int().min(1),
  recoveryCodeAttemptWindowSeconds: z.int().min(1),
  /**
   * Wrong client secrets per connected app within the window before the token
   * endpoint refuses that app's client authentication (`invalid_client`).
   */
  connectedAppSecretFailureLimit: z.int().min(1),
  connectedAppSecretFailureWindowSeconds: z.int().min(1),
  /**
   * Wrong passwords, TOTP codes, recovery codes or client secrets per client
   * address within `clientFailureWindowSeconds`, each kind counted apart, before
   * that client is refused (`429 too_many_requests`). Passcodes: `otpClientFailureLimit`.
   */
  clientFailureLimit: z.int().min(1),
  clientFailureWindowSeconds: z.int().min(1),
  otpExpirationSecondsOverride: z.number().positive().optional(),
  magicLinkExpirationSecondsOverride: z.number().positive().optional(),
  sendRateLimitPerMinute: z.int().min(1),
  /** Messages the mailbox keeps; past this the oldest go first. Raise it for heavy parallel suites. */
  mailboxCapacity: z.int().min(1).max(1_000_000),
  sessionDefaultMinutes: z.int().min(1),
  jwtLifetimeSeconds: z.int().min(1),
});

export type EmulatorConfig = z.infer<typeof emulatorConfigSchema>;

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** What callers may pass: any subset, nested objects merged key by key. */
export type EmulatorConfigInput = DeepPartial<EmulatorConfig>;

/** The app page every default redirect points at: the one the provider's test projects start with. */
const DEFAULT_REDIRECT_URL = 'http://localhost:3000/authenticate';

export const DEFAULT_CONFIG: EmulatorConfig = {
  publicToken: 'public-token-test-emulator',
  projectId: 'project-test-emulator',
  projectName: 'Portico Emulator',
  emailDomains: ['portico.test'],
  displayWatermark: false,
  pkce: { emailMagicLinks: false, passwordResets: false, oauth: false, sso: false },
  passwordPolicy: { strategy: 'zxcvbn', ludsComplexity: 3, ludsMinimumCount: 8 },
  rbacPolicy: {
    roles: [{ role_id: 'stytch_user', description: 'Granted to every user.', permissions: [] }],
    resources: [],
    scopes: [
      { scope: 'openid', description: 'Verify your identity', permissions: [] },
      { scope: 'profile', description: 'View your personal profile information', permissions: [] },
      { scope: 'email', description: 'View your email address', permissions: [] },
      { scope: 'phone', description: 'View your phone number', permissions: [] },
      {
        scope: 'offline_access',
        description: "Maintain access to your data even when you're not actively using the app",
        permissions: [],
      },
    ],
  },
  siweRequired: false,
  vertical: 'CONSUMER',
  slugPattern: null,
  createOrganizationEnabled: true,
  connectedApps: [],
  trustedAuthProfiles: [],
  idp: { authorizationUrl: 'http://localhost:3000/idp', logoutUrl: 'http://localhost:3000/idp', issuer: null },
  allowedOrigins: [],
  allowedHosts: [],
  trustProxy: false,
  redirectUrls: [],
  defaultRedirectUrl: DEFAULT_REDIRECT_URL,
  defaultResetPasswordRedirectUrl: 'http://localhost:3000/reset-password',
  oauthDefaultRedirectUrls: { login: DEFAULT_REDIRECT_URL, signup: DEFAULT_REDIRECT_URL },
  googleOneTap: {
    clientId: 'portico-emulator.apps.googleusercontent.com',
    usesDefaultClient: false,
    authorizedOrigins: [],
  },
  passwordAttemptLimit: 10,
  passwordAttemptWindowSeconds: 60 * 60,
  otpAttemptLimit: 5,
  otpDestinationFailureLimit: 10,
  otpClientFailureLimit: 1000,
  otpFailureWindowSeconds: 15 * 60,
  recoveryCodeAttemptLimit: 10,
  recoveryCodeAttemptWindowSeconds: 60 * 60,
  connectedAppSecretFailureLimit: 20,
  connectedAppSecretFailureWindowSeconds: 15 * 60,
  clientFailureLimit: 1000,
  clientFailureWindowSeconds: 60 * 60,
  sendRateLimitPerMinute: 30,
  mailboxCapacity: 1000,
  sessionDefaultMinutes: 30,
  jwtLifetimeSeconds: 300,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep-merges `patch` into `base`: objects merge key by key, arrays and
 * scalars replace, and `null` removes an optional key (e.g. an override).
 */
export function mergeDeep(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (value !== undefined) {
      // defineProperty, not `out[key] =`: a `__proto__` key from JSON stays an
      // own (unknown, so refused) key instead of replacing the prototype.
      const merged = mergeDeep(Object.hasOwn(out, key) ? out[key] : undefined, value);
      Object.defineProperty(out, key, { value: merged, enumerable: true, writable: true, configurable: true });
    }
  }
  return out;
}

/** Applies a partial override on top of `base`; throws a ZodError when the result is invalid. */
export function resolveConfig(patch: unknown = {}, base: EmulatorConfig = DEFAULT_CONFIG): EmulatorConfig {
  if (!isPlainObject(patch)) throw new TypeError('The emulator config must be a JSON object.');
  return emulatorConfigSchema.parse(mergeDeep(structuredClone(base), patch));
}
