/**
 * Where a successful sign-in or reset leads (pure): the handoffs of
 * ../handoffs.ts, each announcing the call's event for the flow that takes
 * it. And the emailed link as the page URL carries it.
 */
import type { B2BAuthenticateResponseWithMfa, B2BDiscoveryAuthenticateResponse } from '../../../../core/b2b';
import { announce, authOutcome, type B2BHandoff } from '../handoffs';
import type { B2BResetTokenType } from './state';

/** An organization sign-in (a login or a reset): signed in, MFA owed, or another primary factor owed. */
export function signInOutcome(
  response: B2BAuthenticateResponseWithMfa,
  email: string,
  event: 'B2B_PASSWORD_AUTHENTICATE' | 'B2B_PASSWORD_RESET_BY_EMAIL',
): B2BHandoff {
  return authOutcome(response, email, announce(event, response));
}

/** A discovery sign-in (a login or a reset): the organizations of the address. */
export function discoveryOutcome(
  response: B2BDiscoveryAuthenticateResponse,
  event: 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE' | 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL',
): B2BHandoff {
  return {
    type: 'discovery/discovered',
    email: response.email_address,
    organizations: response.discovered_organizations,
    announce: announce(event, response),
  };
}

/** The emailed reset link's token and type in a page URL (`token`, `stytch_token_type`). */
export interface ResetLink {
  token: string | null;
  tokenType: B2BResetTokenType;
}

/** Reads the reset link from `href`: a `discovery` type is a discovery reset, any other an organization's. */
export function resetLinkFromUrl(href: string): ResetLink {
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return { token: null, tokenType: 'multi_tenant_passwords' };
  }
  const token = params.get('token');
  return {
    token: token === null || token === '' ? null : token,
    tokenType: params.get('stytch_token_type') === 'discovery' ? 'discovery' : 'multi_tenant_passwords',
  };
}
