/**
 * Host CSS in real Chromium (docs/architecture.md, "Look"; README, "Styling
 * with CSS"): the theme defaults are the style sheet's `var()` fallbacks, so a
 * host's plain rule on the mount element wins without `!important`, in light
 * DOM and in a shadow root; the `styles` option, inline on the widget root,
 * wins over the host's rule; every part name is on Main; the same holds for a
 * rule on a custom element (`<portico-login>`).
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useServers } from './support/servers';

const servers = useServers({ config: { displayWatermark: true } });
const session = useBrowser();

/** DEFAULT_THEME (src/ui/theme/theme.ts) as computed colours. */
const DEFAULT = { primary: 'rgb(25, 48, 61)', white: 'rgb(255, 255, 255)', inputBorder: 'rgb(122, 142, 155)' };

/** Main with every kind of key element: tabs, inputs, both button variants, social buttons, divider. */
const ALL_PARTS_CONFIG = {
  products: ['oauth', 'crypto', 'emailMagicLinks', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['sms'], expirationMinutes: 5 },
};

const PART_NAMES = ['root', 'header', 'tabs', 'tab', 'input', 'button-primary', 'button-secondary', 'divider', 'social-button', 'footer'];

const HOST_CSS = `
  #light, #styled, #shadow { --portico-button-primary-background-color: rgb(1, 2, 3); }
  #follows { --portico-color-primary: rgb(7, 8, 9); }
  [data-portico-part="header"] { letter-spacing: 3px; }
  #shadow::part(header) { letter-spacing: 5px; }
`;

interface MountSpec {
  id: string;
  shadow?: boolean;
  styles?: Record<string, unknown>;
}

/** Adds the host rule and one div per spec to the example page, then mounts a login widget in each. */
async function mountAll(page: Page, specs: MountSpec[]): Promise<void> {
  await page.goto(servers.page('/?otp=email'));
  // A string, so the test runner does not rewrite the page's `import()`.
  await page.evaluate(`(async () => {
    const specs = ${JSON.stringify(specs)};
    const style = document.createElement('style');
    style.textContent = ${JSON.stringify(HOST_CSS)};
    document.head.append(style);
    const { ui } = await import('/vanilla/portico-client.js');
    for (const spec of specs) {
      const div = document.createElement('div');
      div.id = spec.id;
      document.body.append(div);
      const config = { ...${JSON.stringify(ALL_PARTS_CONFIG)}, ...(spec.shadow ? { enableShadowDOM: true } : {}) };
      ui.mountLogin({ elementId: '#' + spec.id, config, ...(spec.styles ? { styles: spec.styles } : {}) });
    }
  })()`);
}

/** A computed style of the first `[data-portico-part=name]` under `#id` (through its shadow root if any). */
async function computed(page: Page, id: string, partName: string, property: string): Promise<string> {
  const locator = page.locator(`#${id} [data-portico-part="${partName}"]`).first();
  await locator.waitFor();
  return locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
}

beforeEach(async () => {
  await servers.api.reset();
});

describe('host CSS', () => {
  it('the defaults apply with no host CSS; a host rule without !important wins over them; the styles option wins over the host rule', async () => {
    const page = session.page;
    await mountAll(page, [
      { id: 'plain' },
      { id: 'light' },
      { id: 'styled', styles: { buttons: { primary: { backgroundColor: 'rgb(4, 5, 6)' } } } },
      { id: 'follows' },
    ]);

    // No host CSS: DEFAULT_THEME's colours, and no inline variable on the widget root.
    expect(await computed(page, 'plain', 'button-primary', 'background-color')).toBe(DEFAULT.primary);
    expect(await computed(page, 'plain', 'button-primary', 'color')).toBe(DEFAULT.white);
    expect(await computed(page, 'plain', 'root', 'background-color')).toBe(DEFAULT.white);
    expect(await computed(page, 'plain', 'input', 'border-top-color')).toBe(DEFAULT.inputBorder);
    expect(await computed(page, 'plain', 'header', 'color')).toBe(DEFAULT.primary);
    expect(await page.locator('#plain [data-portico-part="root"]').getAttribute('style')).toBeNull();

    // `#light { --portico-button-primary-background-color: rgb(1, 2, 3) }` on the mount element.
    expect(await computed(page, 'light', 'button-primary', 'background-color')).toBe('rgb(1, 2, 3)');
    // A host rule on a part.
    expect(await computed(page, 'light', 'header', 'letter-spacing')).toBe('3px');

    // The `styles` option is inline on the root: it wins over the host rule.
    expect(await computed(page, 'styled', 'button-primary', 'background-color')).toBe('rgb(4, 5, 6)');

    // Host CSS that sets only the primary colour recolours what follows it, as the styles option does.
    expect(await computed(page, 'follows', 'button-primary', 'background-color')).toBe('rgb(7, 8, 9)');
    expect(await computed(page, 'follows', 'social-button', 'color')).toBe('rgb(7, 8, 9)');
  });

  it('in a shadow root: the host rule on the shadow host wins over the defaults, and ::part() reaches the parts', async () => {
    const page = session.page;
    await mountAll(page, [{ id: 'shadow', shadow: true }]);
    expect(await page.evaluate(() => document.querySelector('#shadow')?.shadowRoot !== null)).toBe(true);
    expect(await computed(page, 'shadow', 'button-primary', 'background-color')).toBe('rgb(1, 2, 3)');
    // The document's `[data-portico-part="header"]` rule stays outside; `#shadow::part(header)` gets in.
    expect(await computed(page, 'shadow', 'header', 'letter-spacing')).toBe('5px');
    const parts = await page.evaluate(() =>
      [...(document.querySelector('#shadow')?.shadowRoot?.querySelectorAll('[part]') ?? [])].map((el) => el.getAttribute('part')),
    );
    expect(new Set(parts)).toEqual(new Set(PART_NAMES));
  });

  it('every part name is on Main, as data-portico-part and part; an alert after a failed send carries its own', async () => {
    const page = session.page;
    await mountAll(page, [{ id: 'light' }]);
    await page.locator('#light [data-portico-part="social-button"]').first().waitFor();
    const found = await page.evaluate(() =>
      [...document.querySelectorAll('#light [data-portico-part]')].map((el) => [el.getAttribute('data-portico-part'), el.getAttribute('part')]),
    );
    for (const [name, partAttribute] of found) expect(partAttribute).toBe(name);
    expect(new Set(found.map(([name]) => name))).toEqual(new Set(PART_NAMES));

    // A failed send shows an alert on Main.
    await servers.api.addFault({ path: '/magic_links/email/login_or_create', status: 503, errorMessage: 'Briefly unavailable.', times: 1 });
    await page.locator('#light [data-portico-part="input"]').first().fill('host-css@example.com');
    await page.locator('#light [data-portico-part="button-primary"]').first().click();
    await page.locator('#light [data-portico-part="alert"][part="alert"]').waitFor();
  });

  it('on a custom element: a host rule on <portico-login> without !important wins over the defaults, in light DOM and with the shadow attribute', async () => {
    const page = session.page;
    await page.goto(servers.page('/vanilla/elements.html'));
    await page.evaluate(`(() => {
      const style = document.createElement('style');
      style.textContent = 'portico-login { --portico-button-primary-background-color: rgb(10, 20, 30); }';
      document.head.append(style);
    })()`);
    const button = page.locator('portico-login [data-portico-part="button-primary"]').first();
    await button.waitFor();
    // Colours transition for 0.15 s once the rule lands (docs/architecture.md, "Interaction"): wait for the end value.
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(10, 20, 30)');

    // The same element rendering into its open shadow root: custom properties inherit into it.
    await page.evaluate(() => document.querySelector('portico-login')?.setAttribute('shadow', ''));
    await page.waitForFunction(() => document.querySelector('portico-login')?.shadowRoot?.querySelector('[part="button-primary"]') != null);
    expect(
      await page.evaluate(() => {
        const inShadow = document.querySelector('portico-login')?.shadowRoot?.querySelector('[part="button-primary"]');
        return inShadow ? getComputedStyle(inShadow).backgroundColor : null;
      }),
    ).toBe('rgb(10, 20, 30)');
  });
});
