/**
 * One-time tokens through the client, over a fake `fetch` that holds each
 * request until the test answers it: at most one request per token per page,
 * every caller of a duplicate gets the first call's outcome, and a caller's
 * abort never cancels the shared request (docs/architecture.md, "Async").
 */
import { describe, expect, it, vi } from 'vitest';
import type { PorticoClient } from '../../../../src/core/client';
import { withoutTokenParameters } from '../../../../src/core/authenticate-by-url';
import { apiError, authenticateData, bootstrapResponse, createHarness, PUBLIC_TOKEN, type Reply } from './harness';

const PAGE = 'http://localhost:3000/authenticate';

interface Held {
  path: string;
  body: Record<string, unknown>;
  answer(reply: Reply): void;
  fail(error: unknown): void;
}

/** A client whose requests wait for `answer` (the bootstrap and telemetry are answered at once). */
function heldClient(options: { href?: string } = {}) {
  let href = options.href ?? PAGE;
  const held: Held[] = [];
  const events: string[] = [];
  const replaceUrl = vi.fn((url: string) => {
    href = url;
  });
  const fetch = (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
    const json = (reply: Reply) =>
      new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    if (path === `/projects/bootstrap/${PUBLIC_TOKEN}`) return Promise.resolve(json({ body: { data: bootstrapResponse() } }));
    if (path === '/events') {
      const batch = JSON.parse(typeof init.body === 'string' ? init.body : '[]') as Array<{ event: { event_name: string } }>;
      events.push(...batch.map((entry) => entry.event.event_name));
      return Promise.resolve(json({ body: {} }));
    }
    return new Promise((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      held.push({
        path,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
        answer: (reply) => resolve(json(reply)),
        fail: reject,
      });
    });
  };
  const h = createHarness({ seams: { fetch, locationHref: () => href, replaceUrl } });
  return {
    client: h.client,
    held,
    replaceUrl,
    href: () => href,
    setHref(next: string) {
      href = next;
    },
    /** Names of the telemetry events sent so far. */
    events,
    runTimers: h.runTimers,
  };
}

async function heldRequests(held: Held[], count: number): Promise<Held[]> {
  await vi.waitFor(() => expect(held).toHaveLength(count));
  // And nothing more on its way.
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(held).toHaveLength(count);
  return held;
}

const signedIn = (method_id = 'email-test-1') => ({ body: { data: authenticateData({ method_id }) } });
const authenticate = (client: PorticoClient, token: string, signal?: AbortSignal) =>
  client.magicLinks.authenticate(token, { session_duration_minutes: 30, ...(signal ? { signal } : {}) });

describe('a magic-link token is redeemed once per page', () => {
  it('concurrent duplicates send one request and get the same data', async () => {
    const { client, held } = heldClient();
    const first = authenticate(client, 'ml-1');
    const second = authenticate(client, 'ml-1');
    const [request] = await heldRequests(held, 1);
    request!.answer(signedIn());
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBe(a);
    expect(request!.body).toEqual({ token: 'ml-1', session_duration_minutes: 30 });
    expect(client.session.getSync()?.session_id).toBe(a.session.session_id);
  });

  it('a late duplicate after success gets the same data and sends nothing', async () => {
    const { client, held } = heldClient();
    const first = authenticate(client, 'ml-1');
    (await heldRequests(held, 1))[0]!.answer(signedIn());
    const data = await first;
    await expect(authenticate(client, 'ml-1')).resolves.toBe(data);
    await heldRequests(held, 1);
  });

  it("after the server's refusal the duplicate gets the same error, and nothing is sent", async () => {
    const { client, held } = heldClient();
    const first = authenticate(client, 'used');
    (await heldRequests(held, 1))[0]!.answer(apiError(401, 'unable_to_auth_magic_link'));
    const error = await first.catch((e: unknown) => e);
    expect(error).toMatchObject({ error_type: 'unable_to_auth_magic_link' });
    await expect(authenticate(client, 'used')).rejects.toBe(error);
    await heldRequests(held, 1);
  });

  it('after a request that got no answer (or a 5xx) the next call tries again', async () => {
    const { client, held } = heldClient();
    const first = authenticate(client, 'ml-1');
    (await heldRequests(held, 1))[0]!.fail(new TypeError('Failed to fetch'));
    await expect(first).rejects.toMatchObject({ code: 'network_error' });
    const second = authenticate(client, 'ml-1');
    (await heldRequests(held, 2))[1]!.answer(apiError(503, 'service_unavailable'));
    await expect(second).rejects.toMatchObject({ status_code: 503 });
    const third = authenticate(client, 'ml-1');
    (await heldRequests(held, 3))[2]!.answer(signedIn());
    await expect(third).resolves.toMatchObject({ method_id: 'email-test-1' });
  });

  it("aborting the first caller (StrictMode's discarded mount) leaves the second one's result intact and the session written", async () => {
    const { client, held } = heldClient();
    const discarded = new AbortController();
    const first = authenticate(client, 'ml-1', discarded.signal);
    const reason = new DOMException('unmounted', 'AbortError');
    discarded.abort(reason);
    const second = authenticate(client, 'ml-1', new AbortController().signal);
    await expect(first).rejects.toBe(reason);
    const [request] = await heldRequests(held, 1);
    request!.answer(signedIn());
    const data = await second;
    expect(client.session.getSync()?.session_id).toBe(data.session.session_id);
    expect(client.user.getSync()?.user_id).toBe(data.user_id);
  });

  it('a caller that gives up alone: its promise rejects at once, the answer still writes the session', async () => {
    const { client, held } = heldClient();
    const controller = new AbortController();
    const only = authenticate(client, 'ml-1', controller.signal);
    const [request] = await heldRequests(held, 1);
    controller.abort('left');
    await expect(only).rejects.toBe('left');
    expect(client.session.getSync()).toBeNull();
    request!.answer(signedIn());
    await vi.waitFor(() => expect(client.session.getSync()).not.toBeNull());
    await expect(authenticate(client, 'ml-1')).resolves.toMatchObject({ method_id: 'email-test-1' });
    await heldRequests(held, 1);
  });

  it('different tokens are independent', async () => {
    const { client, held } = heldClient();
    const a = authenticate(client, 'ml-a');
    const b = authenticate(client, 'ml-b');
    const [first, second] = await heldRequests(held, 2);
    expect([first!.body.token, second!.body.token]).toEqual(['ml-a', 'ml-b']);
    first!.answer(apiError(401, 'unable_to_auth_magic_link'));
    second!.answer(signedIn('email-b'));
    await expect(a).rejects.toMatchObject({ error_type: 'unable_to_auth_magic_link' });
    await expect(b).resolves.toMatchObject({ method_id: 'email-b' });
  });
});

describe('the other one-time redemptions', () => {
  it('oauth.authenticate: one request per token', async () => {
    const { client, held } = heldClient();
    const calls = [1, 2].map(() => client.oauth.authenticate('oa-1', { session_duration_minutes: 30 }));
    (await heldRequests(held, 1))[0]!.answer(signedIn());
    const [a, b] = await Promise.all(calls);
    expect(b).toBe(a);
  });

  it('impersonation.authenticate: one request per token', async () => {
    const { client, held } = heldClient();
    const calls = [1, 2].map(() => client.impersonation.authenticate({ impersonation_token: 'imp-1' }));
    (await heldRequests(held, 1))[0]!.answer(signedIn());
    const [a, b] = await Promise.all(calls);
    expect(b).toBe(a);
  });

  it('passwords.resetByEmail: one request per token; a refusal is not kept, so another password is a new attempt', async () => {
    const { client, held } = heldClient();
    const reset = (password: string) => client.passwords.resetByEmail({ token: 'rt-1', password, session_duration_minutes: 30 });
    const [weak1, weak2] = [reset('weak'), reset('weak')];
    (await heldRequests(held, 1))[0]!.answer(apiError(400, 'weak_password'));
    await expect(weak1).rejects.toMatchObject({ error_type: 'weak_password' });
    await expect(weak2).rejects.toMatchObject({ error_type: 'weak_password' });
    const strong = reset('Quartz-lantern-47-orbit');
    (await heldRequests(held, 2))[1]!.answer(signedIn());
    await expect(strong).resolves.toMatchObject({ user_id: 'user-test-1' });
    await expect(reset('Quartz-lantern-47-orbit')).resolves.toMatchObject({ user_id: 'user-test-1' });
    await heldRequests(held, 2);
  });

  it('idp.authorizeSubmit: one request for the same parameters; another decision is another request', async () => {
    const { client, held } = heldClient();
    const params = { client_id: 'c', redirect_uri: 'https://rp.example.com/cb', response_type: 'code', scopes: ['openid'] };
    const allow = [1, 2].map(() => client.idp.authorizeSubmit({ ...params, consent_granted: true }));
    const deny = client.idp.authorizeSubmit({ ...params, consent_granted: false });
    const [allowed, denied] = await heldRequests(held, 2);
    allowed!.answer({ body: { data: { redirect_uri: 'https://rp.example.com/cb?code=x' } } });
    denied!.answer({ body: { data: { redirect_uri: 'https://rp.example.com/cb?error=access_denied' } } });
    const [a, b] = await Promise.all(allow);
    expect(b).toBe(a);
    await expect(deny).resolves.toMatchObject({ redirect_uri: expect.stringContaining('access_denied') });
  });
});

describe('authenticateByUrl', () => {
  const link = `${PAGE}?next=%2Fhome&stytch_token_type=magic_links&token=ml-1&lang=en#welcome`;

  it('concurrent calls share one request, log one event, and take the token out of the address bar', async () => {
    const h = heldClient({ href: link });
    const calls = [1, 2].map(() => h.client.authenticateByUrl({ session_duration_minutes: 30 }));
    // The widget on the same page redeems the same token: it joins too.
    const widget = authenticate(h.client, 'ml-1');
    (await heldRequests(h.held, 1))[0]!.answer(signedIn());
    const [a, b] = await Promise.all(calls);
    expect(b).toBe(a);
    expect(a).toMatchObject({ handled: true, tokenType: 'magic_links' });
    await expect(widget).resolves.toBe(a?.data);
    expect(h.replaceUrl).toHaveBeenCalledTimes(1);
    expect(h.href()).toBe(`${PAGE}?next=%2Fhome&lang=en#welcome`);
    await h.runTimers();
    expect(h.events.filter((name) => name === 'deeplink_handled_success')).toHaveLength(1);
  });

  it('a failed attempt leaves the address bar too, and a later call (a reload would) finds no token', async () => {
    const h = heldClient({ href: `${PAGE}?stytch_token_type=oauth&token=bad` });
    const call = h.client.authenticateByUrl({ session_duration_minutes: 30 });
    (await heldRequests(h.held, 1))[0]!.answer(apiError(404, 'oauth_token_not_found'));
    await expect(call).rejects.toMatchObject({ error_type: 'oauth_token_not_found' });
    expect(h.href()).toBe(PAGE);
    await expect(h.client.authenticateByUrl({ session_duration_minutes: 30 })).resolves.toBeNull();
  });

  it('a caller that gives up stops waiting; the redemption goes on, writes the session and cleans the address bar', async () => {
    const h = heldClient({ href: `${PAGE}?stytch_token_type=impersonation&token=imp-1` });
    const controller = new AbortController();
    const call = h.client.authenticateByUrl({ session_duration_minutes: 30, signal: controller.signal });
    const [request] = await heldRequests(h.held, 1);
    controller.abort('unmounted');
    await expect(call).rejects.toBe('unmounted');
    request!.answer(signedIn());
    await vi.waitFor(() => expect(h.client.session.getSync()).not.toBeNull());
    expect(h.href()).toBe(PAGE);
  });

  it('leaves the address bar alone when the page has moved on to another URL meanwhile', async () => {
    const h = heldClient({ href: `${PAGE}?stytch_token_type=magic_links&token=ml-1` });
    const call = h.client.authenticateByUrl({ session_duration_minutes: 30 });
    const [request] = await heldRequests(h.held, 1);
    h.setHref('http://localhost:3000/elsewhere?token=other');
    request!.answer(signedIn());
    await call;
    expect(h.replaceUrl).not.toHaveBeenCalled();
  });

  it('a seam that cannot replace the URL does not change the outcome', async () => {
    const h = heldClient({ href: `${PAGE}?stytch_token_type=magic_links&token=ml-1` });
    h.replaceUrl.mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const call = h.client.authenticateByUrl({ session_duration_minutes: 30 });
    (await heldRequests(h.held, 1))[0]!.answer(signedIn());
    await expect(call).resolves.toMatchObject({ handled: true });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it.each([
    ['http://x/a?stytch_token_type=oauth&token=t', 'http://x/a'],
    ['http://x/a?token=t&stytch_token_type=oauth#h', 'http://x/a#h'],
    ['http://x/a?a=1%202&token=t&b=c+d&stytch_token_type=login', 'http://x/a?a=1%202&b=c+d'],
    ['http://x/a?tok%65n=t&x=', 'http://x/a?x='],
    ['http://x/a?a=1', 'http://x/a?a=1'],
    ['not a url', null],
  ])('withoutTokenParameters(%s) is %s', (href, expected) => {
    expect(withoutTokenParameters(href)).toBe(expected);
  });
});
