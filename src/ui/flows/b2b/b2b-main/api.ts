/**
 * B2BMain's redirect landing (docs/architecture.md, "One-time tokens"): the
 * page a discovery link (or a discovery OAuth, or an organization's login
 * link) returns to redeems the token of its address through the B2B client,
 * once per page however often B2BMain mounts, and resolves with the handoff
 * its answer leads to.
 */
import type { B2BAuthenticateByUrlResult, PorticoB2BClient } from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';
import { announce, authOutcome, type B2BHandoff } from '../handoffs';

/** The token types B2BMain redeems (a password reset's is the reset mount's). */
const LANDING_TOKEN_TYPES: ReadonlySet<string> = new Set([
  'discovery',
  'discovery_oauth',
  'multi_tenant_magic_links',
  'oauth',
  'sso',
  'multi_tenant_impersonation',
]);

/**
 * Whether the page's address carries a token B2BMain redeems, read once at its first render so
 * the landing shows its wait at once instead of the form (no address on the server: none).
 */
export function pageCarriesLandingToken(): boolean {
  const search = typeof location === 'undefined' ? '' : location.search;
  const params = new URLSearchParams(search);
  return params.has('token') && LANDING_TOKEN_TYPES.has(params.get('stytch_token_type') ?? '');
}

/** Where a redeemed token leads, with the event its answer implies; null when the page has none to redeem here. */
export function landingHandoff(result: B2BAuthenticateByUrlResult | null): B2BHandoff | null {
  if (result === null || !result.handled) return null;
  switch (result.tokenType) {
    case 'discovery':
    case 'discovery_oauth': {
      const event = result.tokenType === 'discovery' ? 'B2B_MAGIC_LINK_DISCOVERY_AUTHENTICATE' : 'B2B_OAUTH_DISCOVERY_AUTHENTICATE';
      return {
        type: 'discovery/discovered',
        email: result.data.email_address,
        organizations: result.data.discovered_organizations,
        announce: announce(event, result.data),
      };
    }
    case 'multi_tenant_magic_links':
      return authOutcome(result.data, result.data.member.email_address, announce('B2B_MAGIC_LINK_AUTHENTICATE', result.data));
    case 'oauth':
      return authOutcome(result.data, result.data.member.email_address, announce('B2B_OAUTH_AUTHENTICATE', result.data));
    case 'sso':
      return authOutcome(result.data, result.data.member.email_address, announce('B2B_SSO_AUTHENTICATE', result.data));
    case 'multi_tenant_impersonation':
      return authOutcome(result.data, result.data.member.email_address);
  }
}

/** Redeems the address's token, if any (`client.authenticateByUrl`; a second call joins the first). */
export function redeemLanding(client: PorticoB2BClient, config: NormalizedB2BConfig, signal: AbortSignal): Promise<B2BAuthenticateByUrlResult | null> {
  return client.authenticateByUrl({ session_duration_minutes: config.sessionOptions.sessionDurationMinutes, signal });
}
