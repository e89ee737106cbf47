/**
 * The discovery calls (`POST /b2b/discovery/intermediate_sessions/exchange`,
 * `POST /b2b/discovery/organizations/create`), each resolving with the
 * sign-in outcome and the event it implies (handoffs.ts, `authOutcome`).
 */
import type { PorticoB2BClient } from '../../../../core/b2b';
import type { NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';
import { announce, authOutcome, type B2BHandoff } from '../handoffs';

export async function exchangeInto(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  organizationId: string,
  email: string,
  signal: AbortSignal,
): Promise<B2BHandoff> {
  const response = await client.discovery.intermediateSessions.exchange({
    organization_id: organizationId,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
  return authOutcome(response, email, announce('B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE', response));
}

/** Creates an organization; without a name and slug the server names it from the email domain. */
export async function createOrganization(
  client: PorticoB2BClient,
  config: NormalizedB2BConfig,
  fields: { name: string; slug: string } | null,
  email: string,
  signal: AbortSignal,
): Promise<B2BHandoff> {
  const response = await client.discovery.organizations.create({
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    // Left out of the body when undefined.
    organization_name: fields?.name,
    organization_slug: fields?.slug,
    signal,
  });
  return authOutcome(response, email, announce('B2B_DISCOVERY_ORGANIZATIONS_CREATE', response));
}
