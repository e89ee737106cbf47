/**
 * Colour schemes, motion and forced colours in real Chromium, on the built
 * standalone widget (docs/architecture.md, "Look"; docs/reference.md, "Theme
 * and CSS variables"): `theme: 'dark'` paints the dark palette with zero axe
 * violations (colour contrast included); `'auto'` follows the emulated
 * `prefers-color-scheme` live, `styles.dark` with it; a host's `--portico-*`
 * declaration still wins in dark, in light DOM and through a shadow root;
 * reduced motion turns the transitions off; forced colours keep focus rings
 * and button borders.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { SCREENS_DIR } from './support/screenshots';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

/** DEFAULT_THEME and DARK_THEME (src/ui/theme/theme.ts) as computed colours. */
const LIGHT = { background: 'rgb(255, 255, 255)', primary: 'rgb(25, 48, 61)', inputBorder: 'rgb(122, 142, 155)' };
const DARK = { background: 'rgb(15, 29, 37)', primary: 'rgb(211, 226, 234)', inputBorder: 'rgb(110, 135, 149)', inputBackground: 'rgb(19, 38, 48)' };

/** Main with tabs, inputs and both button variants. */
const CONFIG = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'], expirationMinutes: 5 } };

interface MountSpec {
  id: string;
  theme?: 'light' | 'dark' | 'auto';
  shadow?: boolean;
  styles?: Record<string, unknown>;
}

/**
 * The example page emptied (its own widget unmounted), `hostCss` added, and one
 * login widget per spec, each on a div of its own.
 */
async function mountAll(page: Page, specs: MountSpec[], hostCss = ''): Promise<void> {
  await page.goto(servers.page('/?otp=email'));
  // A string, so the test runner does not rewrite the page's `import()`.
  await page.evaluate(`(async () => {
    const { ui } = await import('/vanilla/portico-client.js');
    ui.unmount('#login');
    document.body.replaceChildren();
    document.body.style.margin = '0';
    const style = document.createElement('style');
    style.textContent = ${JSON.stringify(hostCss)};
    document.head.append(style);
    for (const spec of ${JSON.stringify(specs)}) {
      const div = document.createElement('div');
      div.id = spec.id;
      div.style.padding = '16px';
      document.body.append(div);
      ui.mountLogin({
        elementId: '#' + spec.id,
        config: { ...${JSON.stringify(CONFIG)}, ...(spec.shadow ? { enableShadowDOM: true } : {}) },
        ...(spec.theme ? { theme: spec.theme } : {}),
        ...(spec.styles ? { styles: spec.styles } : {}),
      });
    }
  })()`);
}

/** The first `[data-portico-part=name]` under `#id` (Playwright's CSS locators pierce open shadow roots). */
function partOf(page: Page, id: string, name: string): Locator {
  return page.locator(`#${id} [data-portico-part="${name}"]`).first();
}

async function style(locator: Locator, property: string): Promise<string> {
  await locator.waitFor();
  return locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
}

/**
 * Waits (at most 3 s) until `property` of the part is `expected`, then asserts
 * it: colours change over a 150 ms transition.
 */
async function expectStyle(page: Page, id: string, name: string, property: string, expected: string): Promise<void> {
  const locator = partOf(page, id, name);
  await locator.waitFor();
  await locator.evaluate(
    (el, [prop, value]) =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 3000;
        const check = () =>
          getComputedStyle(el).getPropertyValue(prop!) === value || performance.now() > deadline ? resolve() : requestAnimationFrame(check);
        check();
      }),
    [property, expected] as const,
  );
  expect(await style(locator, property), `${id} ${name} ${property}`).toBe(expected);
}

beforeEach(async () => {
  await servers.api.reset();
});

describe('colour schemes', () => {
  it("theme 'dark' paints the dark palette with no axe violation; 'light' and no theme keep the spec's look", async () => {
    const page = session.page;
    await page.emulateMedia({ colorScheme: 'light' });
    await mountAll(page, [{ id: 'plain' }, { id: 'dark', theme: 'dark' }]);

    expect(await style(partOf(page, 'plain', 'root'), 'background-color')).toBe(LIGHT.background);
    expect(await style(partOf(page, 'plain', 'header'), 'color')).toBe(LIGHT.primary);
    expect(await partOf(page, 'plain', 'root').getAttribute('data-portico-theme')).toBe('light');

    const dark = partOf(page, 'dark', 'root');
    expect(await dark.getAttribute('data-portico-theme')).toBe('dark');
    expect(await style(dark, 'background-color')).toBe(DARK.background);
    expect(await style(partOf(page, 'dark', 'header'), 'color')).toBe(DARK.primary);
    expect(await style(partOf(page, 'dark', 'input'), 'background-color')).toBe(DARK.inputBackground);
    expect(await style(partOf(page, 'dark', 'input'), 'border-top-color')).toBe(DARK.inputBorder);
    // The primary button turns light with dark text; the secondary keeps the background with light text.
    expect(await style(partOf(page, 'dark', 'button-primary'), 'background-color')).toBe(DARK.primary);
    expect(await style(partOf(page, 'dark', 'button-primary'), 'color')).toBe(DARK.background);
    // No inline variable: the defaults are the style sheet's.
    expect(await dark.getAttribute('style')).toBeNull();

    const violations = await axeViolations(page, 'dark');
    expect(violations, `axe violations on Main, dark:\n${formatViolations(violations)}`).toEqual([]);

    // A failed send shows its alert in the dark palette, readable too.
    await servers.api.addFault({ path: '/magic_links/email/login_or_create', status: 503, errorMessage: 'Briefly unavailable.', times: 1 });
    await partOf(page, 'dark', 'tab').waitFor();
    await page.locator('#dark').getByRole('tab', { name: 'Email' }).click();
    await partOf(page, 'dark', 'input').fill('themes@example.com');
    await partOf(page, 'dark', 'button-primary').click();
    await partOf(page, 'dark', 'alert').waitFor();
    expect(await style(partOf(page, 'dark', 'alert'), 'border-top-color')).toBe('rgb(255, 156, 158)');
    await expectStyle(page, 'dark', 'alert', 'opacity', '1');
    const afterAlert = await axeViolations(page, 'dark');
    expect(afterAlert, `axe violations on Main with an alert, dark:\n${formatViolations(afterAlert)}`).toEqual([]);
  });

  it("'auto' follows prefers-color-scheme live, and styles.dark with it", async () => {
    const page = session.page;
    await page.emulateMedia({ colorScheme: 'light' });
    await mountAll(page, [
      { id: 'auto', theme: 'auto' },
      { id: 'branded', theme: 'auto', styles: { colors: { primary: 'rgb(11, 61, 145)' }, dark: { colors: { primary: 'rgb(156, 194, 255)' } } } },
    ]);
    expect(await partOf(page, 'auto', 'root').getAttribute('data-portico-theme')).toBe('auto');
    await expectStyle(page, 'auto', 'root', 'background-color', LIGHT.background);
    await expectStyle(page, 'branded', 'header', 'color', 'rgb(11, 61, 145)');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectStyle(page, 'auto', 'root', 'background-color', DARK.background);
    await expectStyle(page, 'auto', 'header', 'color', DARK.primary);
    // styles.dark replaced the primary colour, and what follows it.
    await expectStyle(page, 'branded', 'header', 'color', 'rgb(156, 194, 255)');
    await expectStyle(page, 'branded', 'button-primary', 'background-color', 'rgb(156, 194, 255)');
    expect(await partOf(page, 'branded', 'root').getAttribute('style')).toContain('--portico-color-primary: rgb(156, 194, 255)');
    const violations = await axeViolations(page, 'auto');
    expect(violations, `axe violations on Main, auto on a dark system:\n${formatViolations(violations)}`).toEqual([]);

    await page.emulateMedia({ colorScheme: 'light' });
    await expectStyle(page, 'auto', 'root', 'background-color', LIGHT.background);
    await expectStyle(page, 'branded', 'header', 'color', 'rgb(11, 61, 145)');
  });

  it('a host --portico-* declaration wins in dark, scoped to dark or not, through a shadow root too; the styles option wins over it', async () => {
    const page = session.page;
    await mountAll(
      page,
      [
        { id: 'host', theme: 'dark' },
        { id: 'scoped', theme: 'dark' },
        { id: 'shadow', theme: 'dark', shadow: true },
        { id: 'option', theme: 'dark', styles: { dark: { buttons: { primary: { backgroundColor: 'rgb(4, 5, 6)' } } } } },
      ],
      `
        #host, #shadow, #option { --portico-button-primary-background-color: rgb(1, 2, 3); }
        #host, #shadow { --portico-input-border-color: rgb(200, 100, 0); }
        [data-portico-theme='dark'] { --portico-color-primary: rgb(240, 240, 200); }
        [data-portico-theme='light'] { --portico-color-primary: rgb(0, 0, 0); }
      `,
    );
    expect(await style(partOf(page, 'host', 'button-primary'), 'background-color')).toBe('rgb(1, 2, 3)');
    expect(await style(partOf(page, 'host', 'input'), 'border-top-color')).toBe('rgb(200, 100, 0)');
    // The rule on the dark widget root applies; the light one does not.
    expect(await style(partOf(page, 'scoped', 'header'), 'color')).toBe('rgb(240, 240, 200)');
    // Through the shadow root, values on the shadow host inherit in.
    expect(await page.evaluate(() => document.querySelector('#shadow')?.shadowRoot !== null)).toBe(true);
    expect(await style(partOf(page, 'shadow', 'button-primary'), 'background-color')).toBe('rgb(1, 2, 3)');
    expect(await style(partOf(page, 'shadow', 'input'), 'border-top-color')).toBe('rgb(200, 100, 0)');
    expect(await style(partOf(page, 'shadow', 'root'), 'background-color')).toBe(DARK.background);
    // styles.dark is inline on the root: it wins over the host's rule.
    expect(await style(partOf(page, 'option', 'button-primary'), 'background-color')).toBe('rgb(4, 5, 6)');
  });

  it('refuses a styles.dark that is not an object', async () => {
    const page = session.page;
    await page.goto(servers.page('/?otp=email'));
    const message = await page.evaluate(`(async () => {
      const { ui } = await import('/vanilla/portico-client.js');
      try {
        ui.mountLogin({ elementId: '#login', config: ${JSON.stringify(CONFIG)}, theme: 'dark', styles: { dark: 'night' } });
        return 'mounted';
      } catch (error) {
        return error.message;
      }
    })()`);
    expect(message).toBe('Invalid call to mountLogin\nstyles.dark must be an object.');
  });
});

describe('motion and forced colours', () => {
  it('colours change over 150 ms; reduced motion turns transitions and the fade-in off', async () => {
    const page = session.page;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await mountAll(page, [{ id: 'motion' }]);
    const button = partOf(page, 'motion', 'button-primary');
    expect(await style(button, 'transition-duration')).toBe('0.15s');
    expect(await style(button, 'transition-property')).toBe('color, background-color, border-color, box-shadow, opacity');

    // A field error fades in…
    await page.locator('#motion').getByRole('tab', { name: 'Email' }).click();
    await button.click();
    const error = page.locator('#motion [role="alert"]').first();
    await error.waitFor();
    expect(await error.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/^portico-k\w+$/);
    expect(await error.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.15s');

    // …and with reduced motion nothing moves.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await style(button, 'transition-duration')).toBe('0s');
    expect(await style(partOf(page, 'motion', 'input'), 'transition-duration')).toBe('0s');
    expect(await error.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  it('hover and press wash an enabled button; a disabled one takes neither', async () => {
    const page = session.page;
    await mountAll(page, [{ id: 'hover' }]);
    const button = partOf(page, 'hover', 'button-primary');
    expect(await style(button, 'box-shadow')).toBe('none');
    await button.hover();
    await expectStyle(page, 'hover', 'button-primary', 'box-shadow', 'color(srgb 1 1 1 / 0.1) 0px 0px 0px 1584px inset');
    await page.mouse.down();
    await expectStyle(page, 'hover', 'button-primary', 'box-shadow', 'color(srgb 1 1 1 / 0.2) 0px 0px 0px 1584px inset');
    await page.mouse.up();
    await button.evaluate((el) => el.setAttribute('disabled', ''));
    await expectStyle(page, 'hover', 'button-primary', 'box-shadow', 'none');
  });

  it('forced colours keep the focus ring (Highlight) and give every button a border', async () => {
    const page = session.page;
    await page.emulateMedia({ forcedColors: 'active' });
    await mountAll(page, [{ id: 'forced', theme: 'dark' }]);
    const input = partOf(page, 'forced', 'input');
    await input.waitFor();
    // Keyboard focus, so :focus-visible applies: Tab until the input has it.
    for (let i = 0; i < 12 && !(await input.evaluate((el) => el === document.activeElement || el.getRootNode() !== document)); i += 1) {
      await page.keyboard.press('Tab');
    }
    const ring = await page.evaluate(() => {
      const el = document.activeElement!;
      const probe = document.createElement('span');
      probe.style.color = 'Highlight';
      document.body.append(probe);
      const highlight = getComputedStyle(probe).color;
      probe.remove();
      const s = getComputedStyle(el);
      return { part: el.getAttribute('data-portico-part'), style: s.outlineStyle, width: s.outlineWidth, color: s.outlineColor, highlight };
    });
    expect(ring.part).toBe('input');
    expect(ring.style).toBe('solid');
    expect(ring.width).toBe('2px');
    expect(ring.color).toBe(ring.highlight);
    // The tabs (and every other button) keep a visible border.
    const tab = page.locator('#forced').getByRole('tab', { selected: false });
    expect(await tab.evaluate((el) => [getComputedStyle(el).borderTopStyle, getComputedStyle(el).borderTopWidth])).toEqual(['solid', '1px']);
    expect(await style(partOf(page, 'forced', 'button-primary'), 'border-top-style')).toBe('solid');
    // The selected tab, whose fill forced colours drop, stands out by a 2px Highlight border.
    const selected = page.locator('#forced').getByRole('tab', { selected: true });
    expect(await selected.evaluate((el) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).borderTopColor])).toEqual(['2px', ring.highlight]);
  });
});

describe('the look', () => {
  it('Main, light and dark, side by side (test-results/screens/themes-main-*.png)', async () => {
    const page = session.page;
    await page.setViewportSize({ width: 480, height: 720 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const theme of ['light', 'dark'] as const) {
      await mountAll(page, [{ id: 'look', theme }]);
      await page.evaluate((background) => {
        document.body.style.background = background;
      }, theme === 'dark' ? '#05090c' : '#eef2f4');
      const root = partOf(page, 'look', 'root');
      await partOf(page, 'look', 'button-primary').waitFor();
      await expectStyle(page, 'look', 'root', 'background-color', theme === 'dark' ? DARK.background : LIGHT.background);
      await page.locator('#look').screenshot({ path: path.join(SCREENS_DIR, `themes-main-${theme}.png`), animations: 'disabled', caret: 'hide' });
      expect(await root.getAttribute('data-portico-theme')).toBe(theme);
    }
  });
});
