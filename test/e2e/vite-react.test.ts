/**
 * The Vite + React example (examples/vite-react), built with `vite build` and
 * served by the examples server at /react/ next to the emulator: sign-in by
 * email code while the page swaps the widget out, the guarded /dashboard over
 * reloads, magic links through /authenticate, sign-out, and a clean console.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useExampleBuild } from './support/example-apps';
import { hostEventTypes, LoginWidget, uniqueEmail } from './support/login-widget';
import { recordConsole, waitForReactCommit, type ConsoleRecord } from './support/react-console';
import { saveScreen } from './support/screenshots';
import { useServers } from './support/servers';

useExampleBuild('vite-react');
const servers = useServers();
const session = useBrowser();

let consoleRecord: ConsoleRecord;
beforeEach(async () => {
  await servers.api.reset();
  consoleRecord = await recordConsole(session.page);
});

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(servers.page(`/react${path}`));
  await waitForReactCommit(page);
}

const dashboardGreeting = (page: Page, email: string) => page.getByText(`Signed in as ${email}.`, { exact: true });

/** Signs `email` in by code on /react/login, until the session exists (panel shown, or already on the dashboard). */
async function signInByCode(page: Page, email: string): Promise<void> {
  await visit(page, '/login');
  const widget = new LoginWidget(page, 'main');
  await widget.sendEmailCode(email);
  await widget.enterPasscode(await servers.api.waitForCode(email));
  await page.getByText(`Signed in as ${email}`, { exact: true }).or(dashboardGreeting(page, email)).first().waitFor();
}

describe('Vite + React example', () => {
  it('signs in by email code: AuthenticateFlowComplete reaches onEvent although the page swaps the widget out', async () => {
    const { page } = session;
    const email = uniqueEmail('vite-code');
    await signInByCode(page, email);
    await page.waitForURL(servers.page('/react/dashboard'));
    await dashboardGreeting(page, email).waitFor();
    expect((await hostEventTypes(page)).filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
    await saveScreen(page, 'vite-react-dashboard');
    expect(consoleRecord.problems).toEqual([]);
  });

  it('never sends a signed-in visitor of /dashboard to /login over 5 reloads; a signed-out one goes there', async () => {
    const { page } = session;
    const email = uniqueEmail('vite-dashboard');
    await signInByCode(page, email);
    await visit(page, '/dashboard');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    for (let i = 0; i < 5; i += 1) {
      await page.reload();
      await dashboardGreeting(page, email).waitFor();
    }
    expect(visited.length).toBeGreaterThanOrEqual(5);
    expect(visited.filter((path) => path !== '/react/dashboard')).toEqual([]);

    await session.context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForURL(servers.page('/react/login'));
    expect(consoleRecord.problems).toEqual([]);
  });

  it('signs in by magic link through /authenticate, then signs out', async () => {
    const { page } = session;
    const email = uniqueEmail('vite-link');
    await visit(page, '/login?method=link');
    const widget = new LoginWidget(page, 'main');
    await widget.sendLink(email);
    await widget.expectVisible(widget.emailConfirmationHeading);
    const { link } = await servers.api.waitForMessage(email);
    expect(new URL(link!).pathname).toBe('/react/authenticate');

    await page.goto(link!);
    await page.waitForURL(servers.page('/react/dashboard'));
    await dashboardGreeting(page, email).waitFor();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(servers.page('/react/login'));
    await widget.expectVisible(widget.emailInput);
    await expect.poll(async () => (await session.context.cookies()).map((c) => c.name)).not.toContain('stytch_session');
    expect(consoleRecord.problems).toEqual([]);
  });
});
