/**
 * The Next.js example (examples/nextjs) built with `next build` and served by
 * `next start`, against the emulator: the login widget in the server HTML, a
 * console free of hydration errors, sign-in by email code while the page
 * swaps the widget out, the browser-guarded /dashboard, the server-verified
 * /account and /api/me, magic links through /authenticate, and sign-out.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useNextApp } from './support/example-apps';
import { hostEventTypes, LoginWidget, t, uniqueEmail } from './support/login-widget';
import { hydrationProblems, recordConsole, waitForReactCommit, type ConsoleRecord } from './support/react-console';
import { saveScreen } from './support/screenshots';

const app = useNextApp('start');
const session = useBrowser();

let consoleRecord: ConsoleRecord;
beforeEach(async () => {
  await app.api.reset();
  consoleRecord = await recordConsole(session.page);
});

/** Loads `path` in full (no client-side navigation) and waits until React has hydrated it. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(app.page(path));
  await waitForReactCommit(page);
}

const accountHeading = (page: Page) => page.getByRole('heading', { name: 'Your account', exact: true });

/**
 * Signs `email` in with the emailed code on /login, until the session exists:
 * the page shows its account panel, or has already gone on to /account
 * (which AuthenticateFlowComplete triggers; its own test checks that).
 */
async function signInByCode(page: Page, email: string): Promise<void> {
  await visit(page, '/login');
  const widget = new LoginWidget(page, 'main');
  await widget.sendEmailCode(email);
  await widget.enterPasscode(await app.api.waitForCode(email));
  await page.getByText(`Signed in as ${email}`, { exact: true }).or(accountHeading(page)).first().waitFor();
  await expect.poll(() => cookie('stytch_session_jwt')).toBeTruthy();
}

async function userIdOf(email: string): Promise<string> {
  const { users } = await app.api.call<{ users: Array<{ user_id: string; emails: Array<{ email: string }> }> }>('GET', '/users');
  const user = users.find((u) => u.emails.some((e) => e.email === email));
  if (!user) throw new Error(`no user with ${email}`);
  return user.user_id;
}

async function cookie(name: string): Promise<string | undefined> {
  return (await session.context.cookies()).find((c) => c.name === name)?.value;
}

/** The same JWT with another `sub` in its payload, the signature untouched. */
function withOtherSubject(jwt: string): string {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  claims.sub = 'user-test-00000000-0000-4000-8000-000000000000';
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** A request to the app without a browser: only the cookies given, no redirects followed. */
function fetchAs(path: string, cookies: Record<string, string> = {}): Promise<Response> {
  const header = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return fetch(app.page(path), { redirect: 'manual', headers: header ? { cookie: header } : {} });
}

describe('Next.js example (next start)', () => {
  it('puts the email field in the server HTML, and shows it with JavaScript off', async () => {
    const html = await (await fetchAs('/login')).text();
    // Booleans, not the page: a failure names what is missing instead of printing the whole document.
    expect(/<input[^>]*type="email"/.test(html), 'an email <input> in the server HTML of /login').toBe(true);
    expect(html.includes(`>${t('field.email')}<`), `its label '${t('field.email')}' in the server HTML`).toBe(true);

    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(app.page('/login'));
      await page.getByRole('textbox', { name: t('field.email'), exact: true }).waitFor();
      await saveScreen(page, 'nextjs-login-no-js');
    } finally {
      await noScript.close();
    }
  });

  it('becomes interactive on hydration without moving: layout shift ≤ 0.01, the field where the server put it', async () => {
    const { page } = session;
    // Every layout shift of the document, from its first paint (buffered), summed as CLS counts them.
    await page.addInitScript(() => {
      const w = window as unknown as { __layoutShift: number };
      w.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const visitNumber of [1, 2]) {
      await page.goto(app.page('/login'), { waitUntil: 'commit' });
      const field = page.getByRole('textbox', { name: t('field.email'), exact: true });
      await field.waitFor();
      const before = await field.boundingBox();
      await waitForReactCommit(page);
      // Interactive: the submit waits for hydration, then the widget takes over.
      await expect.poll(() => page.getByRole('button', { name: t('main.sendCode'), exact: true }).isEnabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await field.boundingBox(), `the field did not move (visit ${visitNumber})`).toEqual(before);
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(shift, `cumulative layout shift of /login (visit ${visitNumber})`).toBeLessThanOrEqual(0.01);
    }
  });

  it('hydrates without a warning, first and second visit, signed out and signed in', async () => {
    const { page } = session;
    for (const path of ['/login', '/login', '/dashboard', '/account', '/']) await visit(page, path);
    await page.getByRole('heading', { name: 'Portico in Next.js', exact: true }).waitFor();

    await signInByCode(page, uniqueEmail('next-hydrate'));
    for (const path of ['/login', '/login', '/dashboard', '/dashboard', '/account', '/']) await visit(page, path);
    await saveScreen(page, 'nextjs-home-signed-in');

    expect(hydrationProblems(consoleRecord)).toEqual([]);
    expect(consoleRecord.problems).toEqual([]);
  });

  it('signs in by email code: AuthenticateFlowComplete reaches onEvent although the page swaps the widget out', async () => {
    const { page } = session;
    const email = uniqueEmail('next-code');
    await signInByCode(page, email);
    await page.waitForURL(app.page('/account'));
    await accountHeading(page).waitFor();

    const types = await hostEventTypes(page);
    expect(types.filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
    // /account is rendered by the server from the verified session.
    const details = page.getByRole('main');
    await details.getByText(email, { exact: true }).waitFor();
    await details.getByText(await userIdOf(email), { exact: true }).waitFor();
    expect(await cookie('stytch_session_jwt')).toBeTruthy();
    await saveScreen(page, 'nextjs-account');

    // Back on /login the account panel shows instead of the widget.
    await visit(page, '/login');
    await page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: t('field.email'), exact: true }).count()).toBe(0);
    expect(consoleRecord.problems).toEqual([]);
  });

  it('never sends a signed-in visitor of /dashboard to /login over 5 reloads; a signed-out one goes there', async () => {
    const { page } = session;
    const email = uniqueEmail('next-dashboard');
    await signInByCode(page, email);

    await visit(page, '/dashboard');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const signedIn = page.getByText(`Signed in as ${email}.`, { exact: true });
    await signedIn.waitFor();
    for (let i = 0; i < 5; i += 1) {
      await page.reload();
      await signedIn.waitFor();
      await waitForReactCommit(page);
    }
    // Each reload is at least one navigation (Next's router may also replace the entry it landed on).
    expect(visited.length).toBeGreaterThanOrEqual(5);
    expect(visited.filter((path) => path !== '/dashboard')).toEqual([]);

    // The control: without a session the same page does leave for /login.
    await session.context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForURL(app.page('/login'));
    expect(visited.at(-1)).toBe('/login');
    expect(consoleRecord.problems).toEqual([]);
  });

  it('/account and /api/me answer with the verified user, and refuse no cookie or a tampered JWT', async () => {
    const email = uniqueEmail('next-account');
    await signInByCode(session.page, email);
    const jwt = (await cookie('stytch_session_jwt'))!;
    const userId = await userIdOf(email);

    const account = await fetchAs('/account', { stytch_session_jwt: jwt });
    expect(account.status).toBe(200);
    const html = await account.text();
    expect(html).toContain(userId);
    expect(html).toContain(email);
    const me = await fetchAs('/api/me', { stytch_session_jwt: jwt });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user_id: userId, email });

    // Without the JWT, the opaque session token is checked with the provider (portico-server's online fallback).
    const token = (await cookie('stytch_session'))!;
    const online = await fetchAs('/api/me', { stytch_session: token });
    expect(online.status).toBe(200);
    expect(await online.json()).toMatchObject({ user_id: userId, email });

    const refusedCookies: Array<Record<string, string>> = [
      {},
      { stytch_session_jwt: withOtherSubject(jwt) },
      { stytch_session_jwt: `${jwt}x` },
      // A forged JWT is refused even beside a genuine session token: never papered over by the online check.
      { stytch_session_jwt: withOtherSubject(jwt), stytch_session: token },
    ];
    for (const cookies of refusedCookies) {
      const refused = await fetchAs('/account', cookies);
      expect(refused.status).toBe(307);
      expect(new URL(refused.headers.get('location')!, app.url).pathname).toBe('/login');
      expect(await refused.text()).not.toContain(userId);
      const api = await fetchAs('/api/me', cookies);
      expect(api.status).toBe(401);
      expect(await api.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it('signs in by magic link through /authenticate, then signs out', async () => {
    const { page } = session;
    const email = uniqueEmail('next-link');
    await visit(page, '/login?method=link');
    const widget = new LoginWidget(page, 'main');
    await widget.sendLink(email);
    await widget.expectVisible(widget.emailConfirmationHeading);
    const { link } = await app.api.waitForMessage(email);
    expect(new URL(link!).pathname).toBe('/authenticate');

    await page.goto(link!);
    await page.waitForURL(app.page('/account'));
    await page.getByRole('main').getByText(email, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(app.page('/login'));
    await expect.poll(() => cookie('stytch_session_jwt')).toBeUndefined();
    await widget.expectVisible(widget.emailInput);
    // The server no longer lets this browser in.
    await visit(page, '/account');
    await page.waitForURL(app.page('/login'));
    expect(consoleRecord.problems).toEqual([]);
  });
});
