/**
 * Main on phones, in real Chromium against the emulator and the standalone
 * build: the example pages at 375px and 320px wide (docs/behaviour.md §2.1,
 * §2.5, §2.7). The method tabs stay on one row, the nineteen social
 * providers take a few rows (three full buttons, then icon buttons named
 * like them), and no wallet label wraps at 375px. Each screen is
 * screenshotted and checked with axe (checkScreen).
 */
import type { Locator } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../src/core/products/oauth-providers';
import { OAUTH_PROVIDER_NAMES } from '../../src/ui/config/config-types';
import { deepActiveElement, useBrowser } from './support/browser';
import { LoginWidget, t, TAB_LABELS } from './support/login-widget';
import { checkScreen } from './support/passkeys';
import { useServers } from './support/servers';
import { injectEthereumWallet } from './support/wallets';

const servers = useServers();
const session = useBrowser();

beforeEach(async () => {
  await servers.api.reset();
});

async function openAt(width: number, path: string): Promise<LoginWidget> {
  await session.page.setViewportSize({ width, height: 900 });
  await session.page.goto(servers.page(path));
  const login = new LoginWidget(session.page);
  await login.waitForMain();
  return login;
}

/** Height in px of each element, in order. */
async function heights(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().height)));
}

/** The page scrolls sideways nowhere. */
async function expectNoSidewaysScroll(): Promise<void> {
  expect(await session.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('Main on phones', () => {
  for (const width of [375, 320]) {
    it(`${width}px: Text, WhatsApp and Email stay on one row, unscrolled; the arrow keys still move between them`, async () => {
      const login = await openAt(width, '/?otp=email');
      const tablist = login.root.getByRole('tablist');
      const tabs = tablist.getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual([TAB_LABELS.Email, TAB_LABELS.Text, TAB_LABELS.WhatsApp]);
      const tops = await tabs.evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'one row').toBe(1);
      expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth), 'nothing scrolled out of view').toBe(true);
      for (const name of ['Email', 'Text', 'WhatsApp'] as const) await login.expectVisible(login.tab(name));
      await expectNoSidewaysScroll();
      await checkScreen(session.page, `main-tabs-${width}`);

      await login.tab('Email').focus();
      await session.page.keyboard.press('ArrowRight');
      await expect.poll(() => login.tab('Text').getAttribute('aria-selected')).toBe('true');
      await session.page.keyboard.press('ArrowRight');
      await expect.poll(() => login.tab('WhatsApp').getAttribute('aria-selected')).toBe('true');
      expect(await deepActiveElement(session.page)).toMatchObject({ text: TAB_LABELS.WhatsApp });
      await session.page.keyboard.press('ArrowLeft');
      await expect.poll(() => login.tab('Text').getAttribute('aria-selected')).toBe('true');
    });

    it(`${width}px: nineteen social providers are three full buttons and a grid of icon buttons named like them`, async () => {
      const login = await openAt(width, '/?social=1');
      const group = login.root.getByRole('group', { name: t('oauth.providersLabel'), exact: true });
      const buttons = group.getByRole('button');
      await buttons.first().waitFor();
      const names = OAUTH_PROVIDERS.map((provider) => t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider] }));
      // Every provider keeps its accessible name, in the configured order; Twitter is Twitter.
      expect(await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim()))).toEqual(names);
      expect(names).toContain(t('oauth.continueWith', { provider: 'Twitter' }));
      const texts = (await buttons.allInnerTexts()).map((s) => s.trim());
      expect(texts.slice(0, 3)).toEqual(names.slice(0, 3));
      expect(texts.slice(3).every((text) => text === ''), 'icon buttons from the fourth on').toBe(true);
      // Each icon button shows its brand icon and is a 45px target.
      for (const height of (await heights(buttons)).slice(3)) expect(height).toBeGreaterThanOrEqual(44);
      for (const name of names.slice(3)) expect(await login.button(name).locator('svg').count(), name).toBe(1);
      // A few rows, not a wall: the whole group is shorter than ten buttons in a column.
      const box = await group.boundingBox();
      expect(box!.height).toBeLessThan(10 * 45);
      await expectNoSidewaysScroll();
      await checkScreen(session.page, `main-social-${width}`);
    });
  }

  it('375px: the social buttons sit on one line each', async () => {
    const login = await openAt(375, '/?social=1');
    const group = login.root.getByRole('group', { name: t('oauth.providersLabel'), exact: true });
    await group.getByRole('button').first().waitFor();
    for (const height of (await heights(group.getByRole('button'))).slice(0, 3)) expect(height).toBeLessThanOrEqual(46);
  });

  it('375px with MetaMask installed: one button for it (no generic Ethereum one), and every wallet label on one line', async () => {
    await injectEthereumWallet(session.page);
    const login = await openAt(375, '/?crypto=1');
    const group = login.root.getByRole('group', { name: t('crypto.walletsLabel'), exact: true });
    await group.getByRole('button').first().waitFor();
    const continueWith = (wallet: string) => t('crypto.continueWith', { wallet });
    expect((await group.getByRole('button').allInnerTexts()).map((s) => s.trim())).toEqual([
      ...['MetaMask', 'Coinbase', 'Phantom', 'Binance', 'Vessel'].map(continueWith),
      t('main.otherCryptoWallets'),
    ]);
    for (const height of await heights(group.getByRole('button'))) expect(height).toBeLessThanOrEqual(46);
    await checkScreen(session.page, 'main-wallets-375');

    await expectNoSidewaysScroll();
  });

  it('375px, no wallet installed: the generic options, the longest labels, are on one line on the other-wallet screen', async () => {
    const login = await openAt(375, '/?crypto=1');
    await login.button(t('main.otherCryptoWallets')).click();
    await login.expectFocusOnHeading(t('crypto.otherWalletsTitle'));
    const others = login.root.getByRole('group', { name: t('crypto.walletsLabel'), exact: true }).getByRole('button');
    const continueWith = (wallet: string) => t('crypto.continueWith', { wallet });
    expect((await others.allInnerTexts()).map((s) => s.trim())).toEqual([continueWith('Ethereum Wallet'), continueWith('Solana Wallet')]);
    for (const height of await heights(others)) expect(height).toBeLessThanOrEqual(46);
    await expectNoSidewaysScroll();
  });
});
