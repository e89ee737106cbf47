// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';
import { PorticoWidget } from '../../../../src/ui/widget';
import { cleanup, createTestClient, renderWidget, type Rendered } from './harness';

afterEach(cleanup);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('Main screen', () => {
  it('shows the header, styled through its class rules and the theme variables', () => {
    const { client } = createTestClient();
    const { container } = renderWidget(client);
    const heading = screen.getByRole('heading', { level: 1, name: MESSAGES['main.header'] });
    expect(heading.textContent).toBe('Sign up or log in');
    expect(heading.getAttribute('css')).toBeNull();
    expect(heading.className).toMatch(/^portico-[0-9a-z]+$/);
    // Its rule is in the widget's own style element.
    const sheet = container.querySelector('style[data-portico-styles]')?.textContent ?? '';
    expect(sheet).toContain(`.${heading.className}{`);
    const root = container.querySelector<HTMLElement>('[data-portico-widget="login"]');
    // The defaults are the style sheet's var() fallbacks, not inline values: host CSS wins over them.
    expect(root?.getAttribute('style')).toBeNull();
    expect(sheet).toContain('var(--portico-color-primary,var(--_p))');
    expect(sheet).toContain('--_p:#19303D;');
    expect(sheet).toContain('var(--portico-container-width,400px)');
    expect(root?.getAttribute('data-portico-part')).toBe('root');
    expect(heading.getAttribute('part')).toBe('header');
    client.destroy();
  });

  it('builds the Text / WhatsApp / Email tabs from the config, as ARIA tabs driven by arrow keys', () => {
    const { client } = createTestClient();
    renderWidget(client, { config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } });
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(tabNames()).toEqual(['Text', 'WhatsApp', 'Email']);
    const text = screen.getByRole('tab', { name: 'Text' });
    expect(text.getAttribute('aria-selected')).toBe('true');
    expect(text.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'WhatsApp' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(text.id);
    expect(within(panel).getByLabelText('Phone number')).toBeTruthy();

    fireEvent.keyDown(text, { key: 'ArrowRight' });
    const whatsapp = screen.getByRole('tab', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(whatsapp);
    fireEvent.keyDown(whatsapp, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Email')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Email' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Text' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
    client.destroy();
  });

  it('orders tabs as the host lists products and shows no tabs for a single method', () => {
    const { client } = createTestClient();
    const first = renderWidget(client, {
      config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['whatsapp'] } },
    });
    expect(tabNames()).toEqual(['Email', 'WhatsApp']);
    first.unmount();
    renderWidget(client, { config: { products: ['emailMagicLinks'] } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    client.destroy();
  });

  it('puts OAuth first, then the form, with an "or" divider between blocks', () => {
    const { client } = createTestClient();
    const { container } = renderWidget(client, {
      config: { products: ['emailMagicLinks', 'oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } },
    });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const divider = screen.getByTestId('divider');
    const email = screen.getByLabelText('Email');
    expect(divider.textContent).toBe('or');
    expect(google.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(container.querySelectorAll('[data-testid="divider"]')).toHaveLength(1);
    client.destroy();
  });

  it.each([
    [{ products: ['passkeys'] }, 'Error: Cannot use Passkeys by itself, please add another product to the config.'],
    [
      { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
      'Error: Cannot use both EML and Email OTP',
    ],
  ] as const)('shows a refused config as the whole content: %j', (config, text) => {
    const { client } = createTestClient();
    const rendered = renderWidget(client, { config: config as never, strict: true });
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(rendered.errors.map((e) => e.message)).toEqual([text]);
    client.destroy();
  });

  it('hides the header text and shows the logo when the theme says so', () => {
    const { client } = createTestClient();
    renderWidget(client, { styles: { hideHeaderText: true, logo: { logoImageUrl: 'https://cdn.example/logo.png' } } });
    expect(screen.queryByRole('heading')).toBeNull();
    const logo = screen.getByRole('img', { name: 'Logo' });
    expect(logo.getAttribute('src')).toBe('https://cdn.example/logo.png');
    client.destroy();
  });

  it('never loads a javascript: logo', () => {
    const { client } = createTestClient();
    renderWidget(client, { styles: { logo: { logoImageUrl: 'javascript:alert(1)' } } });
    expect(screen.queryByRole('img')).toBeNull();
    client.destroy();
  });

  it('lets strings override any text', () => {
    const { client } = createTestClient();
    renderWidget(client, {
      strings: { 'main.header': 'Willkommen', 'field.email': 'E-Mail', 'main.sendLink': 'Weiter' },
    });
    expect(screen.getByRole('heading', { name: 'Willkommen' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    client.destroy();
  });

  it('shows the watermark once the bootstrap arrives, only when it says so', async () => {
    const shown = createTestClient({}, { bootstrap: { disable_sdk_watermark: false } });
    const first = renderWidget(shown.client);
    const link = await screen.findByRole('link', { name: 'Powered by Stytch' });
    expect(link.getAttribute('href')).toBe('https://stytch.com');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    first.unmount();
    shown.client.destroy();

    const hidden = createTestClient();
    renderWidget(hidden.client);
    await act(() => hidden.client.bootstrap.get());
    expect(screen.queryByRole('link', { name: /Powered by/ })).toBeNull();
    hidden.client.destroy();
  });

  it('logs render_login_screen once with the options and the bootstrap, even in StrictMode', async () => {
    const { client, telemetry } = createTestClient();
    const rendered: Rendered = renderWidget(client, { strict: true });
    await act(() => client.bootstrap.get());
    await waitFor(async () => {
      const events = (await telemetry()).filter((e) => e.event_name === 'render_login_screen');
      expect(events).toHaveLength(1);
    });
    const [event] = (await telemetry()).filter((e) => e.event_name === 'render_login_screen');
    expect(event?.details.options).toMatchObject({ products: ['emailMagicLinks'] });
    expect(event?.details.bootstrap).toMatchObject({ projectName: 'Acme', displayWatermark: false });
    rendered.unmount();
    client.destroy();
  });

  it('renders the first screen of the other mount kinds', async () => {
    const { client } = createTestClient();
    const first = renderWidget(client, { kind: 'resetPassword' });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    first.unmount();
    // Passkey registration and the passkey list need a signed-in user.
    const second = renderWidget(client, { kind: 'passkeyRegistration' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    );
    expect(second.errors.map((e) => e.message)).toEqual([
      'Error: Cannot use PasskeyRegistration component without active user authenticated.',
    ]);
    second.unmount();
    const third = renderWidget(client, { kind: 'passkeyList' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Cannot use PasskeyList component without active user authenticated.',
    );
    third.unmount();
    // The identity provider's first screen reads the page's address: this one has no client_id.
    renderWidget(client, { kind: 'identityProvider' });
    expect(await screen.findByText(formatMessage(MESSAGES['idp.missingParameter'], { param: 'client_id' }))).toBeTruthy();
    client.destroy();
  });

  it('shows a config of the wrong shape as the Invalid call message and reports it once', () => {
    const { client } = createTestClient();
    const rendered = renderWidget(client, { config: { products: 'otp' } as never, strict: true });
    expect(screen.getByRole('alert').textContent).toBe('Invalid call to mountLogin\nconfig.products must be an array of strings.');
    expect(rendered.errors).toHaveLength(1);
    // A host re-rendering with an equal (new) object reports nothing more.
    rendered.rerender(
      <StrictMode>
        <PorticoWidget kind="login" client={client} config={{ products: 'otp' } as never} callbacks={{ onError: (e) => rendered.errors.push(e) }} />
      </StrictMode>,
    );
    expect(rendered.errors).toHaveLength(1);
    client.destroy();
  });

  it('keeps label wiring apart when two widgets (two roots) share a page', () => {
    const { client } = createTestClient();
    const first = renderWidget(client);
    const second = renderWidget(client);
    const inputs = screen.getAllByLabelText('Email');
    expect(inputs).toHaveLength(2);
    expect(first.container.contains(inputs[0] ?? null)).toBe(true);
    expect(second.container.contains(inputs[1] ?? null)).toBe(true);
    expect(inputs[0]?.id).not.toBe(inputs[1]?.id);
    client.destroy();
  });
});
