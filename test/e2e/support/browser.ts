/**
 * Debian's Chromium driven by playwright-core (docs/testing.md, "The browser"):
 * one browser per test file, a fresh context (cookies, storage) per test.
 * Never `npx playwright install`: browser downloads fail on these machines.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Errors thrown in the page (uncaught) during the current test. */
  readonly pageErrors: string[];
  /** Console errors and warnings of the current test. */
  readonly consoleProblems: string[];
  /** Another page in the current context (e.g. a second tab). */
  newPage(): Promise<Page>;
}

const FAILURES_DIR = path.resolve('test-results', 'failures');

/**
 * Registers the hooks: launch before the file, a new context and page before
 * each test, a screenshot of the page when a test fails, and closing.
 */
export function useBrowser(contextOptions: Parameters<Browser['newContext']>[0] = {}): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  const consoleProblems: string[] = [];

  const watch = (p: Page) => {
    p.on('pageerror', (error) => pageErrors.push(String(error?.stack ?? error)));
    p.on('response', (response) => {
      if (response.status() >= 400) consoleProblems.push(`http ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    p.on('requestfailed', (request) => {
      consoleProblems.push(`request failed (${request.failure()?.errorText ?? '?'}): ${request.method()} ${request.url()}`);
    });
    p.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        consoleProblems.push(`${message.type()}: ${message.text()}`);
      }
    });
  };

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async () => {
    pageErrors.length = 0;
    consoleProblems.length = 0;
    context = await browser!.newContext({ viewport: { width: 1000, height: 900 }, ...contextOptions });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    watch(page);
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && page && !page.isClosed()) {
      const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
      await mkdir(FAILURES_DIR, { recursive: true });
      await page.screenshot({ path: path.join(FAILURES_DIR, `${name}.png`), fullPage: true }).catch(() => {});
      if (pageErrors.length > 0) console.error(`[${ctx.task.name}] page errors:\n${pageErrors.join('\n')}`);
      if (consoleProblems.length > 0) console.error(`[${ctx.task.name}] console:\n${consoleProblems.join('\n')}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    get browser() {
      if (!browser) throw new Error('the browser is not running (use inside a test)');
      return browser;
    },
    get context() {
      if (!context) throw new Error('no browser context (use inside a test)');
      return context;
    },
    get page() {
      if (!page) throw new Error('no page (use inside a test)');
      return page;
    },
    pageErrors,
    consoleProblems,
    async newPage() {
      const p = await this.context.newPage();
      watch(p);
      return p;
    },
  };
}

/**
 * The focused element, looking through open shadow roots: `document.activeElement`
 * is the shadow host when focus is inside the widget's shadow root.
 */
export interface FocusedElement {
  tag: string;
  text: string;
  id: string;
  role: string | null;
  label: string | null;
}

export async function deepActiveElement(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim(),
      id: el.id,
      role: el.getAttribute('role'),
      label: el.getAttribute('aria-label'),
    };
  });
}
