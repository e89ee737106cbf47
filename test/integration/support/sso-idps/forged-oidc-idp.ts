/**
 * A deliberately wrong OpenID provider for the SSO security tests: its
 * discovery document and JWKS are real, but its token endpoint answers with
 * an ID token whose claims the test chooses (another audience, another
 * nonce), signed with its own published key, so only the claim check can
 * refuse it. No authorization page: the test brings the emulator's callback
 * a made-up code with the state of a real start.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export class ForgedOidcIdp {
  issuer = '';
  /** Claims to put in (or over) the next ID token; `nonce` is the one the authorization request carried unless replaced. */
  claims: JWTPayload = {};
  /** The nonce of the last authorization request (read by the test from the start's redirect). */
  nonce = '';
  clientId = 'forged-client';
  #server: Server | null = null;

  async start(): Promise<this> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'forged', alg: 'RS256', use: 'sig' };
    const server = createServer((req, res) => {
      void (async () => {
        const path = new URL(req.url ?? '/', this.issuer).pathname;
        const json = (body: unknown) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (path === '/.well-known/openid-configuration') {
          return json({
            issuer: this.issuer,
            authorization_endpoint: `${this.issuer}/auth`,
            token_endpoint: `${this.issuer}/token`,
            jwks_uri: `${this.issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          });
        }
        if (path === '/jwks') return json({ keys: [jwk] });
        if (path === '/token') {
          const now = Math.floor(Date.now() / 1000);
          const idToken = await new SignJWT({ email: 'member@acme.test', email_verified: true, nonce: this.nonce, ...this.claims })
            .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
            .setIssuer(this.issuer)
            .setSubject('forged-subject')
            .setAudience(typeof this.claims.aud === 'string' ? this.claims.aud : this.clientId)
            .setIssuedAt(now)
            .setExpirationTime(now + 300)
            .sign(privateKey);
          return json({ access_token: 'forged-access-token', token_type: 'Bearer', expires_in: 300, id_token: idToken });
        }
        res.writeHead(404);
        res.end();
      })();
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
