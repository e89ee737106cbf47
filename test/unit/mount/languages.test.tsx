// @vitest-environment jsdom
/**
 * The widget's language through the mount API (docs/i18n.md, "Choosing the
 * language", "Switching"): the `locale` option, `update`, `ui.setLocale` for
 * every mounted widget in place (screen, typed input and focus stay), `lang`
 * and `dir` on the widget root, English at once for English and unknown tags,
 * and the argument checks.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PorticoInvalidCallError } from '../../../src/core/errors';
import Arabic from '../../../src/ui/i18n/locales/ar/base';
import French from '../../../src/ui/i18n/locales/fr/base';
import German from '../../../src/ui/i18n/locales/de/base';
import Japanese from '../../../src/ui/i18n/locales/ja/base';
import { UI_MESSAGES } from '../../../src/ui/i18n/messages';
import { createTestUIClient, hostElement, inAct, loginConfig } from './support';

const clients: Array<ReturnType<typeof createTestUIClient>> = [];
function testClient() {
  const made = createTestUIClient();
  clients.push(made);
  return made;
}

afterEach(async () => {
  for (const { ui } of clients.splice(0)) {
    for (const element of document.body.querySelectorAll('[id]')) await inAct(() => ui.unmount(`#${element.id}`));
    ui.client.destroy();
  }
  document.body.innerHTML = '';
});

const root = (element: Element) => element.querySelector('[data-portico-widget]')!;
// The first use of a language loads its chunks (transformed on demand here): a longer wait than the default.
const heading = (element: HTMLElement, name: string) => within(element).findByRole('heading', { name }, { timeout: 5000 });

describe('the locale option', () => {
  it('shows the widget in the language, with lang and dir on its root', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig(), locale: 'de-AT' }));
    await heading(element, German['main.header']);
    expect(root(element).getAttribute('lang')).toBe('de');
    expect(root(element).getAttribute('dir')).toBe('ltr');
  });

  it('lays out Arabic right to left', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig(), locale: 'ar' }));
    await heading(element, Arabic['main.header']);
    expect(root(element).getAttribute('dir')).toBe('rtl');
    expect(root(element).getAttribute('lang')).toBe('ar');
  });

  it('renders English at once, for English and for a tag it does not know', async () => {
    const { ui } = testClient();
    for (const [id, locale] of [['a', 'en-GB'], ['b', 'tlh']] as const) {
      const element = hostElement(id);
      await inAct(() => ui.mountLogin({ elementId: `#${id}`, config: loginConfig(), locale }));
      // No wait: English needs no chunk.
      expect(within(element).getByRole('heading', { name: UI_MESSAGES['main.header'] })).toBeTruthy();
      expect(root(element).getAttribute('lang')).toBe('en');
    }
  });

  it('refuses a locale that is not a string', () => {
    const { ui } = testClient();
    hostElement('login');
    expect(() => ui.mountLogin({ elementId: '#login', config: loginConfig(), locale: 7 as never })).toThrowError(
      new PorticoInvalidCallError('Invalid call to mountLogin\nlocale must be a string.'),
    );
    expect(() => ui.setLocale(undefined as never)).toThrowError(new PorticoInvalidCallError('Invalid call to setLocale\nlocale must be a string.'));
  });
});

describe('switching at run time', () => {
  it('ui.setLocale switches every mounted widget in place: the typed email and the focus stay', async () => {
    const { ui } = testClient();
    const first = hostElement('first');
    const second = hostElement('second');
    await inAct(() => ui.mountLogin({ elementId: '#first', config: loginConfig() }));
    await inAct(() => ui.mountLogin({ elementId: '#second', config: loginConfig(), locale: 'ja' }));
    await heading(second, Japanese['main.header']);
    within(first).getByRole('tab', { name: UI_MESSAGES['main.tab.email'] }).click();
    const field = await within(first).findByRole('textbox');
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    field.focus();

    await inAct(() => ui.setLocale('fr'));
    await heading(first, French['main.header']);
    await heading(second, French['main.header']);
    expect(within(first).getByRole('textbox')).toBe(field);
    expect((field as HTMLInputElement).value).toBe('ada@example.com');
    expect(document.activeElement).toBe(field);
    expect(root(first).getAttribute('lang')).toBe('fr');

    // A later mount without a locale of its own takes the chosen one.
    const third = hostElement('third');
    await inAct(() => ui.mountLogin({ elementId: '#third', config: loginConfig() }));
    await heading(third, French['main.header']);
  });

  it('update changes one widget’s language; back to English needs no wait', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig(), locale: 'de' }));
    await heading(element, German['main.header']);
    await inAct(() => ui.update('#login', { locale: undefined }));
    expect(within(element).getByRole('heading', { name: UI_MESSAGES['main.header'] })).toBeTruthy();
    await inAct(() => ui.update('#login', { locale: 'ar' }));
    await waitFor(() => expect(root(element).getAttribute('dir')).toBe('rtl'));
    expect(within(element).getByRole('heading', { name: Arabic['main.header'] })).toBeTruthy();
  });
});
