/**
 * What a React page reports while it hydrates and runs: every console
 * message and uncaught error of a page, and a signal for "React has
 * committed", so a test can check the console once hydration is over.
 *
 * The signal is React's own DevTools hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`),
 * which react-dom calls on every commit in production builds too: the page
 * needs no test code. Hydration mismatches surface as console errors (dev) or
 * uncaught errors (production: React's #418, #423, #425), reported in the
 * same task as the commit that follows them.
 */
import type { Page } from 'playwright-core';

export interface ConsoleRecord {
  /** `error: …`, `warning: …`, and `pageerror: …` (uncaught), in order. */
  readonly problems: string[];
  /** Every console message, any type, in order (for failure output). */
  readonly all: string[];
}

/** Starts recording on `page` (and on every document it loads). */
export async function recordConsole(page: Page): Promise<ConsoleRecord> {
  const record: ConsoleRecord = { problems: [], all: [] };
  page.on('console', (message) => {
    const line = `${message.type()}: ${message.text()}`;
    record.all.push(line);
    if (message.type() === 'error' || message.type() === 'warning') record.problems.push(line);
  });
  page.on('pageerror', (error) => {
    const line = `pageerror: ${String(error?.stack ?? error)}`;
    record.all.push(line);
    record.problems.push(line);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __reactCommits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    w.__reactCommits = 0;
    let nextId = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => (nextId += 1),
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: () => {
        w.__reactCommits += 1;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
  });
  return record;
}

/**
 * Waits until React has committed on the current document (hydration done,
 * effects scheduled), then for one more round trip so every console message
 * the page sent before is in the record.
 */
export async function waitForReactCommit(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __reactCommits?: number }).__reactCommits! > 0);
  await page.evaluate(() => undefined);
}

/** The problems that name hydration or React's hydration errors (#418, #423, #425). */
export function hydrationProblems(record: ConsoleRecord): string[] {
  return record.problems.filter((line) => /hydrat|#418|#423|#425/i.test(line));
}
