// @vitest-environment jsdom
/**
 * What a host routes on (README, "React and Next.js"): `usePorticoSession` /
 * `usePorticoUser` with `isInitialized` and `fromCache`, `<SignedIn>` /
 * `<SignedOut>` that never guess, and `PorticoProvider` creating its client
 * from plain data, once (StrictMode included). Through the public API, over
 * the page's own cookies, localStorage and fetch.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PorticoClient } from '../../../src/core';
import { PorticoProvider, SignedIn, SignedOut, usePorticoClient, usePorticoSession, usePorticoUser } from '../../../src/react';
import { makeAuthResponse } from '../core/fakes';
import { BASE_URL, freshToken, leavePage, preparePage } from './page-visit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  cleanup();
  await leavePage();
});

const OPTIONS = { customBaseUrl: BASE_URL };

function Provider({ token, children }: { token: string; children: ReactNode }) {
  return (
    <PorticoProvider publicToken={token} options={OPTIONS}>
      {children}
    </PorticoProvider>
  );
}

describe('the guard pattern', () => {
  it('a stored session whose check is pending renders neither branch, then SignedIn: never SignedOut in between', async () => {
    const token = freshToken();
    const page = preparePage(token, { sessionCookie: true, storedSession: true });
    const check = page.holdCheck();
    const shown: string[] = [];
    function Branch({ name }: { name: string }) {
      shown.push(name);
      return <p>{name}</p>;
    }
    render(
      <Provider token={token}>
        <SignedIn fallback={<Branch name="fallback" />}>
          <Branch name="account" />
        </SignedIn>
        <SignedOut>
          <Branch name="login" />
        </SignedOut>
      </Provider>,
    );
    // The startup check was sent and has not answered.
    await waitFor(() => expect(page.requests).toContain('POST /sessions/authenticate'));
    expect(screen.queryByText('account')).toBeNull();
    expect(screen.queryByText('login')).toBeNull();
    expect(screen.getByText('fallback')).toBeTruthy();

    check.release();
    expect(await screen.findByText('account')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(shown).not.toContain('login');
    expect(shown).toContain('account');
  });

  it('without a session: SignedOut once the client knows, never SignedIn', async () => {
    const token = freshToken();
    preparePage(token, {});
    render(
      <Provider token={token}>
        <SignedIn>account</SignedIn>
        <SignedOut>login</SignedOut>
      </Provider>,
    );
    expect(screen.queryByText('login')).toBeNull();
    expect(await screen.findByText('login')).toBeTruthy();
    expect(screen.queryByText('account')).toBeNull();
  });
});

describe('usePorticoSession and usePorticoUser', () => {
  it('tell "not known yet" (the stored session, fromCache) from "confirmed" and from "signed out"', async () => {
    const token = freshToken();
    const auth = makeAuthResponse();
    const page = preparePage(token, { sessionCookie: true, storedSession: true }, auth);
    const check = page.holdCheck();
    const seen: string[] = [];
    function Probe() {
      const session = usePorticoSession();
      const user = usePorticoUser();
      const line = `${session.session?.session_id ?? 'none'} ${session.isInitialized} ${session.fromCache} / ${user.user?.user_id ?? 'none'} ${user.isInitialized} ${user.fromCache}`;
      if (seen.at(-1) !== line) seen.push(line);
      return <p data-testid="probe">{line}</p>;
    }
    render(
      <Provider token={token}>
        <Probe />
      </Provider>,
    );
    const id = auth.session.session_id;
    const user = auth.user.user_id;
    expect(screen.getByTestId('probe').textContent).toBe(`${id} false true / ${user} false true`);
    await waitFor(() => expect(page.requests).toContain('POST /sessions/authenticate'));
    check.release();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(`${id} true false / ${user} true false`));
    expect(seen).toEqual([`${id} false true / ${user} false true`, `${id} true false / ${user} true false`]);
  });

  it('signed out: null and not initialized at first, then null and initialized', async () => {
    const token = freshToken();
    preparePage(token, {});
    function Probe() {
      const { session, isInitialized, fromCache } = usePorticoSession();
      return <p data-testid="probe">{`${session === null} ${isInitialized} ${fromCache}`}</p>;
    }
    render(
      <Provider token={token}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('true false false');
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('true true false'));
  });
});

describe('PorticoProvider from publicToken and options', () => {
  function ClientOf({ into }: { into: PorticoClient[] }) {
    into.push(usePorticoClient());
    return null;
  }

  it('creates one client under StrictMode: one startup check', async () => {
    const token = freshToken();
    const page = preparePage(token, { sessionCookie: true, storedSession: true });
    const clients: PorticoClient[] = [];
    render(
      <StrictMode>
        <Provider token={token}>
          <ClientOf into={clients} />
          <SignedIn>account</SignedIn>
        </Provider>
      </StrictMode>,
    );
    expect(await screen.findByText('account')).toBeTruthy();
    expect(new Set(clients).size).toBe(1);
    expect(page.requests.filter((r) => r === 'POST /sessions/authenticate')).toHaveLength(1);
  });

  it('shares the client between providers of the same token and options, and destroys it after the last unmounts', async () => {
    const token = freshToken();
    preparePage(token, {});
    const clients: PorticoClient[] = [];
    const first = render(
      <>
        <Provider token={token}>
          <ClientOf into={clients} />
        </Provider>
        <Provider token={token}>
          <ClientOf into={clients} />
        </Provider>
      </>,
    );
    expect(clients).toHaveLength(2);
    expect(clients[0]).toBe(clients[1]);
    first.unmount();
    // Destroyed a task after the last provider left; a new provider gets a new client.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    render(
      <Provider token={token}>
        <ClientOf into={clients} />
      </Provider>,
    );
    expect(clients[2]).not.toBe(clients[0]);
  });

  it('still takes a client of the host', () => {
    const token = freshToken();
    preparePage(token, {});
    const clients: PorticoClient[] = [];
    render(
      <Provider token={token}>
        <ClientOf into={clients} />
      </Provider>,
    );
    const host = clients[0]!;
    const seen: PorticoClient[] = [];
    render(
      <PorticoProvider client={host}>
        <ClientOf into={seen} />
      </PorticoProvider>,
    );
    expect(seen[0]).toBe(host);
  });
});
