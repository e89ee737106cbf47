/**
 * Events reach the host although it unmounts the widget on sign-in
 * (docs/architecture.md, "Completion events come before session
 * observers"): a React host rendering `session ? <Account/> : <PorticoLogin/>`
 * and a mount-API host calling `ui.unmount()` from `session.onChange` both
 * receive `AuthenticateFlowComplete` exactly once. The real widget and
 * client in jsdom, against the real emulator, signing in by email code.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPorticoUIClient } from '../../src/mount';
import { PorticoLogin, PorticoProvider, usePorticoSession } from '../../src/react';
import type { PorticoEvent } from '../../src/ui/events';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { lastMessageTo, newClient, PUBLIC_TOKEN, useTestEmulator, waitFor } from './support/harness';

const getEmulator = useTestEmulator({ resetBetweenTests: true });
const CONFIG = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Email → Continue → the emailed code, as a visitor would. */
async function signInByEmailCode(email: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText(MESSAGES['field.email']), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: MESSAGES['main.sendCode'] }));
  const passcode = await screen.findByLabelText(MESSAGES['field.passcode'], {}, { timeout: 5000 });
  const { code } = await lastMessageTo(getEmulator(), email);
  fireEvent.change(passcode, { target: { value: code } });
}

const completions = (events: PorticoEvent[]) => events.filter((event) => event.type === 'AuthenticateFlowComplete');

describe('a host that unmounts the widget on sign-in', () => {
  it('React: session ? <Account/> : <PorticoLogin/> receives AuthenticateFlowComplete once', async () => {
    const client = newClient(getEmulator());
    const events: PorticoEvent[] = [];
    function App() {
      const { session } = usePorticoSession();
      return session ? <p>Account of {session.user_id}</p> : <PorticoLogin config={CONFIG} callbacks={{ onEvent: (event) => events.push(event) }} />;
    }
    render(
      <PorticoProvider client={client}>
        <App />
      </PorticoProvider>,
    );
    await signInByEmailCode('ada@example.com');
    expect(await screen.findByText(/^Account of /, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText(MESSAGES['field.passcode'])).toBeNull();
    expect(completions(events)).toHaveLength(1);
    expect(events.map((event) => event.type)).toContain('OTPsAuthenticate');
  });

  it('mount API: ui.unmount() from client.session.onChange still receives AuthenticateFlowComplete once', async () => {
    const ui = createPorticoUIClient(PUBLIC_TOKEN, { customBaseUrl: getEmulator().url });
    const host = document.createElement('div');
    host.id = 'login';
    document.body.append(host);
    const events: PorticoEvent[] = [];
    const stop = ui.client.session.onChange((session) => {
      if (session) ui.unmount('#login');
    });
    await act(async () => {
      ui.mountLogin({ elementId: '#login', config: CONFIG, callbacks: { onEvent: (event) => events.push(event) } });
    });
    await signInByEmailCode('grace@example.com');
    await waitFor(() => host.childElementCount === 0 && ui.client.session.getSync() !== null);
    expect(completions(events)).toHaveLength(1);
    stop();
    ui.client.destroy();
  });
});
