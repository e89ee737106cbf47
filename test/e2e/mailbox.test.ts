/**
 * The emulator's mailbox page (`/_emulator/`) in Chromium: a passcode sent
 * through the emulator's API shows up large, a newer one appears at the top
 * without a reload, and a text selection in an older message survives that.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { uniqueEmail } from './support/login-widget';
import { PUBLIC_TOKEN, useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

/** Sends an email passcode the way an app would: the SDK endpoint with the public token. */
async function sendPasscode(email: string): Promise<string> {
  const response = await fetch(`${servers.emulatorUrl}/sdk/v1/otps/email/login_or_create`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
    },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  return servers.api.waitForCode(email);
}

describe('emulator mailbox page', () => {
  it('shows a new passcode at the top without reloading and keeps a selection in an older message', async () => {
    const { page } = session;
    const first = uniqueEmail('mailbox-first');
    const firstCode = await sendPasscode(first);

    await page.goto(`${servers.emulatorUrl}/_emulator/`);
    const articles = page.locator('#messages > article');
    await expect.poll(() => articles.count()).toBe(1);
    expect(await articles.first().locator('.code-value').textContent()).toBe(firstCode);
    expect(await articles.first().locator('time.sent .ago').textContent()).toBe('just now');
    expect(await page.locator('#count').textContent()).toBe('1 message, newest first.');

    // A marker that a reload would wipe, and a selection inside the first message's text.
    await page.evaluate(() => {
      (window as unknown as { mailboxMarker: string }).mailboxMarker = 'still here';
      const body = document.querySelector('#messages > article pre.body')!;
      const range = document.createRange();
      range.setStart(body.firstChild!, 0);
      range.setEnd(body.firstChild!, 12);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => window.getSelection()!.toString());
    expect(selected).toHaveLength(12);

    const second = uniqueEmail('mailbox-second');
    const secondCode = await sendPasscode(second);
    await expect.poll(() => articles.count(), { timeout: 10_000 }).toBe(2);
    expect(await articles.first().locator('.to strong').textContent()).toBe(second);
    expect(await articles.first().locator('.code-value').textContent()).toBe(secondCode);
    expect(await articles.nth(1).locator('.code-value').textContent()).toBe(firstCode);
    expect(await page.locator('#count').textContent()).toBe('2 messages, newest first.');

    const after = await page.evaluate(() => {
      const selection = window.getSelection()!;
      return {
        marker: (window as unknown as { mailboxMarker?: string }).mailboxMarker,
        text: selection.toString(),
        inOldMessage: selection.anchorNode?.parentElement?.closest('article') === document.querySelectorAll('#messages > article')[1],
        navigations: performance.getEntriesByType('navigation').length,
      };
    });
    expect(after).toEqual({ marker: 'still here', text: selected, inOldMessage: true, navigations: 1 });
    // The page's nonce-only CSP let its own style and script run: nothing was blocked.
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleProblems).toEqual([]);
  });

  it('copies the passcode with the Copy button', async () => {
    const { page, context } = session;
    const code = await sendPasscode(uniqueEmail('mailbox-copy'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: servers.emulatorUrl });
    await page.goto(`${servers.emulatorUrl}/_emulator/`);
    const copy = page.locator('button.copy');
    expect(await copy.getAttribute('aria-label')).toBe(`Copy code ${code}`);
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await copy.getAttribute('aria-label')).toBe(`Copied: code ${code}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const style = await page.locator('.code-value').evaluate((el) => {
      const css = getComputedStyle(el);
      return { userSelect: css.userSelect, monospace: css.fontFamily.includes('monospace'), fontSize: css.fontSize };
    });
    expect(style).toEqual({ userSelect: 'all', monospace: true, fontSize: '32px' });
  });
});
