/**
 * The first paint needs no chunk: Main and its field render in the mount call
 * from the entry alone, and the flows' chunks are requested after it. A submit
 * made before a flow's chunk has arrived waits for it, keeping what the
 * visitor typed; a chunk that cannot be downloaded shows as a network error,
 * and the next submit asks for it again.
 */
import type { Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { useBrowser } from './support/browser';
import { settleRender } from './support/host-page';
import { LoginWidget, t, uniqueEmail } from './support/login-widget';
import { recordSdkRequests } from './support/network';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

const CHUNKS = '**/portico/chunk-*.js';

beforeEach(async () => {
  await servers.api.reset();
});

/** Opens the page and asks for a link on Main's Email tab, whatever the chunks do. */
async function sendLinkFromMain(label: string) {
  await session.page.goto(servers.page('/'));
  const widget = new LoginWidget(session.page);
  await widget.waitForMain();
  await widget.chooseTab('Email');
  const email = uniqueEmail(label);
  await widget.sendLink(email);
  return { widget, email };
}

describe('first paint', () => {
  it('shows Main while every chunk is held back; a submit waits for its flow and keeps the address', async () => {
    const held: Route[] = [];
    await session.page.route(CHUNKS, (route) => void held.push(route));
    const sdk = recordSdkRequests(session.page);
    const { widget, email } = await sendLinkFromMain('first-paint');
    await settleRender(session.page);

    // The chunks were asked for (after the first paint) and none has arrived: nothing is sent yet.
    expect(held.length).toBeGreaterThan(0);
    expect(sdk.calls()).toEqual([]);
    expect(await widget.emailInput.inputValue()).toBe(email);

    for (const route of held) await route.continue();
    await session.page.unroute(CHUNKS);
    await widget.expectFocusOnHeading(t('emailConfirmation.title'));
    await widget.expectVisible(widget.text(t('emailConfirmation.sentTo', { email })));
    expect(sdk.calls().map((c) => c.path)).toEqual(['/magic_links/email/login_or_create']);
  });

  it('a flow chunk that cannot be downloaded shows a network error on Main and keeps the address', async () => {
    await session.page.route(CHUNKS, (route) => route.abort('failed'));
    const { widget, email } = await sendLinkFromMain('first-paint-retry');
    await widget.expectVisible(widget.message(MESSAGES.network_error));
    expect(await widget.emailInput.inputValue()).toBe(email);
    await widget.expectVisible(widget.mainHeading);
  });

  it('once the network is back, pressing Continue again downloads the chunk and sends', async () => {
    await session.page.route(CHUNKS, (route) => route.abort('failed'));
    const sdk = recordSdkRequests(session.page);
    const { widget, email } = await sendLinkFromMain('first-paint-recover');
    await widget.expectVisible(widget.message(MESSAGES.network_error));
    expect(sdk.calls()).toEqual([]);

    await session.page.unroute(CHUNKS);
    await widget.sendLinkButton.click();
    await widget.expectFocusOnHeading(t('emailConfirmation.title'));
    await widget.expectVisible(widget.text(t('emailConfirmation.sentTo', { email })));
    expect(sdk.calls().map((c) => c.path)).toEqual(['/magic_links/email/login_or_create']);
  });
});
