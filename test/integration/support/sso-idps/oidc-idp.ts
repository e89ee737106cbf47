/**
 * An OpenID Connect identity provider for the SSO tests: oidc-provider (a
 * certified OpenID provider) on a random local port, with one confidential
 * client whose redirect URI is the emulator connection's. Its sign-in is
 * non-interactive: the interaction page signs in `nextUser` at once and
 * grants the requested scopes, so a test drives the whole code flow with
 * plain HTTP requests (a small cookie jar carries the provider's cookies).
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcUser {
  email: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
  email_verified?: boolean;
}

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export class OidcTestIdp {
  issuer = '';
  nextUser: OidcUser = { email: 'someone@acme.test' };
  #server: Server | null = null;
  #provider: Provider | null = null;
  readonly #clients: OidcClient[] = [];
  readonly #accounts = new Map<string, OidcUser>();

  async start(): Promise<this> {
    const server = createServer((req, res) => this.#handle(req, res));
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  /**
   * Registers the client an emulator connection will use. Its redirect URI is
   * the connection's, known only once the connection exists: `allowRedirect`.
   */
  addClient(): OidcClient {
    const client = { client_id: `client-${randomUUID()}`, client_secret: randomUUID(), redirect_uris: ['http://127.0.0.1/not-yet'] };
    this.#clients.push(client);
    this.#provider = null; // rebuilt with the new client on the next request
    return client;
  }

  allowRedirect(clientId: string, redirectUri: string): void {
    const client = this.#clients.find((c) => c.client_id === clientId);
    if (!client) throw new Error(`No client ${clientId}.`);
    client.redirect_uris = [redirectUri];
    this.#provider = null;
  }

  #build(): Provider {
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const accounts = this.#accounts;
    const configuration: Configuration = {
      clients: this.#clients.map((client) => ({
        ...client,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      })),
      jwks: { keys: [{ ...key, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
      cookies: { keys: [randomUUID()] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name', 'groups'] },
      pkce: { required: () => true },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const user = accounts.get(sub);
        if (!user) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: user.email,
            email_verified: user.email_verified ?? true,
            ...(user.given_name ? { given_name: user.given_name } : {}),
            ...(user.family_name ? { family_name: user.family_name } : {}),
            ...(user.groups ? { groups: user.groups } : {}),
          }),
        };
      },
    };
    const provider = new Provider(this.issuer, configuration);
    provider.on('server_error', (_ctx: unknown, error: unknown) => console.error('IDPERR', error));
    return provider;
  }

  #handle(req: IncomingMessage, res: ServerResponse): void {
    this.#provider ??= this.#build();
    const provider = this.#provider;
    if (req.url?.startsWith('/interaction/')) {
      void this.#signIn(provider, req, res).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
      return;
    }
    void provider.callback()(req, res);
  }

  /** The interaction page: signs `nextUser` in and grants what the client asked for, without a form. */
  async #signIn(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const accountId = `user-${this.nextUser.email}`;
    this.#accounts.set(accountId, this.nextUser);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}

/** A cookie jar for following the provider's redirects by hand (every cookie of the host, paths ignored). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  async fetch(url: string): Promise<Response> {
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/** Follows the identity provider's redirects from the start's URL until one leaves its origin: the emulator's callback URL. */
export async function throughOidcIdp(idp: OidcTestIdp, authorizationUrl: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (!url.startsWith(idp.issuer)) return url;
    const response = await jar.fetch(url);
    const location = response.headers.get('location');
    if (!location) throw new Error(`The identity provider stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('Too many redirects at the identity provider.');
}
