// @vitest-environment node
/**
 * Server rendering does no I/O (docs/architecture.md, "Server rendering"):
 * in plain Node, as a server component's render would, `renderToString` of
 * every mount kind, the hooks and the guards, under a `PorticoProvider` given
 * plain data, calls no `fetch`, starts no timer and reads no storage or
 * cookie. The login kind's Main is real markup: its labelled email field is
 * in the HTML.
 */
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PorticoAuthenticate,
  PorticoIdentityProvider,
  PorticoLogin,
  PorticoPasskeyList,
  PorticoPasskeyRegistration,
  PorticoPasswordReset,
  PorticoProvider,
  SignedIn,
  SignedOut,
  usePorticoSession,
  usePorticoUser,
} from '../../../src/react';
import type { LoginConfig } from '../../../src/ui/config/config-types';
import { UI_MESSAGES } from '../../../src/ui/i18n/messages';
import { LOGIN_CONFIGS } from './ssr-fixtures';

/** A storage whose every member is a spy: a server render must touch none. */
function spyStorage() {
  return { getItem: vi.fn(() => null), setItem: vi.fn(), removeItem: vi.fn(), clear: vi.fn(), key: vi.fn(() => null), length: 0 };
}

let spies: Record<string, ReturnType<typeof vi.fn>>;

beforeEach(() => {
  expect(typeof document).toBe('undefined');
  const local = spyStorage();
  const session = spyStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  spies = {
    fetch: vi.fn(() => Promise.reject(new Error('no fetch on a server render'))),
    setTimeout: vi.fn(),
    setInterval: vi.fn(),
    queueMicrotask: vi.fn(),
  };
  for (const [name, spy] of Object.entries(spies)) vi.stubGlobal(name, spy);
  for (const [area, storage] of Object.entries({ localStorage: local, sessionStorage: session })) {
    for (const [member, spy] of Object.entries(storage)) if (typeof spy === 'function') spies[`${area}.${member}`] = spy;
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe() {
  const { session, isInitialized, fromCache } = usePorticoSession();
  const { user } = usePorticoUser();
  return <p data-probe="">{`${session === null} ${isInitialized} ${fromCache} ${user === null}`}</p>;
}

/** What a server component renders: the provider from plain data, then the components. */
function page(children: ReactElement) {
  return renderToString(
    <PorticoProvider publicToken="public-token-test-ssr" options={{ customBaseUrl: 'http://127.0.0.1:8787' }}>
      <SignedIn fallback={<p>checking</p>}>
        <p>signed in</p>
      </SignedIn>
      <SignedOut>
        <p>signed out</p>
      </SignedOut>
      <Probe />
      {children}
    </PorticoProvider>,
  );
}

function expectNoIO() {
  for (const [name, spy] of Object.entries(spies)) expect(spy.mock.calls, name).toEqual([]);
}

const KINDS: Array<[string, ReactElement]> = [
  ...LOGIN_CONFIGS.map(([name, config]: [string, LoginConfig]): [string, ReactElement] => [`login (${name})`, <PorticoLogin config={config} />]),
  ['resetPassword', <PorticoPasswordReset passwordResetToken="reset-token-1" />],
  ['passkeyRegistration', <PorticoPasskeyRegistration />],
  ['passkeyList', <PorticoPasskeyList />],
  ['identityProvider', <PorticoIdentityProvider />],
  ['authenticate', <PorticoAuthenticate onSuccess={() => {}} />],
];

describe('server rendering', () => {
  it.each(KINDS)('%s: renders with no fetch, timer, storage or cookie access', (name, element) => {
    const html = page(element);
    expectNoIO();
    // A shadow root is the browser's: that widget renders into it after hydration.
    expect(html).toContain(name.includes('shadow') ? 'data-portico-host' : 'data-portico-widget');
    // The guards wait, and the hooks say the client does not know yet.
    expect(html).toContain('checking');
    expect(html).not.toContain('signed in<');
    expect(html).not.toContain('signed out');
    expect(html).toContain('true false false true');
  });

  it("the login kind's Main is markup: the email field with its label, the heading and the submit button", () => {
    const html = page(<PorticoLogin config={{ products: ['emailMagicLinks'] }} />);
    const label = new RegExp(`<label for="([^"]+)"[^>]*>${UI_MESSAGES['field.email']}</label>`).exec(html);
    expect(label, html).not.toBeNull();
    const input = [...html.matchAll(/<input [^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`id="${label![1]}"`));
    expect(input).toMatch(/type="email"/);
    expect(html).toContain(UI_MESSAGES['main.header']);
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>.*${UI_MESSAGES['main.sendLink']}`));
    expect(html).toContain('<style');
  });
});
