// @vitest-environment jsdom
/**
 * The mount API against the real widget: selector rules, one root per
 * element, remount with new options, shadow DOM with the widget's style element inside
 * it, the CSP nonce, argument checks, and no leaks over many mounts.
 */
import { fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PorticoInvalidCallError } from '../../../src/core/errors';
import { mountedCount } from '../../../src/mount/mount-registry';
import { UI_MESSAGES } from '../../../src/ui/i18n/messages';
import { createTestUIClient, hostElement, inAct, loginConfig, porticoStyles } from './support';

const HEADER = UI_MESSAGES['main.header'];

const clients: Array<ReturnType<typeof createTestUIClient>['ui']> = [];
function testClient(...args: Parameters<typeof createTestUIClient>) {
  const made = createTestUIClient(...args);
  clients.push(made.ui);
  return made;
}

afterEach(async () => {
  // Unmount whatever a failing test left behind, then reset the page.
  const [ui] = clients;
  if (ui) {
    for (const element of document.body.querySelectorAll('[id]')) await inAct(() => ui.unmount(`#${element.id}`));
  }
  for (const { client } of clients.splice(0)) client.destroy();
  document.body.innerHTML = '';
  expect(mountedCount()).toBe(0);
});

describe('mountLogin', () => {
  it('renders the widget into the element the selector matches', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig() }));
    expect(await within(element).findByRole('heading', { name: HEADER })).toBeTruthy();
    expect(element.shadowRoot).toBeNull();
    expect(mountedCount()).toBe(1);
    // Without shadow DOM the widget's one style element is inside it; nothing goes to document.head.
    expect(porticoStyles(element)).toHaveLength(1);
    expect(porticoStyles(document.head)).toHaveLength(0);
  });

  it('raises an error saying the selector applies to no elements', () => {
    const { ui } = testClient();
    expect(() => ui.mountLogin({ elementId: '#nowhere', config: loginConfig() })).toThrowError(
      new PorticoInvalidCallError('Invalid call to mountLogin\nThe selector "#nowhere" applies to no elements.'),
    );
    expect(() => ui.mountPasskeyRegistration({ elementId: '.nothing' })).toThrowError(
      'Invalid call to mountPasskeyRegistration\nThe selector ".nothing" applies to no elements.',
    );
    expect(mountedCount()).toBe(0);
  });

  it('remounts on the same root with the new options and a fresh widget when mounted twice', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig() }));
    const heading = await within(element).findByRole('heading', { name: HEADER });
    const email = within(element).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    await inAct(() => fireEvent.change(email, { target: { value: 'typed@example.com' } }));
    expect(email.value).toBe('typed@example.com');

    await inAct(() =>
      ui.mountLogin({ elementId: '#login', config: loginConfig(), strings: { 'main.header': 'Welcome back' } }),
    );
    const updated = await within(element).findByRole('heading', { name: 'Welcome back' });
    // The widget started afresh (nothing typed survives) in the same root.
    expect(updated).not.toBe(heading);
    expect((within(element).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
    expect(within(element).queryByRole('heading', { name: HEADER })).toBeNull();
    expect(within(element).getAllByRole('heading', { name: 'Welcome back' })).toHaveLength(1);
    expect(mountedCount()).toBe(1);
  });

  it('rebuilds the widget when enableShadowDOM changes between mounts', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig() }));
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig({ enableShadowDOM: true }) }));
    const shadow = element.shadowRoot!;
    expect(shadow).not.toBeNull();
    expect(await within(shadow as unknown as HTMLElement).findByRole('heading', { name: HEADER })).toBeTruthy();
    expect(element.childNodes).toHaveLength(0);
    expect(porticoStyles(document.head)).toHaveLength(0);

    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig() }));
    expect(await within(element).findByRole('heading', { name: HEADER })).toBeTruthy();
    // The shadow root cannot be removed: a default slot shows the light-DOM widget again.
    expect([...shadow.childNodes].map((n) => n.nodeName)).toEqual(['SLOT']);
    expect(mountedCount()).toBe(1);

    await inAct(() => ui.unmount('#login'));
    expect(shadow.childNodes).toHaveLength(0);
    expect(element.childNodes).toHaveLength(0);
  });

  it('checks its arguments with the client usage-error format', () => {
    const { ui } = testClient();
    hostElement('login');
    const call = (options: unknown) => () => ui.mountLogin(options as never);
    expect(call(undefined)).toThrowError('Invalid call to mountLogin\noptions must be an object.');
    expect(call({ config: loginConfig() })).toThrowError(
      'Invalid call to mountLogin\nelementId must be a string or an HTMLElement.',
    );
    expect(call({ elementId: 42, config: loginConfig() })).toThrowError(
      'Invalid call to mountLogin\nelementId must be a string or an HTMLElement.',
    );
    expect(call({ elementId: document.createTextNode('x'), config: loginConfig() })).toThrowError(
      'Invalid call to mountLogin\nelementId must be a string or an HTMLElement.',
    );
    expect(call({ elementId: '#login', config: loginConfig(), theme: 'blue' })).toThrowError(
      "Invalid call to mountLogin\ntheme must be 'light', 'dark' or 'auto'.",
    );
    expect(call({ elementId: '#login', config: loginConfig(), styles: 'dark' })).toThrowError(
      'Invalid call to mountLogin\nstyles must be an object.',
    );
    expect(call({ elementId: '#login', config: loginConfig(), styles: { dark: 'night' } })).toThrowError(
      'Invalid call to mountLogin\nstyles.dark must be an object.',
    );
    expect(call({ elementId: '#login', config: loginConfig(), styles: { hideHeaderText: 'yes' } })).toThrowError(
      'Invalid call to mountLogin\nstyles.hideHeaderText must be a boolean.',
    );
    expect(call({ elementId: '#login', config: loginConfig(), callbacks: { onEvent: 'x' } })).toThrowError(
      'Invalid call to mountLogin\ncallbacks.onEvent must be a function.',
    );
    expect(call({ elementId: '#login', config: loginConfig(), strings: { 'main.header': 1 } })).toThrowError(
      'Invalid call to mountLogin\nstrings.main.header must be a string.',
    );
    expect(call({ elementId: '#login', config: loginConfig(), nonce: 5 })).toThrowError(
      'Invalid call to mountLogin\nnonce must be a string.',
    );
    expect(mountedCount()).toBe(0);
  });

  it('rejects a config of the wrong shape naming the field', () => {
    const { ui } = testClient();
    const element = hostElement('login');
    expect(() => ui.mountLogin({ elementId: '#login', config: undefined as never })).toThrowError(
      'Invalid call to mountLogin\nconfig must be an object.',
    );
    expect(() => ui.mountLogin({ elementId: '#login', config: { products: 'otp' } as never })).toThrowError(
      'Invalid call to mountLogin\nconfig.products must be an array of strings.',
    );
    expect(() =>
      ui.mountLogin({ elementId: '#login', config: { products: ['otp'], otpOptions: { methods: ['fax'] } } as never }),
    ).toThrowError(/^Invalid call to mountLogin\nconfig\.otpOptions\.methods\[0\] must be one of/);
    expect(() =>
      ui.mountResetPassword({ elementId: '#login', config: { enableShadowDOM: 'yes' } as never }),
    ).toThrowError('Invalid call to mountResetPassword\nconfig.enableShadowDOM must be a boolean.');
    expect(element.childNodes).toHaveLength(0);
    expect(mountedCount()).toBe(0);
  });
});

describe('shadow DOM', () => {
  it('renders inside an open shadow root with its style element inside it', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    const headStylesBefore = document.head.querySelectorAll('style').length;
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig({ enableShadowDOM: true }) }));

    const shadow = element.shadowRoot!;
    expect(shadow.mode).toBe('open');
    expect(await within(shadow as unknown as HTMLElement).findByRole('heading', { name: HEADER })).toBeTruthy();
    expect(within(element).queryByRole('heading')).toBeNull();
    expect(porticoStyles(shadow).length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style').length).toBe(headStylesBefore);
  });

  it('keeps name and autocomplete on the inputs, for password managers', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig({ enableShadowDOM: true }) }));
    const inputs = [...element.shadowRoot!.querySelectorAll('input')].filter((i) => i.type !== 'hidden');
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      expect(input.getAttribute('name'), input.outerHTML).toBeTruthy();
      expect(input.getAttribute('autocomplete'), input.outerHTML).toBeTruthy();
    }
  });

  it('reuses an open shadow root the element already has', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    const existing = element.attachShadow({ mode: 'open' });
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig({ enableShadowDOM: true }) }));
    expect(element.shadowRoot).toBe(existing);
    expect(await within(existing as unknown as HTMLElement).findByRole('heading', { name: HEADER })).toBeTruthy();
  });

  it('explains when the element cannot host a shadow root', () => {
    const { ui } = testClient();
    hostElement('login', 'input');
    expect(() => ui.mountLogin({ elementId: '#login', config: loginConfig({ enableShadowDOM: true }) })).toThrowError(
      /^Invalid call to mountLogin\nconfig\.enableShadowDOM needs an element that can host a shadow root/,
    );
    expect(mountedCount()).toBe(0);
  });
});

describe('CSP nonce', () => {
  it('is written on every style element, in document.head and in shadow roots', async () => {
    const { ui } = testClient({ nonce: 'client-nonce' });
    const light = hostElement('light');
    const shadowed = hostElement('shadowed');
    await inAct(() => ui.mountLogin({ elementId: '#light', config: loginConfig() }));
    await inAct(() =>
      ui.mountLogin({ elementId: '#shadowed', config: loginConfig({ enableShadowDOM: true }), nonce: 'mount-nonce' }),
    );
    await within(light).findByRole('heading', { name: HEADER });

    const headStyles = porticoStyles(light);
    const shadowStyles = [...shadowed.shadowRoot!.querySelectorAll('style')];
    expect(headStyles.length).toBeGreaterThan(0);
    expect(shadowStyles.length).toBeGreaterThan(0);
    // Every style element the widget added.
    for (const style of headStyles) expect(style.getAttribute('nonce')).toBe('client-nonce');
    for (const style of shadowStyles) expect(style.getAttribute('nonce')).toBe('mount-nonce');
    expect(light.querySelectorAll('style:not([nonce])')).toHaveLength(0);
  });

  it('rebuilds the styles when the nonce changes on a remount', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    const config = loginConfig({ enableShadowDOM: true });
    await inAct(() => ui.mountLogin({ elementId: '#login', config, nonce: 'one' }));
    await inAct(() => ui.mountLogin({ elementId: '#login', config, nonce: 'two' }));
    const styles = [...element.shadowRoot!.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('two');
    expect(mountedCount()).toBe(1);
  });
});

describe('unmount', () => {
  it('removes the widget, its shadow-root content and its styles', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    const headStyles = document.head.querySelectorAll('style').length;
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig({ enableShadowDOM: true }) }));
    await inAct(() => ui.unmount('#login'));
    expect(element.shadowRoot!.childNodes).toHaveLength(0);
    expect(element.childNodes).toHaveLength(0);
    expect(document.head.querySelectorAll('style').length).toBe(headStyles);
    expect(mountedCount()).toBe(0);
  });

  it('ignores a selector with no widget and checks its argument', async () => {
    const { ui } = testClient();
    hostElement('login');
    await inAct(() => ui.unmount('#login'));
    await inAct(() => ui.unmount('#missing'));
    expect(() => ui.unmount(7 as never)).toThrowError(
      'Invalid call to unmount\nelementId must be a string or an HTMLElement.',
    );
  });

  it('still unmounts a widget whose element the host removed from the page', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig() }));
    element.remove();
    await inAct(() => ui.unmount('#login'));
    expect(mountedCount()).toBe(0);
    expect(element.childNodes).toHaveLength(0);
  });

  it('leaves no DOM nodes, style elements or roots behind after 100 mounts and unmounts', async () => {
    const { ui } = testClient({ nonce: 'n' });
    const light = hostElement('light');
    const shadowed = hostElement('shadowed');
    const baseline = {
      headStyles: document.head.querySelectorAll('style').length,
      headNodes: document.head.childNodes.length,
      bodyNodes: document.body.getElementsByTagName('*').length,
    };
    for (let i = 0; i < 100; i++) {
      await inAct(() => ui.mountLogin({ elementId: '#light', config: loginConfig() }));
      await inAct(() => ui.mountLogin({ elementId: '#shadowed', config: loginConfig({ enableShadowDOM: true }) }));
      // Every tenth round also remounts before unmounting.
      if (i % 10 === 0) await inAct(() => ui.mountLogin({ elementId: '#light', config: loginConfig(), strings: {} }));
      expect(mountedCount()).toBe(2);
      await inAct(() => ui.unmount('#light'));
      await inAct(() => ui.unmount('#shadowed'));
    }
    expect(mountedCount()).toBe(0);
    expect(document.head.querySelectorAll('style').length).toBe(baseline.headStyles);
    expect(document.head.childNodes.length).toBe(baseline.headNodes);
    expect(document.body.getElementsByTagName('*').length).toBe(baseline.bodyNodes);
    expect(light.childNodes).toHaveLength(0);
    expect(shadowed.shadowRoot!.childNodes).toHaveLength(0);
  }, 60_000);
});

describe('other entry points', () => {
  it('mount without a config and follow the same selector and remount rules', async () => {
    const { ui } = testClient();
    const element = hostElement('widget');
    await inAct(() => ui.mountPasskeyRegistration({ elementId: '#widget' }));
    expect(element.childNodes.length).toBeGreaterThan(0);
    await inAct(() => ui.mountPasskeyList({ elementId: '#widget' }));
    expect(element.querySelector('[data-portico-widget="passkeyList"]')).not.toBeNull();
    expect(() => ui.mountPasskeyList({ elementId: '.nothing' })).toThrowError(
      'Invalid call to mountPasskeyList\nThe selector ".nothing" applies to no elements.',
    );
    await inAct(() => ui.mountIdentityProvider({ elementId: '#widget', config: { enableShadowDOM: true } as never }));
    expect(element.shadowRoot!.childNodes.length).toBeGreaterThan(0);
    await inAct(() => ui.mountResetPassword({ elementId: '#widget', passwordResetToken: 'token-1' }));
    expect(element.childNodes.length).toBeGreaterThan(0);
    expect(mountedCount()).toBe(1);
    await inAct(() => ui.unmount('#widget'));
    expect(element.childNodes).toHaveLength(0);
    expect(mountedCount()).toBe(0);
  });
});

describe('createPorticoUIClient', () => {
  it('owns one headless client, reachable as .client', () => {
    const { ui } = testClient();
    expect(typeof ui.client.otps.authenticate).toBe('function');
    expect(ui.client.session.getSync()).toBeNull();
  });
});

describe('element targets', () => {
  it('mounts on an element given itself, one inside a shadow root too, and unmounts it', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: element, config: loginConfig() }));
    expect(await within(element).findByRole('heading', { name: HEADER })).toBeTruthy();

    const outer = hostElement('outer');
    const inner = document.createElement('div');
    outer.attachShadow({ mode: 'open' }).appendChild(inner);
    await inAct(() => ui.mountPasskeyList({ elementId: inner }));
    expect(inner.querySelector('[data-portico-widget="passkeyList"]')).not.toBeNull();
    expect(mountedCount()).toBe(2);

    await inAct(() => ui.unmount(inner));
    await inAct(() => ui.unmount(element));
    expect(mountedCount()).toBe(0);
    expect(element.childNodes).toHaveLength(0);
  });
});

describe('update', () => {
  it('changes strings, styles, theme and callbacks in place: typed input and focus stay', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig() }));
    const email = (await within(element).findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    await inAct(() => fireEvent.change(email, { target: { value: 'typed@example.com' } }));
    email.focus();

    await inAct(() => ui.update('#login', { strings: { 'main.header': 'Welcome back' } }));
    expect(await within(element).findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    await inAct(() => ui.update(element, { styles: { colors: { primary: '#112233' } }, theme: 'dark' }));
    const root = element.querySelector<HTMLElement>('[data-portico-widget]')!;
    expect(root.getAttribute('data-portico-theme')).toBe('dark');
    expect(root.style.getPropertyValue('--portico-color-primary')).toBe('#112233');
    // styles.dark applies while dark, over the values for every scheme; not in light.
    const styles = { colors: { primary: '#112233', error: '#AA0000' }, dark: { colors: { primary: '#DDEEFF' } } };
    await inAct(() => ui.update(element, { styles }));
    expect(root.style.getPropertyValue('--portico-color-primary')).toBe('#DDEEFF');
    expect(root.style.getPropertyValue('--portico-color-error')).toBe('#AA0000');
    await inAct(() => ui.update(element, { theme: 'light' }));
    expect(root.style.getPropertyValue('--portico-color-primary')).toBe('#112233');
    // 'auto' where the system's scheme is unknown (no matchMedia here) is light.
    await inAct(() => ui.update(element, { theme: 'auto' }));
    expect(root.getAttribute('data-portico-theme')).toBe('auto');
    expect(root.style.getPropertyValue('--portico-color-primary')).toBe('#112233');
    await inAct(() => ui.update(element, { styles: { colors: { primary: '#112233' } }, theme: 'dark' }));
    // The header override stays: a field absent from update keeps its value.
    expect(within(element).getByRole('heading', { name: 'Welcome back' })).toBeTruthy();

    const same = within(element).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(same).toBe(email);
    expect(same.value).toBe('typed@example.com');
    expect(document.activeElement).toBe(email);

    // A field given as undefined goes back to the default.
    await inAct(() => ui.update('#login', { strings: undefined, theme: undefined }));
    expect(within(element).getByRole('heading', { name: HEADER })).toBeTruthy();
    expect(root.getAttribute('data-portico-theme')).toBe('light');
    expect(mountedCount()).toBe(1);
  });

  it('checks its arguments and needs a mounted widget', async () => {
    const { ui } = testClient();
    const element = hostElement('login');
    const none = new PorticoInvalidCallError('Invalid call to update\nNo widget of this client is mounted there.');
    expect(() => ui.update('#login', {})).toThrowError(none);
    expect(() => ui.update(element, {})).toThrowError(none);
    expect(() => ui.update('#nowhere', {})).toThrowError(none);
    await inAct(() => ui.mountLogin({ elementId: '#login', config: loginConfig() }));
    const call = (target: unknown, options: unknown) => () => ui.update(target as never, options as never);
    expect(call(3, {})).toThrowError('Invalid call to update\nelementId must be a string or an HTMLElement.');
    expect(call('#login', null)).toThrowError('Invalid call to update\noptions must be an object.');
    expect(call('#login', { styles: 'dark' })).toThrowError('Invalid call to update\nstyles must be an object.');
    expect(call('#login', { callbacks: { onError: 1 } })).toThrowError(
      'Invalid call to update\ncallbacks.onError must be a function.',
    );
    expect(call('#login', { theme: 'night' })).toThrowError(
      "Invalid call to update\ntheme must be 'light', 'dark' or 'auto'.",
    );
    expect(call('#login', { config: loginConfig() })).toThrowError(
      'Invalid call to update\nconfig cannot be updated.',
    );
    // Another client's widget is not this client's to update.
    const other = testClient().ui;
    expect(() => other.update('#login', {})).toThrowError(none);
  });
});
