/**
 * The Vite + Vue example (examples/vue), built with `vite build` and served by
 * the examples server at /vue/ next to the emulator: `<portico-login>` in a Vue
 * template (README.md, "Custom elements"; examples/README.md, "Vite + Vue app"),
 * signing in by email code, keeping typed input while its parent re-renders with
 * a new inline `styles` object each time, and a fresh widget after `v-if` off
 * and on again.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useExampleBuild } from './support/example-apps';
import { hostEventTypes, LoginWidget, uniqueEmail } from './support/login-widget';
import { recordConsole, type ConsoleRecord } from './support/react-console';
import { saveScreen } from './support/screenshots';
import { useServers } from './support/servers';

useExampleBuild('vue');
const servers = useServers();
const session = useBrowser();

let consoleRecord: ConsoleRecord;
beforeEach(async () => {
  await servers.api.reset();
  consoleRecord = await recordConsole(session.page);
});

/** The app's page with the widget on Main. */
async function visit(page: Page): Promise<LoginWidget> {
  await page.goto(servers.page('/vue/'));
  const widget = new LoginWidget(page, 'portico-login');
  await widget.waitForMain();
  return widget;
}

const rerenderButton = (page: Page) => page.getByRole('button', { name: 'Re-render the page', exact: true });
const showWidget = (page: Page) => page.getByRole('checkbox', { name: 'Show the widget', exact: true });

describe('Vite + Vue example', () => {
  it('signs in by email code: AuthenticateFlowComplete reaches the @portico-event listener', async () => {
    const { page } = session;
    const widget = await visit(page);
    const email = uniqueEmail('vue-code');
    await widget.sendEmailCode(email);
    await widget.enterPasscode(await servers.api.waitForCode(email));
    await page.getByRole('status').getByText('Signed in', { exact: true }).waitFor();
    expect((await hostEventTypes(page)).filter((type) => type === 'AuthenticateFlowComplete')).toHaveLength(1);
    await saveScreen(page, 'vue-signed-in');
    expect(consoleRecord.problems).toEqual([]);
  });

  it('keeps the typed email while the parent re-renders with a new inline styles object', async () => {
    const { page } = session;
    const widget = await visit(page);
    await widget.emailInput.click();
    await widget.emailInput.pressSequentially('kept@example.com');
    // Remember the element's styles object, to see that each render assigns a new one.
    await page.evaluate(() => {
      const element = document.querySelector('portico-login')!;
      (window as unknown as { firstStyles: unknown }).firstStyles = element.styles;
    });

    for (let i = 1; i <= 3; i += 1) {
      await rerenderButton(page).click();
      await expect.poll(() => page.locator('output').textContent()).toBe(String(i));
    }
    expect(
      await page.evaluate(() => {
        const element = document.querySelector('portico-login')!;
        return {
          replaced: element.styles !== (window as unknown as { firstStyles: unknown }).firstStyles,
          styles: element.styles,
        };
      }),
    ).toEqual({ replaced: true, styles: { colors: { primary: '#0b6e4f' } } });
    await widget.waitForMain();
    expect(await widget.emailInput.inputValue()).toBe('kept@example.com');
    await expect.poll(() => widget.sendCodeButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 110, 79)');
    expect(consoleRecord.problems).toEqual([]);
  });

  it('v-if off then on mounts a fresh widget', async () => {
    const { page } = session;
    const widget = await visit(page);
    await widget.emailInput.click();
    await widget.emailInput.pressSequentially('gone@example.com');

    await showWidget(page).uncheck();
    await expect.poll(() => page.locator('portico-login').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelector('[data-portico-widget]'))).toBeNull();

    await showWidget(page).check();
    await widget.waitForMain();
    expect(await widget.emailInput.inputValue()).toBe('');
    expect(await page.locator('[data-portico-widget]').count()).toBe(1);
    expect(consoleRecord.problems).toEqual([]);
  });
});
