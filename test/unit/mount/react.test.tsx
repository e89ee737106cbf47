// @vitest-environment jsdom
/**
 * `portico/react`: the widget as components inside PorticoProvider (real
 * React), and the session/user hooks following the client.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Component, StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPorticoClientInternal, type PorticoClient } from '../../../src/core/client';
import {
  PorticoIdentityProvider,
  PorticoLogin,
  PorticoPasskeyList,
  PorticoPasskeyRegistration,
  PorticoPasswordReset,
  PorticoProvider,
  usePorticoClient,
  usePorticoSession,
  usePorticoUser,
} from '../../../src/react';
import { UI_MESSAGES } from '../../../src/ui/i18n/messages';
import { fakeProviderOptions, loginConfig, porticoStyles, PUBLIC_TOKEN } from './support';

const HEADER = UI_MESSAGES['main.header'];
const clients: PorticoClient[] = [];

function testClient() {
  const { options, requests } = fakeProviderOptions();
  const client = createPorticoClientInternal(PUBLIC_TOKEN, options);
  clients.push(client);
  return { client, requests };
}

afterEach(() => {
  cleanup();
  for (const client of clients.splice(0)) client.destroy();
  document.body.innerHTML = '';
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <pre role="alert">{this.state.error.message}</pre> : this.props.children;
  }
}

function SessionProbe() {
  const { session } = usePorticoSession();
  const { user } = usePorticoUser();
  return (
    <p data-testid="probe">
      {session ? session.session_id : 'no session'} / {user ? user.emails[0]?.email : 'no user'}
    </p>
  );
}

describe('PorticoLogin', () => {
  it('renders the widget inside PorticoProvider', async () => {
    const { client } = testClient();
    render(
      <PorticoProvider client={client}>
        <PorticoLogin config={loginConfig()} strings={{ 'main.divider': 'or' }} />
      </PorticoProvider>,
    );
    expect(await screen.findByRole('heading', { name: HEADER })).toBeTruthy();
  });

  it('updates in place when its props change', async () => {
    const { client } = testClient();
    const { rerender } = render(
      <PorticoProvider client={client}>
        <PorticoLogin config={loginConfig()} />
      </PorticoProvider>,
    );
    const heading = await screen.findByRole('heading', { name: HEADER });
    rerender(
      <PorticoProvider client={client}>
        <PorticoLogin config={loginConfig()} strings={{ 'main.header': 'Hello' }} />
      </PorticoProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBe(heading);
  });

  it('takes a locale, and switches in place when it changes', async () => {
    const { client } = testClient();
    const German = (await import('../../../src/ui/i18n/locales/de/base')).default;
    const Hebrew = (await import('../../../src/ui/i18n/locales/he/base')).default;
    const { rerender } = render(
      <PorticoProvider client={client}>
        <PorticoLogin config={loginConfig()} locale="de" />
      </PorticoProvider>,
    );
    const heading = await screen.findByRole('heading', { name: German['main.header'] }, { timeout: 5000 });
    rerender(
      <PorticoProvider client={client}>
        <PorticoLogin config={loginConfig()} locale="he" />
      </PorticoProvider>,
    );
    expect(await screen.findByRole('heading', { name: Hebrew['main.header'] }, { timeout: 5000 })).toBe(heading);
    expect(heading.closest('[data-portico-widget]')!.getAttribute('dir')).toBe('rtl');
  });

  it('renders into an open shadow root with enableShadowDOM, styles and nonce inside it', async () => {
    const { client } = testClient();
    const { container } = render(
      <PorticoProvider client={client}>
        <PorticoLogin config={loginConfig({ enableShadowDOM: true })} nonce="react-nonce" />
      </PorticoProvider>,
    );
    const host = container.querySelector('[data-portico-host]')!;
    const shadow = host.shadowRoot!;
    expect(shadow.mode).toBe('open');
    expect(await within(shadow as unknown as HTMLElement).findByRole('heading', { name: HEADER })).toBeTruthy();
    const styles = porticoStyles(shadow);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of shadow.querySelectorAll('style')) expect(style.getAttribute('nonce')).toBe('react-nonce');

    cleanup();
    expect(shadow.childNodes).toHaveLength(0);
  });

  it('keeps its shadow root styled under StrictMode (effects run twice)', async () => {
    const { client } = testClient();
    const { container } = render(
      <StrictMode>
        <PorticoProvider client={client}>
          <PorticoLogin config={loginConfig({ enableShadowDOM: true })} />
        </PorticoProvider>
      </StrictMode>,
    );
    const shadow = container.querySelector('[data-portico-host]')!.shadowRoot!;
    expect(await within(shadow as unknown as HTMLElement).findByRole('heading', { name: HEADER })).toBeTruthy();
    expect(shadow.querySelectorAll('[data-portico-root]')).toHaveLength(1);
    expect(porticoStyles(shadow).length).toBeGreaterThan(0);
  });

  it('applies a nonce to the light-DOM styles too', async () => {
    const { client } = testClient();
    render(
      <PorticoProvider client={client}>
        <PorticoLogin config={loginConfig()} nonce="light-nonce" />
      </PorticoProvider>,
    );
    await screen.findByRole('heading', { name: HEADER });
    const styles = porticoStyles(document.body).filter((s) => s.getAttribute('nonce') === 'light-nonce');
    expect(styles.length).toBeGreaterThan(0);
  });

  it('throws the usage error for a config of the wrong shape', () => {
    const { client } = testClient();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PorticoProvider client={client}>
        <Boundary>
          <PorticoLogin config={{ products: ['otp'] } as never} />
        </Boundary>
      </PorticoProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid call to PorticoLogin\nconfig.otpOptions must be an object.',
    );
    spy.mockRestore();
  });

  it('offers the other entry points as components', () => {
    const { client } = testClient();
    const { container } = render(
      <PorticoProvider client={client}>
        <div data-testid="reset">
          <PorticoPasswordReset passwordResetToken="token-1" />
        </div>
        <div data-testid="passkey">
          <PorticoPasskeyRegistration />
        </div>
        <div data-testid="passkey-list">
          <PorticoPasskeyList />
        </div>
        <div data-testid="idp">
          <PorticoIdentityProvider />
        </div>
      </PorticoProvider>,
    );
    for (const id of ['reset', 'passkey', 'passkey-list', 'idp']) {
      expect(container.querySelector(`[data-testid="${id}"]`)!.childNodes.length, id).toBeGreaterThan(0);
    }
  });
});

describe('hooks', () => {
  it('usePorticoClient returns the provider client and throws outside a provider', () => {
    const { client } = testClient();
    let seen: PorticoClient | null = null;
    function Probe() {
      seen = usePorticoClient();
      return null;
    }
    render(
      <PorticoProvider client={client}>
        <Probe />
      </PorticoProvider>,
    );
    expect(seen).toBe(client);

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Probe />
      </Boundary>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/wrap your components in <PorticoProvider/);
    spy.mockRestore();
  });

  it('usePorticoSession and usePorticoUser follow login and logout', async () => {
    const { client, requests } = testClient();
    render(
      <PorticoProvider client={client}>
        <SessionProbe />
      </PorticoProvider>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe.textContent).toBe('no session / no user');

    await act(async () => {
      await client.otps.authenticate('123456', 'phone-number-test-1', { session_duration_minutes: 30 });
    });
    expect(requests).toContain('POST /otps/authenticate');
    // Session observers are told in the task after the login (docs/architecture.md).
    await waitFor(() => expect(probe.textContent).toBe('session-test-1 / ada@example.com'));

    await act(async () => {
      await client.session.revoke();
    });
    await waitFor(() => expect(probe.textContent).toBe('no session / no user'));
  });
});
