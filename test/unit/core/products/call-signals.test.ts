/**
 * Every method of the client that sends a request takes `{ signal }`
 * (call-options.ts; docs/architecture.md, "Async"), and the signal reaches
 * `fetch` — or, where the request is shared (the bootstrap, a one-time
 * token's redemption), ends the caller's wait at once without cancelling it.
 * An already-aborted signal sends nothing. The table is checked against the
 * client itself: a new method that sends a request fails here until it has
 * a row.
 */
import { describe, expect, it, vi } from 'vitest';
import { LAZY_METHODS, type PorticoClient } from '../../../../src/core/client';
import { OAUTH_PROVIDERS } from '../../../../src/core/products/oauth';
import { authenticateData, bootstrapResponse, createHarness, PUBLIC_TOKEN } from './harness';

/**
 * `forwards`: the caller's signal is the request's. `shared`: the request (at
 * `path`) is not the caller's to cancel; the signal ends the caller's wait.
 */
type Kind = 'forwards' | 'shared';

interface Case {
  method: string;
  kind: Kind;
  /** The request the call sends (below /sdk/v1), or the shared one it waits for. */
  path: string;
  call: (client: PorticoClient, signal: AbortSignal) => Promise<unknown>;
  href?: string;
}

const BOOTSTRAP = `/projects/bootstrap/${PUBLIC_TOKEN}`;
const authorize = { client_id: 'c', redirect_uri: 'https://rp.example.com/cb', response_type: 'code', scopes: ['openid'] };
const credentials = { email: 'a@example.com', password: 'p', session_duration_minutes: 30 };
const wallet = { crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' as const };

const CASES: Case[] = [
  { method: 'magicLinks.email.loginOrCreate', kind: 'forwards', path: '/magic_links/email/login_or_create', call: (c, signal) => c.magicLinks.email.loginOrCreate('a@example.com', { signal }) },
  { method: 'magicLinks.email.send', kind: 'forwards', path: '/magic_links/email/send/primary', call: (c, signal) => c.magicLinks.email.send('a@example.com', { signal }) },
  { method: 'magicLinks.email.authenticate', kind: 'shared', path: '/magic_links/authenticate', call: (c, signal) => c.magicLinks.email.authenticate('t', { session_duration_minutes: 30, signal }) },
  { method: 'magicLinks.authenticate', kind: 'shared', path: '/magic_links/authenticate', call: (c, signal) => c.magicLinks.authenticate('t', { session_duration_minutes: 30, signal }) },
  ...(['sms', 'whatsapp', 'email'] as const).flatMap((channel): Case[] => {
    const to = channel === 'email' ? 'a@example.com' : '+12015550123';
    return [
      { method: `otps.${channel}.loginOrCreate`, kind: 'forwards', path: `/otps/${channel}/login_or_create`, call: (c, signal) => c.otps[channel].loginOrCreate(to, { signal }) },
      { method: `otps.${channel}.send`, kind: 'forwards', path: `/otps/${channel}/send/primary`, call: (c, signal) => c.otps[channel].send(to, { signal }) },
    ];
  }),
  { method: 'otps.authenticate', kind: 'forwards', path: '/otps/authenticate', call: (c, signal) => c.otps.authenticate('123456', 'm', { session_duration_minutes: 30, signal }) },
  { method: 'passwords.create', kind: 'forwards', path: '/passwords', call: (c, signal) => c.passwords.create({ ...credentials, signal }) },
  { method: 'passwords.authenticate', kind: 'forwards', path: '/passwords/authenticate', call: (c, signal) => c.passwords.authenticate({ ...credentials, signal }) },
  { method: 'passwords.strengthCheck', kind: 'forwards', path: '/passwords/strength_check', call: (c, signal) => c.passwords.strengthCheck({ password: 'p', signal }) },
  { method: 'passwords.resetByEmailStart', kind: 'forwards', path: '/passwords/email/reset/start', call: (c, signal) => c.passwords.resetByEmailStart({ email: 'a@example.com', signal }) },
  { method: 'passwords.resetByEmail', kind: 'shared', path: '/passwords/email/reset', call: (c, signal) => c.passwords.resetByEmail({ token: 't', password: 'p', session_duration_minutes: 30, signal }) },
  { method: 'passwords.resetByExistingPassword', kind: 'forwards', path: '/passwords/existing_password/reset', call: (c, signal) => c.passwords.resetByExistingPassword({ email: 'a@example.com', existing_password: 'o', new_password: 'n', session_duration_minutes: 30, signal }) },
  { method: 'passwords.resetBySession', kind: 'forwards', path: '/passwords/session/reset', call: (c, signal) => c.passwords.resetBySession({ password: 'p', signal }) },
  { method: 'cryptoWallets.authenticateStart', kind: 'forwards', path: '/crypto_wallets/authenticate/start/primary', call: (c, signal) => c.cryptoWallets.authenticateStart({ ...wallet, signal }) },
  { method: 'cryptoWallets.authenticate', kind: 'forwards', path: '/crypto_wallets/authenticate', call: (c, signal) => c.cryptoWallets.authenticate({ ...wallet, signature: 's', session_duration_minutes: 30, signal }) },
  { method: 'webauthn.registerStart', kind: 'forwards', path: '/webauthn/register/start', call: (c, signal) => c.webauthn.registerStart({ signal }) },
  { method: 'webauthn.registerFinish', kind: 'forwards', path: '/webauthn/register', call: (c, signal) => c.webauthn.registerFinish({ public_key_credential: '{}', signal }) },
  { method: 'webauthn.register', kind: 'forwards', path: '/webauthn/register/start', call: (c, signal) => c.webauthn.register({ signal }) },
  { method: 'webauthn.authenticateStart', kind: 'forwards', path: '/webauthn/authenticate/start/primary', call: (c, signal) => c.webauthn.authenticateStart({ signal }) },
  { method: 'webauthn.authenticateFinish', kind: 'forwards', path: '/webauthn/authenticate', call: (c, signal) => c.webauthn.authenticateFinish({ public_key_credential: '{}', session_duration_minutes: 30, signal }) },
  { method: 'webauthn.authenticate', kind: 'forwards', path: '/webauthn/authenticate/start/primary', call: (c, signal) => c.webauthn.authenticate({ session_duration_minutes: 30, signal }) },
  { method: 'webauthn.update', kind: 'forwards', path: '/webauthn/update/w', call: (c, signal) => c.webauthn.update({ webauthn_registration_id: 'w', name: 'n', signal }) },
  // A start navigates; what it waits for is the shared bootstrap.
  ...OAUTH_PROVIDERS.map((p): Case => ({ method: `oauth.${p}.start`, kind: 'shared', path: BOOTSTRAP, call: (c, signal) => c.oauth[p].start({ signal }) })),
  { method: 'oauth.authenticate', kind: 'shared', path: '/oauth/authenticate', call: (c, signal) => c.oauth.authenticate('t', { session_duration_minutes: 30, signal }) },
  { method: 'oauth.googleOneTap.start', kind: 'forwards', path: '/oauth/google/onetap/start', call: (c, signal) => c.oauth.googleOneTap.start({ signal }) },
  { method: 'oauth.googleOneTap.submit', kind: 'forwards', path: '/oauth/google/onetap/submit', call: (c, signal) => c.oauth.googleOneTap.submit({ id_token: 'a.b.c', oauth_callback_id: 'cb', signal }) },
  { method: 'totps.create', kind: 'forwards', path: '/totps', call: (c, signal) => c.totps.create({ expiration_minutes: 5, signal }) },
  { method: 'totps.authenticate', kind: 'forwards', path: '/totps/authenticate', call: (c, signal) => c.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30, signal }) },
  { method: 'totps.recoveryCodes', kind: 'forwards', path: '/totps/recovery_codes', call: (c, signal) => c.totps.recoveryCodes({ signal }) },
  { method: 'totps.recover', kind: 'forwards', path: '/totps/recover', call: (c, signal) => c.totps.recover({ recovery_code: 'r', session_duration_minutes: 30, signal }) },
  { method: 'user.get', kind: 'forwards', path: '/users/me', call: (c, signal) => c.user.get({ signal }) },
  { method: 'user.update', kind: 'forwards', path: '/users/me', call: (c, signal) => c.user.update({ untrusted_metadata: {}, signal }) },
  { method: 'user.search', kind: 'forwards', path: '/users/search', call: (c, signal) => c.user.search('a@example.com', { signal }) },
  { method: 'user.deleteEmail', kind: 'forwards', path: '/users/emails/x', call: (c, signal) => c.user.deleteEmail('x', { signal }) },
  { method: 'user.deletePhoneNumber', kind: 'forwards', path: '/users/phone_numbers/x', call: (c, signal) => c.user.deletePhoneNumber('x', { signal }) },
  { method: 'user.deleteTOTP', kind: 'forwards', path: '/users/totps/x', call: (c, signal) => c.user.deleteTOTP('x', { signal }) },
  { method: 'user.deleteCryptoWallet', kind: 'forwards', path: '/users/crypto_wallets/x', call: (c, signal) => c.user.deleteCryptoWallet('x', { signal }) },
  { method: 'user.deleteOAuthRegistration', kind: 'forwards', path: '/users/oauth/x', call: (c, signal) => c.user.deleteOAuthRegistration('x', { signal }) },
  { method: 'user.deleteWebauthnRegistration', kind: 'forwards', path: '/users/webauthn_registrations/x', call: (c, signal) => c.user.deleteWebauthnRegistration('x', { signal }) },
  { method: 'user.deleteBiometricRegistration', kind: 'forwards', path: '/users/biometric_registrations/x', call: (c, signal) => c.user.deleteBiometricRegistration('x', { signal }) },
  { method: 'user.getConnectedApps', kind: 'forwards', path: '/users/connected_apps', call: (c, signal) => c.user.getConnectedApps({ signal }) },
  { method: 'user.revokeConnectedApp', kind: 'forwards', path: '/users/connected_apps/x/revoke', call: (c, signal) => c.user.revokeConnectedApp('x', { signal }) },
  { method: 'impersonation.authenticate', kind: 'shared', path: '/impersonation/authenticate', call: (c, signal) => c.impersonation.authenticate({ impersonation_token: 't', signal }) },
  { method: 'idp.authorizeStart', kind: 'forwards', path: '/idp/oauth/authorize/start', call: (c, signal) => c.idp.authorizeStart(authorize, { signal }) },
  { method: 'idp.authorizeSubmit', kind: 'shared', path: '/idp/oauth/authorize/submit', call: (c, signal) => c.idp.authorizeSubmit({ ...authorize, consent_granted: true }, { signal }) },
  { method: 'idp.logoutStart', kind: 'forwards', path: '/oauth/logout/start', call: (c, signal) => c.idp.logoutStart({ client_id: 'c', post_logout_redirect_uri: 'https://rp.example.com/bye' }, { signal }) },
  { method: 'session.authenticate', kind: 'forwards', path: '/sessions/authenticate', call: (c, signal) => c.session.authenticate({ signal }) },
  { method: 'session.revoke', kind: 'forwards', path: '/sessions/revoke', call: (c, signal) => c.session.revoke({ forceClear: true, signal }) },
  { method: 'session.attest', kind: 'forwards', path: '/sessions/attest', call: (c, signal) => c.session.attest({ profile_id: 'p', token: 't', signal }) },
  { method: 'session.exchangeAccessToken', kind: 'forwards', path: '/sessions/exchange_access_token', call: (c, signal) => c.session.exchangeAccessToken({ access_token: 'a', session_duration_minutes: 30, signal }) },
  { method: 'bootstrap.get', kind: 'shared', path: BOOTSTRAP, call: (c, signal) => c.bootstrap.get({ signal }) },
  { method: 'rbac.isAuthorized', kind: 'shared', path: BOOTSTRAP, call: (c, signal) => c.rbac.isAuthorized('documents', 'read', { signal }) },
  { method: 'rbac.allPermissions', kind: 'shared', path: BOOTSTRAP, call: (c, signal) => c.rbac.allPermissions({ signal }) },
  {
    method: 'authenticateByUrl',
    kind: 'shared',
    path: '/magic_links/authenticate',
    href: 'http://localhost:3000/authenticate?stytch_token_type=magic_links&token=t',
    call: (c, signal) => c.authenticateByUrl({ session_duration_minutes: 30, signal }),
  },
];

/** Methods that send nothing: synchronous reads, listeners, navigation, the browser's own APIs. */
const NO_REQUEST = new Set([
  'destroy',
  'telemetry.log',
  'session.getSync',
  'session.getInfo',
  'session.getTokens',
  'session.onChange',
  'session.onInfoChange',
  // Waits for the startup check (its signal ends the wait); sends nothing itself.
  'session.whenInitialized',
  'user.getSync',
  'user.getInfo',
  'user.onChange',
  'user.onInfoChange',
  'bootstrap.getSync',
  'bootstrap.onChange',
  'rbac.isAuthorizedSync',
  'webauthn.browserSupportsAutofill',
  'webauthn.signalCredentials',
  'idp.followRedirect',
]);

/** Every function of the client, by path (`otps.sms.send`). */
function methodsOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, member]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof member === 'function') return [path];
    if (typeof member === 'object' && member !== null) return methodsOf(member, path);
    return [];
  });
}

interface Sent {
  path: string;
  signal: AbortSignal | undefined;
  body: string | undefined;
  answer(): void;
}

/**
 * A client whose `fetch` answers the bootstrap at once and holds every other
 * request (and the bootstrap too when `hold` names it) until answered or
 * aborted, as a real `fetch` does with its signal. `fetched` lists every
 * call of `fetch`, even one given an aborted signal.
 */
function heldClient(options: { hold: string; href?: string }) {
  const sent: Sent[] = [];
  const fetched: string[] = [];
  const fetch = (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
    fetched.push(path);
    const signal = init.signal ?? undefined;
    const body = typeof init.body === 'string' ? init.body : undefined;
    const reply = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
    if (path === BOOTSTRAP && options.hold !== BOOTSTRAP) return Promise.resolve(reply(bootstrapResponse()));
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      sent.push({
        path,
        signal,
        body,
        answer: () => resolve(reply(path === BOOTSTRAP ? bootstrapResponse() : authenticateData({ method_id: 'm' }))),
      });
    });
  };
  const h = createHarness({ ...(options.href ? { href: options.href } : {}), seams: { fetch } });
  return { client: h.client, navigate: h.navigate, sent, fetched };
}

async function requestTo(sent: Sent[], path: string): Promise<Sent> {
  let found: Sent | undefined;
  await vi.waitFor(() => {
    found = sent.find((s) => s.path === path);
    expect(found, `a request to ${path}`).toBeDefined();
  });
  return found!;
}

describe('every network method takes { signal }', () => {
  it('the table names every method of the client that sends a request (eager and lazy namespaces)', () => {
    const { client } = heldClient({ hold: '' });
    const network = methodsOf(client).filter((m) => !NO_REQUEST.has(m));
    expect(network.sort()).toEqual(CASES.map((c) => c.method).sort());
    for (const [namespace, methods] of Object.entries(LAZY_METHODS)) {
      for (const method of methods) {
        const name = `${namespace}.${method}`;
        expect(NO_REQUEST.has(name) || CASES.some((c) => c.method === name), name).toBe(true);
      }
    }
    client.destroy();
  });

  it.each(CASES.filter((c) => c.kind === 'forwards'))('$method hands its signal to fetch, never to the body', async ({ path, call, href }) => {
    const { client, sent } = heldClient({ hold: path, ...(href ? { href } : {}) });
    const controller = new AbortController();
    const result = call(client, controller.signal);
    const request = await requestTo(sent, path);
    expect(request.signal).toBe(controller.signal);
    for (const { body } of sent) expect(body === undefined ? {} : JSON.parse(body)).not.toHaveProperty('signal');
    const reason = new Error('left the screen');
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
    client.destroy();
  });

  it.each(CASES.filter((c) => c.kind === 'shared'))(
    '$method: the signal ends only the wait for a shared request, which goes on',
    async ({ path, call, href }) => {
      const { client, sent } = heldClient({ hold: path, ...(href ? { href } : {}) });
      const controller = new AbortController();
      const result = call(client, controller.signal);
      const request = await requestTo(sent, path);
      expect(request.signal).toBeUndefined();
      for (const { body } of sent) expect(body === undefined ? {} : JSON.parse(body)).not.toHaveProperty('signal');
      const reason = new Error('left the screen');
      controller.abort(reason);
      // At once: the request is still out.
      await expect(result).rejects.toBe(reason);
      request.answer();
      client.destroy();
    },
  );

  it.each(CASES)('$method with an already-aborted signal rejects with its reason and sends nothing', async ({ call, href }) => {
    const { client, fetched, navigate } = heldClient({ hold: '', ...(href ? { href } : {}) });
    const controller = new AbortController();
    const reason = new Error('gone already');
    controller.abort(reason);
    await expect(call(client, controller.signal)).rejects.toBe(reason);
    // Let anything started by mistake reach fetch.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    client.destroy();
  });

  it.each([
    ['magicLinks.authenticate', (c: PorticoClient) => c.magicLinks.authenticate('t', { session_duration_minutes: 30, signal: 'x' as never })],
    ['user.get', (c: PorticoClient) => c.user.get({ signal: {} as never })],
    ['idp.authorizeStart', (c: PorticoClient) => c.idp.authorizeStart(authorize, { signal: 1 as never })],
    ['bootstrap.get', (c: PorticoClient) => c.bootstrap.get({ signal: null as never })],
    ['authenticateByUrl', (c: PorticoClient) => c.authenticateByUrl({ session_duration_minutes: 30, signal: true as never })],
  ])('%s refuses a signal that is not an AbortSignal', async (method, call) => {
    const { client, fetched } = heldClient({ hold: '' });
    await expect(call(client)).rejects.toThrow(`Invalid call to ${method}\nsignal must be an AbortSignal.`);
    expect(fetched).toEqual([]);
    client.destroy();
  });
});
