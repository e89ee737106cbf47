/**
 * Shapes the provider sends over `/sdk/v1` (docs/protocol.md §3, §5–§7), kept in its
 * snake_case: the client reads them and the emulator serves them. Only what
 * the client reads is typed strictly; the rest passes through. The
 * integration tests check every emulator answer against these shapes at run
 * time (test/integration/support/wire-schemas.ts).
 */

export interface Email { email_id: string; email: string; verified: boolean }
export interface PhoneNumber { phone_id: string; phone_number: string; verified: boolean }
export interface CryptoWallet {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  verified: boolean;
}
export interface OAuthProvider {
  oauth_user_registration_id: string;
  provider_subject: string;
  provider_type: string;
  profile_picture_url?: string;
  locale?: string;
}
export interface Totp { totp_id: string; verified: boolean }
export interface WebAuthnRegistration {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
  name: string;
  /** ISO times; sent by the emulator (and used by the passkey list), optional in the provider's typing. */
  created_at?: string;
  last_used_at?: string;
}
export interface UserName { first_name?: string; middle_name?: string; last_name?: string }
export interface Role { role_id: string; sources?: unknown[] }

export interface User {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: UserName;
  emails: Email[];
  phone_numbers: PhoneNumber[];
  crypto_wallets: CryptoWallet[];
  providers: OAuthProvider[];
  password: null | { password_id: string; requires_reset: boolean };
  totps: Totp[];
  webauthn_registrations: WebAuthnRegistration[];
  biometric_registrations: unknown[];
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  /** Role ids; the provider also sends objects with `role_id`. */
  roles: Array<string | Role>;
  external_id?: string;
}

export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [factor: string]: unknown;
}

export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown>;
  roles: string[];
}

/** `data` of every call that logs a user in (docs/protocol.md §6). */
export interface AuthenticateResponse {
  request_id: string;
  status_code: number;
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
  method_id?: string;
  is_new?: boolean;
  [extra: string]: unknown;
}

export interface RbacPermission { resource_id: string; actions: string[] }
export interface RbacPolicy {
  roles: Array<{ role_id: string; description: string; permissions: RbacPermission[] }>;
  resources: Array<{ resource_id: string; description: string; actions: string[] }>;
  scopes: Array<{ scope: string; description: string; permissions: RbacPermission[] }>;
}

/** Raw bootstrap `data` (docs/protocol.md §5). */
export interface BootstrapResponse {
  request_id: string;
  status_code: number;
  project_name: string | null;
  disable_sdk_watermark: boolean;
  cname_domain: string | null;
  email_domains: string[];
  captcha_settings: { enabled: false } | { enabled: true; siteKey: string };
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  slug_pattern: string | null;
  create_organization_enabled: boolean;
  password_config: { luds_complexity: number; luds_minimum_count: number } | null;
  dfp_protected_auth_enabled?: boolean;
  dfp_protected_auth_mode?: 'OBSERVATION' | 'DECISIONING';
  rbac_policy: RbacPolicy | null;
  siwe_required_for_crypto_wallets: boolean;
  vertical: 'CONSUMER' | 'B2B' | null;
}

/** Error body of a non-2xx JSON answer (docs/protocol.md §3). */
export interface ApiErrorBody {
  status_code: number;
  error_type: string;
  error_message: string;
  error_url: string;
  request_id?: string;
  error_details?: Record<string, unknown>;
}
