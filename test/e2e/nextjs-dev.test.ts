/**
 * The Next.js example under `next dev` (compiled on request, React's
 * development build, which reports hydration mismatches in the console): the
 * first load hydrates without a warning, and a visitor signs in by email code.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useNextApp } from './support/example-apps';
import { LoginWidget, uniqueEmail } from './support/login-widget';
import { hydrationProblems, recordConsole, waitForReactCommit, type ConsoleRecord } from './support/react-console';

const app = useNextApp('dev');
const session = useBrowser();

let consoleRecord: ConsoleRecord;
beforeEach(async () => {
  consoleRecord = await recordConsole(session.page);
});

/** `next dev` compiles each route on its first request: give the first load room. */
const FIRST_COMPILE_MS = 90_000;

describe('Next.js example (next dev)', () => {
  it('hydrates /login without a warning and signs in by email code', { timeout: 3 * FIRST_COMPILE_MS }, async () => {
    const { page } = session;
    await page.goto(app.page('/login'), { timeout: FIRST_COMPILE_MS });
    await page.waitForFunction(() => (window as unknown as { __reactCommits?: number }).__reactCommits! > 0, null, {
      timeout: FIRST_COMPILE_MS,
    });
    await waitForReactCommit(page);
    expect(hydrationProblems(consoleRecord)).toEqual([]);

    const email = uniqueEmail('next-dev');
    const widget = new LoginWidget(page, 'main');
    await widget.expectVisible(widget.emailInput, FIRST_COMPILE_MS);
    await widget.sendEmailCode(email);
    await widget.enterPasscode(await app.api.waitForCode(email));
    await page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();

    // The server-verified page, compiled on this first request.
    await page.goto(app.page('/account'), { timeout: FIRST_COMPILE_MS });
    await page.getByRole('main').getByText(email, { exact: true }).waitFor({ timeout: FIRST_COMPILE_MS });
    await waitForReactCommit(page);
    expect(hydrationProblems(consoleRecord)).toEqual([]);
    expect(consoleRecord.problems).toEqual([]);
  });
});
