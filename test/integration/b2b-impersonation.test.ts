/**
 * B2B impersonation against the real emulator over HTTP: a token minted by
 * the dev API (as a dashboard would) signs a support agent in as the member:
 * a new session of one `impersonated` factor naming the agent, no MFA owed,
 * the token single use and expiring.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, expectError, signInByCode, startB2BEmulator } from './support/b2b-http';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.api.reset());

describe('B2B impersonation', () => {
  it('signs the agent in as the member with an impersonated factor, past an MFA policy, once', async () => {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      mfa_policy: 'REQUIRED_FOR_ALL',
      members: [{ email_address: 'ada@acme.test', mfa_phone_number: '+12025550123' }],
    });
    const member = members[0]!;
    const token = await emulator.api.memberImpersonation.createToken({
      member_id: member.member_id,
      impersonator_id: 'agent-7',
      impersonator_email: 'agent@support.test',
    });
    const signedIn = await b2b(emulator, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({
      member_authenticated: true,
      member_id: member.member_id,
      organization: { organization_id: organization.organization_id },
    });
    expect(signedIn.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'impersonated',
        delivery_method: 'impersonation',
        impersonated_factor: { impersonator_id: 'agent-7', impersonator_email_address: 'agent@support.test' },
      }),
    ]);
    const claims = decodeJwt(signedIn.json.session_jwt) as Record<string, any>;
    expect(claims['https://stytch.com/session'].authentication_factors[0].type).toBe('impersonated');

    // The session works as any member session.
    const me = await b2b(emulator, 'POST', '/b2b/sessions/authenticate', {}, signedIn.json.session_token);
    expect(me.status).toBe(200);

    const again = await b2b(emulator, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: token });
    expectError(again, 401, 'unable_to_auth_impersonation_token');
  });

  it('is a new session even when the caller holds one of the member, and refuses an expired or unknown token', async () => {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const own = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expect(own.status).toBe(200);
    const token = await emulator.api.memberImpersonation.createToken({ member_id: members[0]!.member_id });
    const impersonated = await b2b(emulator, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: token }, own.json.session_token);
    expect(impersonated.status).toBe(200);
    expect(impersonated.json.member_session.member_session_id).not.toBe(own.json.member_session.member_session_id);
    expect(impersonated.json.member_session.authentication_factors).toHaveLength(1);

    const late = await emulator.api.memberImpersonation.createToken({ member_id: members[0]!.member_id });
    await emulator.api.clock.advance(5 * 60 + 1);
    expectError(await b2b(emulator, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: late }), 401, 'unable_to_auth_impersonation_token');
    expectError(
      await b2b(emulator, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: 'not-a-token' }),
      401,
      'unable_to_auth_impersonation_token',
    );
  });
});
