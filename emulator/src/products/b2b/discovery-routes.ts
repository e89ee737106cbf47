import { Hono } from 'hono';
import { z } from 'zod';
import { ok, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { Errors } from '../../errors';
import { parseBody, sessionDurationSchema } from '../../validation';
import { ensureRegistration } from './oauth-identity';
import { discoverOrganizations } from './discovery';
import { B2BErrors } from './errors';
import { enterOrganization } from './join';
import {
  authenticatedPayload,
  emailFactor,
  endIntermediateSession,
  memberCaller,
  pendingPayload,
  requireIntermediateSession,
  startIntermediateSession,
  startMemberSession,
} from './member-sessions';
import { createMember, createOrganization } from './organizations';
import { organizationUpdateSchema } from './organization-routes';
import { organizationNameFromEmail } from './slug';
import { mfaRequired } from './join';

/**
 * Discovery (`b2b/discovery/*`): the organizations a proven address can
 * enter, creating one, and exchanging the intermediate session for a member
 * session in one of them. An intermediate session is single use: a
 * successful exchange or creation ends it; one that still owes a factor
 * hands out a new one.
 */

const listSchema = z.object({
  intermediate_session_token: z.string().optional(),
});

const createSchema = organizationUpdateSchema.extend({
  intermediate_session_token: z.string().optional(),
  session_duration_minutes: sessionDurationSchema,
  organization_name: z.string().optional(),
  locale: z.string().optional(),
});

const exchangeSchema = z.object({
  intermediate_session_token: z.string().optional(),
  organization_id: z.string().min(1),
  session_duration_minutes: sessionDurationSchema,
  locale: z.string().optional(),
});

export function discoveryRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();

  routes.post('/b2b/discovery/organizations', async (c) => {
    const body = await parseBody(c, listSchema);
    if (body.intermediate_session_token) {
      const ist = requireIntermediateSession(deps, body.intermediate_session_token);
      return ok(c, {
        email_address: ist.email_address,
        discovered_organizations: discoverOrganizations(deps, ist.email_address, ist.method, null, ist.organizationIds, ist.oauth),
        organization_id_hint: null,
      });
    }
    const caller = memberCaller(c, deps);
    if (!caller) throw Errors.userUnauthenticated();
    return ok(c, {
      email_address: caller.member.email_address,
      discovered_organizations: discoverOrganizations(deps, caller.member.email_address, null, caller),
      organization_id_hint: caller.organization.organization_id,
    });
  });

  routes.post('/b2b/discovery/organizations/create', async (c) => {
    const body = await parseBody(c, createSchema);
    const ist = requireIntermediateSession(deps, body.intermediate_session_token);
    // A password sign-in proved members, not the address: it founds no organization.
    if (ist.organizationIds !== undefined) throw B2BErrors.intermediateSessionNotFound();
    if (!deps.config.createOrganizationEnabled) throw B2BErrors.createOrganizationDisabled();
    const {
      intermediate_session_token: _ist,
      session_duration_minutes: duration,
      organization_name,
      locale: _locale,
      sso_default_connection_id: _connection,
      ...settings
    } = body;
    const organization = createOrganization(deps, organization_name ?? organizationNameFromEmail(ist.email_address), settings);
    // The creator is the organization's first admin, its address proven by the discovery sign-in.
    let member = createMember(deps, organization, {
      email: ist.email_address,
      emailVerified: true,
      roles: ['stytch_admin'],
    });
    if (ist.oauth) member = ensureRegistration(deps, member, ist.oauth);
    endIntermediateSession(deps, ist.id);
    const owedMfa = mfaRequired(organization, member);
    if (owedMfa) {
      const token = startIntermediateSession(deps, ist.email_address, ist.method, ist.authenticated_at, undefined, ist.oauth);
      return ok(c, pendingPayload(member, organization, token, { primary_required: null, mfa_required: owedMfa }));
    }
    const issued = startMemberSession(c, deps, {
      member,
      factor: emailFactor(member, ist.method, ist.authenticated_at),
      durationMinutes: duration,
    });
    return ok(c, await authenticatedPayload(deps, issued, member, organization));
  });

  routes.post('/b2b/discovery/intermediate_sessions/exchange', async (c) => {
    const body = await parseBody(c, exchangeSchema);
    const ist = requireIntermediateSession(deps, body.intermediate_session_token, body.organization_id);
    const proof = {
      email: ist.email_address,
      method: ist.method,
      at: ist.authenticated_at,
      organizationIds: ist.organizationIds,
      oauth: ist.oauth,
    };
    const payload = await enterOrganization(c, deps, body.organization_id, proof, body.session_duration_minutes);
    // Ended only once it has been spent: a refused exchange leaves it for another organization.
    endIntermediateSession(deps, ist.id);
    return ok(c, payload);
  });

  return routes;
}
