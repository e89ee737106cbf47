import { subjectFor } from '../../oauth-provider-page/subject';
import { OAUTH_PROVIDERS, type OAuthProviderType } from '../../../../protocol';

/**
 * The 19 social providers of docs/protocol.md §7.7, as the emulated identity
 * provider presents them: a display name (also the wire `provider_type`, which
 * the provider spells capitalised, e.g. `Google`) and the scopes every grant
 * holds before `custom_scopes` are added.
 */

export interface ProviderInfo {
  readonly type: OAuthProviderType;
  readonly displayName: string;
  readonly defaultScopes: readonly string[];
}

const OIDC = ['openid', 'email', 'profile'] as const;

const INFO: Record<OAuthProviderType, Omit<ProviderInfo, 'type'>> = {
  google: { displayName: 'Google', defaultScopes: OIDC },
  microsoft: { displayName: 'Microsoft', defaultScopes: OIDC },
  apple: { displayName: 'Apple', defaultScopes: ['openid', 'email', 'name'] },
  github: { displayName: 'GitHub', defaultScopes: ['read:user', 'user:email'] },
  gitlab: { displayName: 'GitLab', defaultScopes: OIDC },
  facebook: { displayName: 'Facebook', defaultScopes: ['email', 'public_profile'] },
  discord: { displayName: 'Discord', defaultScopes: ['identify', 'email'] },
  salesforce: { displayName: 'Salesforce', defaultScopes: OIDC },
  slack: { displayName: 'Slack', defaultScopes: OIDC },
  amazon: { displayName: 'Amazon', defaultScopes: ['profile'] },
  bitbucket: { displayName: 'Bitbucket', defaultScopes: ['account', 'email'] },
  linkedin: { displayName: 'LinkedIn', defaultScopes: OIDC },
  coinbase: { displayName: 'Coinbase', defaultScopes: ['wallet:user:read', 'wallet:user:email'] },
  twitch: { displayName: 'Twitch', defaultScopes: ['openid', 'user:read:email'] },
  twitter: { displayName: 'Twitter', defaultScopes: ['users.read', 'tweet.read'] },
  tiktok: { displayName: 'TikTok', defaultScopes: ['user.info.basic'] },
  snapchat: { displayName: 'Snapchat', defaultScopes: ['https://auth.snapchat.com/oauth2/api/user.display_name'] },
  figma: { displayName: 'Figma', defaultScopes: ['files:read'] },
  yahoo: { displayName: 'Yahoo', defaultScopes: OIDC },
};

export function providerInfo(name: string): ProviderInfo | null {
  return (OAUTH_PROVIDERS as readonly string[]).includes(name)
    ? { type: name as OAuthProviderType, ...INFO[name as OAuthProviderType] }
    : null;
}

export interface ProviderIdentity {
  email: string;
  name: string;
  subject: string;
  /**
   * Whether the provider vouches for the address. Absent means true: the
   * emulated provider's page always does; a Google ID token may say false
   * (`email_verified`), and then the email is neither matched nor kept.
   */
  emailVerified?: boolean;
}

export { subjectFor };

/** The identity the page offers when the dev API queued none: the same for every visit. */
export function defaultIdentity(info: ProviderInfo): ProviderIdentity {
  const email = `${info.type}.user@example.com`;
  return { email, name: `${info.displayName} Test User`, subject: subjectFor(info.type, email) };
}

/** The scopes a grant holds: the provider's defaults, then the app's `custom_scopes`, each once. */
export function grantedScopes(info: ProviderInfo, customScopes: readonly string[]): string[] {
  return [...new Set([...info.defaultScopes, ...customScopes])];
}
