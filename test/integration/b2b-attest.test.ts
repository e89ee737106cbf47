/**
 * `b2b/sessions/attest` against the real emulator over HTTP: a JWT of an
 * identity provider the project trusts (config trustedAuthProfiles, by PEM
 * key or by a JWKS URL the test serves) signs the member in, verified by
 * signature, issuer, audience and time; each token id once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, expectError, signInByCode, startB2BEmulator } from './support/b2b-http';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let emulator: Emulator;
let pemKeys: KeyPair;
let jwksKeys: KeyPair;
let jwksServer: Server;

beforeAll(async () => {
  pemKeys = await generateKeyPair('ES256');
  jwksKeys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(jwksKeys.publicKey)), kid: 'idp-key-1', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  emulator = await startB2BEmulator({
    trustedAuthProfiles: [
      {
        profile_id: 'legacy-pem',
        issuer: 'https://legacy.test',
        audience: 'portico-app',
        public_key_pem: await exportSPKI(pemKeys.publicKey),
        attribute_mapping: { email: 'email', token_id: 'jti' },
      },
      {
        profile_id: 'partner-jwks',
        issuer: 'https://partner.test',
        audience: 'portico-app',
        jwks_url: `http://127.0.0.1:${port}/jwks.json`,
        attribute_mapping: { email: 'mail', token_id: 'token_id', organization_id: 'org' },
      },
    ],
  });
});
afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});
beforeEach(() => emulator.api.reset());

async function pemToken(claims: Record<string, unknown>, options: { issuer?: string; audience?: string; key?: KeyPair['privateKey']; expiresIn?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(options.issuer ?? 'https://legacy.test')
    .setAudience(options.audience ?? 'portico-app')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? pemKeys.privateKey);
}

describe('B2B session attest', () => {
  it('signs the member in by a PEM-verified token, once; refuses other issuers, audiences, keys, members and profiles', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const token = await pemToken({ email: 'Ada@acme.test', jti: 'token-1' });
    const attest = (t: string, profile = 'legacy-pem') =>
      b2b(emulator, 'POST', '/b2b/sessions/attest', {
        profile_id: profile,
        token: t,
        organization_id: organization.organization_id,
        session_duration_minutes: 30,
      });
    const signedIn = await attest(token);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ member_authenticated: true, member: { email_address: 'ada@acme.test' } });
    expect(signedIn.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'trusted_auth_token',
        delivery_method: 'trusted_token_exchange',
        trusted_auth_token_factor: { token_id: 'token-1' },
      }),
    ]);
    expectError(await attest(token), 401, 'invalid_trusted_auth_token');

    expectError(await attest(await pemToken({ email: 'ada@acme.test', jti: 't2' }, { issuer: 'https://evil.test' })), 401, 'jwt_invalid_issuer');
    expectError(await attest(await pemToken({ email: 'ada@acme.test', jti: 't3' }, { audience: 'other-app' })), 401, 'jwt_invalid_audience');
    const stranger = await generateKeyPair('ES256');
    expectError(await attest(await pemToken({ email: 'ada@acme.test', jti: 't4' }, { key: stranger.privateKey })), 401, 'invalid_trusted_auth_token');
    expectError(await attest(await pemToken({ email: 'ada@acme.test', jti: 't5' }, { expiresIn: '-1m' })), 401, 'invalid_trusted_auth_token');
    expectError(await attest(await pemToken({ email: 'eve@acme.test', jti: 't6' })), 404, 'member_not_found');
    expectError(await attest(await pemToken({ jti: 't7' })), 401, 'jwt_invalid_claims');
    expectError(await attest(await pemToken({ email: 'ada@acme.test', jti: 't8' }), 'no-such-profile'), 404, 'trusted_token_profile_not_found');
  });

  it('verifies by the profile JWKS URL, takes the organization from the mapped claim, and adds the factor to the member session', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test' }],
    });
    const own = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    const token = await new SignJWT({ mail: 'ada@acme.test', token_id: 'partner-1', org: organization.organization_id })
      .setProtectedHeader({ alg: 'RS256', kid: 'idp-key-1' })
      .setIssuer('https://partner.test')
      .setAudience('portico-app')
      .setExpirationTime('5m')
      .sign(jwksKeys.privateKey);
    const attested = await b2b(emulator, 'POST', '/b2b/sessions/attest', { profile_id: 'partner-jwks', token }, own.json.session_token);
    expect(attested.status).toBe(200);
    expect(attested.json.member_session.member_session_id).toBe(own.json.member_session.member_session_id);
    expect(attested.json.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['otp', 'trusted_auth_token']);
  });
});
