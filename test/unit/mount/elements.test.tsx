// @vitest-environment jsdom
/**
 * The custom elements (src/mount/elements.ts) in jsdom against the real
 * widget: definition, when a widget renders, in-place updates against
 * remounts, moves and removal, the shadow attribute, and errors as events.
 */
import { fireEvent, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { definePorticoElements } from '../../../src/mount';
import type { PorticoElement } from '../../../src/mount/element-types';
import { deepEqual } from '../../../src/mount/elements';
import { mountedCount } from '../../../src/mount/mount-registry';
import { UI_MESSAGES } from '../../../src/ui/i18n/messages';
import { createTestUIClient, inAct, loginConfig } from './support';

const { ui } = createTestUIClient();
const TAGS = [
  'portico-login',
  'portico-reset-password',
  'portico-passkey-registration',
  'portico-passkey-list',
  'portico-identity-provider',
];

afterEach(async () => {
  await inAct(() => {
    document.body.innerHTML = '';
  });
  await inAct(() => Promise.resolve());
  expect(mountedCount()).toBe(0);
});

afterAll(() => ui.client.destroy());

/** A connected `<portico-login>` with `props` set before it is appended. */
async function loginElement(props: Partial<PorticoElement> = {}): Promise<PorticoElement> {
  const element = document.createElement('portico-login') as PorticoElement;
  Object.assign(element, props);
  await inAct(() => document.body.appendChild(element));
  return element;
}

const emailInput = (element: HTMLElement) => within(element).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;

describe('definePorticoElements', () => {
  it('defines the five tags once; a second call changes nothing', async () => {
    // A property set before the definition reaches the element's accessor.
    const early = document.createElement('portico-login') as PorticoElement;
    early.config = loginConfig();
    document.body.appendChild(early);

    await definePorticoElements(ui);
    const constructors = TAGS.map((tag) => customElements.get(tag));
    expect(constructors.every((c) => typeof c === 'function')).toBe(true);
    await definePorticoElements(createTestUIClient().ui);
    expect(TAGS.map((tag) => customElements.get(tag))).toEqual(constructors);

    await inAct(() => Promise.resolve());
    expect(await within(early).findByRole('heading', { name: UI_MESSAGES['main.header'] })).toBeTruthy();
    expect(early.config).toEqual(loginConfig());
  });
});

describe('<portico-login>', () => {
  it('renders once it has a config, and raises portico-error for a wrong one', async () => {
    const element = await loginElement();
    expect(element.childNodes).toHaveLength(0);
    expect(mountedCount()).toBe(0);

    const errors: unknown[] = [];
    document.addEventListener('portico-error', (e) => errors.push((e as CustomEvent).detail), { once: true });
    await inAct(() => {
      element.config = { products: 'otp' } as never;
    });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('Invalid call to mountLogin');

    await inAct(() => {
      element.config = loginConfig();
    });
    expect(await within(element).findByRole('heading', { name: UI_MESSAGES['main.header'] })).toBeTruthy();
    expect(mountedCount()).toBe(1);
  });

  it('updates styles, strings and theme in place; a deep-equal config keeps the widget, another remounts', async () => {
    const element = await loginElement({ config: loginConfig() });
    const input = emailInput(element);
    await inAct(() => fireEvent.change(input, { target: { value: 'typed@example.com' } }));
    input.focus();

    await inAct(() => {
      element.strings = { 'main.header': 'Welcome back' };
      element.styles = { colors: { primary: '#112233' } };
      element.setAttribute('theme', 'dark');
      element.config = loginConfig();
    });
    expect(within(element).getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    const root = element.querySelector<HTMLElement>('[data-portico-widget="login"]')!;
    expect(root.dataset.porticoTheme).toBe('dark');
    expect(root.style.getPropertyValue('--portico-color-primary')).toBe('#112233');
    expect(emailInput(element)).toBe(input);
    expect(input.value).toBe('typed@example.com');
    expect(document.activeElement).toBe(input);

    await inAct(() => {
      element.config = loginConfig({ sessionOptions: { sessionDurationMinutes: 60 } });
    });
    expect(emailInput(element).value).toBe('');
    // Overrides survive the remount.
    expect(within(element).getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(mountedCount()).toBe(1);
  });

  it('keeps its widget when moved, and unmounts it when removed', async () => {
    const element = await loginElement({ config: loginConfig() });
    await inAct(() => fireEvent.change(emailInput(element), { target: { value: 'moved@example.com' } }));
    const other = document.createElement('section');
    document.body.appendChild(other);
    await inAct(() => other.appendChild(element));
    expect(emailInput(element).value).toBe('moved@example.com');
    expect(mountedCount()).toBe(1);

    // A config set while the element is between two places applies once it is back.
    await inAct(() => {
      other.removeChild(element);
      element.config = loginConfig({ sessionOptions: { sessionDurationMinutes: 60 } });
      document.body.appendChild(element);
    });
    expect(emailInput(element).value).toBe('');
    expect(mountedCount()).toBe(1);
    await inAct(() => fireEvent.change(emailInput(element), { target: { value: 'moved@example.com' } }));

    await inAct(() => element.remove());
    expect(mountedCount()).toBe(0);
    expect(element.childNodes).toHaveLength(0);

    // Back in the page: a fresh widget.
    await inAct(() => document.body.appendChild(element));
    expect(emailInput(element).value).toBe('');
  });

  it('renders into an open shadow root with the shadow attribute', async () => {
    const element = document.createElement('portico-login') as PorticoElement;
    element.setAttribute('shadow', '');
    element.config = loginConfig();
    await inAct(() => document.body.appendChild(element));
    const shadow = element.shadowRoot!;
    expect(shadow).not.toBeNull();
    const input = within(shadow as unknown as HTMLElement).getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('autocomplete')).toContain('email');
    expect(element.querySelector('input')).toBeNull();
  });

  it('reflects theme, locale and shadow between properties and attributes', async () => {
    const element = document.createElement('portico-login');
    element.theme = 'dark';
    element.locale = 'de';
    element.shadow = true;
    expect([element.getAttribute('theme'), element.getAttribute('locale'), element.getAttribute('shadow')]).toEqual(['dark', 'de', '']);
    element.setAttribute('theme', 'sepia');
    expect(element.theme).toBeUndefined();
    element.theme = undefined;
    element.locale = undefined;
    element.shadow = false;
    expect(['theme', 'locale', 'shadow'].map((name) => element.hasAttribute(name))).toEqual([false, false, false]);
  });
});

describe('the locale attribute', () => {
  it('shows the widget in its language and switches in place when it changes, keeping the typed email', async () => {
    const element = await loginElement({ config: loginConfig() });
    element.setAttribute('locale', 'fr');
    const french = (await import('../../../src/ui/i18n/locales/fr/base')).default;
    await within(element).findByRole('heading', { name: french['main.header'] }, { timeout: 5000 });
    const field = within(element).getByRole('textbox', { name: french['field.email'] }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    element.locale = 'ja';
    const japanese = (await import('../../../src/ui/i18n/locales/ja/base')).default;
    await within(element).findByRole('heading', { name: japanese['main.header'] }, { timeout: 5000 });
    expect(within(element).getByRole('textbox', { name: japanese['field.email'] })).toBe(field);
    expect(field.value).toBe('ada@example.com');
    element.removeAttribute('locale');
    await within(element).findByRole('heading', { name: UI_MESSAGES['main.header'] });
  });
});

describe('the other elements', () => {
  it('render without a config', async () => {
    for (const tag of TAGS.slice(1)) {
      const element = document.createElement(tag);
      await inAct(() => document.body.appendChild(element));
      expect(element.querySelector('[data-portico-widget]'), tag).not.toBeNull();
    }
    expect(mountedCount()).toBe(4);
  });
});

describe('deepEqual', () => {
  it('compares plain data structurally', () => {
    expect(deepEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(deepEqual({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual(undefined, {})).toBe(false);
  });
});
