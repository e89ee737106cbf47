// @vitest-environment jsdom
/**
 * `<PorticoAuthenticate>` and `mountAuthenticate`, the redirect landing: the
 * token of the page's address is redeemed once per mount (StrictMode
 * included) with the session duration asked for, 'Signing you in…' shows
 * meanwhile, and the host hears the outcome once: `onSuccess` with the
 * answer and `AuthenticateFlowComplete`, or `onError` and the reason on the
 * screen. A real client whose only fake is `fetch`.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthenticateByUrlResult } from '../../../src/core';
import { PorticoAuthenticate, PorticoProvider } from '../../../src/react';
import type { PorticoEvent } from '../../../src/ui/events';
import { MESSAGES } from '../../../src/ui/i18n/messages';
import { apiErrorBody, createTestClient, dataResponse, jsonResponse, makeAuthResponse } from '../ui/react/harness';
import { bootstrapResponse } from '../core/products/harness';
import { createTestUIClient, hostElement } from '../mount/support';

const AUTHENTICATE = 'POST /magic_links/authenticate';

beforeEach(() => window.history.replaceState(null, '', '/authenticate?stytch_token_type=magic_links&token=link-token-1'));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

function landing(routes: Parameters<typeof createTestClient>[0], props: { sessionDurationMinutes?: number } = {}) {
  const test = createTestClient(routes);
  const successes: AuthenticateByUrlResult[] = [];
  const errors: Error[] = [];
  const events: PorticoEvent[] = [];
  const widgetErrors: Error[] = [];
  render(
    <StrictMode>
      <PorticoProvider client={test.client}>
        <PorticoAuthenticate
          {...props}
          onSuccess={(result) => successes.push(result)}
          onError={(error) => errors.push(error)}
          callbacks={{ onEvent: (event) => events.push(event), onError: (error) => widgetErrors.push(error) }}
        />
      </PorticoProvider>
    </StrictMode>,
  );
  return { ...test, successes, errors, events, widgetErrors };
}

describe('PorticoAuthenticate', () => {
  it('redeems the link once under StrictMode, then says so and calls back once', async () => {
    const auth = makeAuthResponse();
    const { client, apiCalls, successes, errors, events } = landing({ [AUTHENTICATE]: () => dataResponse(auth) }, { sessionDurationMinutes: 60 });
    expect(await screen.findByText(MESSAGES['authenticate.signingIn'])).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES['authenticate.doneTitle'] })).toBeTruthy();
    expect(apiCalls()).toEqual([
      { method: 'POST', path: '/magic_links/authenticate', body: expect.objectContaining({ token: 'link-token-1', session_duration_minutes: 60 }) },
    ]);
    expect(successes).toHaveLength(1);
    expect(successes[0]).toMatchObject({ handled: true, tokenType: 'magic_links', data: { session_token: auth.session_token } });
    expect(events.map((e) => e.type)).toEqual(['AuthenticateFlowComplete']);
    expect(errors).toEqual([]);
    expect(client.session.getSync()?.session_id).toBe(auth.session.session_id);
    client.destroy();
  });

  it('a used or expired link: the reason with the widget look, onError and callbacks.onError once, no success', async () => {
    const { client, apiCalls, successes, errors, events, widgetErrors } = landing({
      [AUTHENTICATE]: () => jsonResponse(401, apiErrorBody('unable_to_auth_magic_link', 401)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES['authenticate.failedTitle'] })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.unable_to_auth_magic_link);
    expect(apiCalls()).toHaveLength(1);
    expect(errors.map((e) => (e as { error_type?: string }).error_type)).toEqual(['unable_to_auth_magic_link']);
    expect(widgetErrors).toEqual(errors);
    expect(successes).toEqual([]);
    expect(events).toEqual([]);
    client.destroy();
  });

  it('an address without a token: says so, sends nothing, onError once', async () => {
    window.history.replaceState(null, '', '/authenticate');
    const { client, apiCalls, errors, successes } = landing({});
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES['authenticate.noToken']);
    expect(errors.map((e) => e.message)).toEqual([MESSAGES['authenticate.noToken']]);
    expect(apiCalls()).toEqual([]);
    expect(successes).toEqual([]);
    client.destroy();
  });

  it('takes strings and styles like the other components', async () => {
    const test = createTestClient({ [AUTHENTICATE]: () => dataResponse(makeAuthResponse()) });
    const { container } = render(
      <PorticoProvider client={test.client}>
        <PorticoAuthenticate strings={{ 'authenticate.doneTitle': 'Welcome!' }} styles={{ colors: { primary: '#123456' } }} />
      </PorticoProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeTruthy();
    expect(container.querySelector<HTMLElement>('[data-portico-widget="authenticate"]')?.style.getPropertyValue('--portico-color-primary')).toBe('#123456');
    test.client.destroy();
  });
});

describe('mountAuthenticate', () => {
  it('redeems the link and sends AuthenticateFlowComplete once', async () => {
    const requests: string[] = [];
    const { ui } = createTestUIClient({
      seams: {
        async fetch(url, init) {
          const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
          requests.push(`${init.method ?? 'GET'} ${path}`);
          if (path === '/magic_links/authenticate') return dataResponse(makeAuthResponse());
          if (path.startsWith('/projects/bootstrap/')) return dataResponse(bootstrapResponse());
          return jsonResponse(404, apiErrorBody('not_found', 404));
        },
      },
    });
    hostElement('landing');
    const events: PorticoEvent[] = [];
    await act(async () => {
      ui.mountAuthenticate({ elementId: '#landing', callbacks: { onEvent: (event) => events.push(event) } });
    });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES['authenticate.doneTitle'] })).toBeTruthy();
    await waitFor(() => expect(events.map((e) => e.type)).toEqual(['AuthenticateFlowComplete']));
    expect(requests.filter((r) => r === AUTHENTICATE)).toHaveLength(1);
    ui.unmount('#landing');
    ui.client.destroy();
  });
});
