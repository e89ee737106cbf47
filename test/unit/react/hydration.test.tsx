// @vitest-environment jsdom
/**
 * Server markup and the first client render are identical
 * (docs/architecture.md, "Server rendering"): each mount kind and the main
 * login configs are rendered to a string as on a server (no `window`,
 * `document`, `location`, storage or `navigator`), then hydrated in the page
 * with the same props, on a first visit and on later ones (the bootstrap
 * cached with the 'Powered by' footer on; signed out, signed in, or a session
 * held only in cookies). Hydration must log no error and recover from none
 * (React's #418, #423, #425), then the browser-only state shows.
 */
import { waitFor } from '@testing-library/dom';
import { useEffect, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
} from '../../../src/react';
import { WATERMARK_URL } from '../../../src/ui/components/watermark';
import { UI_MESSAGES } from '../../../src/ui/i18n/messages';
import { css } from '../../../src/ui/theme/css';
import { freshToken, leavePage, preparePage, BASE_URL, type Visit } from './page-visit';
import { LOGIN_CONFIGS } from './ssr-fixtures';

// No act(): hydration runs as in a page, and the test waits on what it shows.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let root: Root | null = null;
afterEach(async () => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  delete document.body.dataset.hydrated;
  await leavePage();
  vi.restoreAllMocks();
});

/** Marks the page once the hydration has committed (effects run after it). */
function Hydrated() {
  useEffect(() => {
    document.body.dataset.hydrated = 'true';
  }, []);
  return null;
}

function SessionState() {
  const { session, isInitialized } = usePorticoSession();
  return <p data-testid="session">{isInitialized ? (session === null ? 'out' : 'in') : 'unknown'}</p>;
}

function page(publicToken: string, widget: ReactElement) {
  return (
    <PorticoProvider publicToken={publicToken} options={{ customBaseUrl: BASE_URL }}>
      <SignedIn fallback={<p>checking</p>}>
        <p>Welcome back</p>
      </SignedIn>
      <SignedOut>
        <p>Please sign in</p>
      </SignedOut>
      <SessionState />
      <main>{widget}</main>
      <Hydrated />
    </PorticoProvider>
  );
}

/** `renderToString` as a server has it: no browser globals at all. */
function renderOnServer(element: ReactElement): string {
  for (const name of ['window', 'document', 'location', 'localStorage', 'sessionStorage', 'navigator']) vi.stubGlobal(name, undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

interface Hydration {
  container: HTMLElement;
  serverHtml: string;
  errors: unknown[][];
  recoverable: unknown[];
}

async function serveAndHydrate(element: () => ReactElement, visit: Visit): Promise<Hydration> {
  const token = freshToken();
  const serverHtml = renderOnServer(element());
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  preparePage(token, visit);
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  const recoverable: unknown[] = [];
  root = hydrateRoot(container, element(), { onRecoverableError: (error) => void recoverable.push(error) });
  await waitFor(() => expect(document.body.dataset.hydrated).toBe('true'));
  return { container, serverHtml, errors, recoverable };
  // `token` is used through the element: see `kinds` below.
}

/**
 * A login widget's server markup in the page, as a visitor finds it before
 * hydration: `element()` renders the same tree again for `hydrateRoot`.
 */
function serverMarkup(widget: ReactElement, visit: Visit): { element: () => ReactElement; container: HTMLElement } {
  const token = freshToken();
  const element = () => page(token, widget);
  const serverHtml = renderOnServer(element());
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  preparePage(token, visit);
  return { element, container };
}

const VISITS: Array<[string, Visit, 'in' | 'out']> = [
  ['first visit', {}, 'out'],
  ['second visit, signed out (bootstrap cached, watermark on)', { cachedBootstrap: true }, 'out'],
  ['second visit, signed in (stored session and cookie, bootstrap cached)', { cachedBootstrap: true, sessionCookie: true, storedSession: true }, 'in'],
  ['a session only in cookies', { sessionCookie: true }, 'in'],
];

const KINDS: Array<[string, () => ReactElement]> = [
  ...LOGIN_CONFIGS.map(([name, config]): [string, () => ReactElement] => [`login (${name})`, () => <PorticoLogin config={config} />]),
  ['resetPassword', () => <PorticoPasswordReset passwordResetToken="reset-token-1" />],
  ['passkeyRegistration', () => <PorticoPasskeyRegistration />],
  ['passkeyList', () => <PorticoPasskeyList />],
  ['identityProvider', () => <PorticoIdentityProvider />],
  ['authenticate', () => <PorticoAuthenticate />],
];

const CASES = KINDS.flatMap(([kind, widget]) => VISITS.map(([visit, prepared, state]) => [kind, visit, widget, prepared, state] as const));

describe('hydrating the server markup', () => {
  it.each(CASES)('%s, %s: no mismatch, then the browser state', async (_kind, _visit, widget, visit, state) => {
    let token = '';
    const element = () => page(token, widget());
    token = freshToken();
    const { container, serverHtml, errors, recoverable } = await serveAndHydrate(element, visit);

    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    // The server could not know: the guards waited.
    expect(serverHtml).toContain('checking');
    expect(serverHtml).not.toContain(WATERMARK_URL);

    // After hydration the browser's state shows: the session once the client knows, the cached footer.
    await waitFor(() => expect(container.querySelector('[data-testid="session"]')?.textContent).toBe(state));
    expect(container.textContent).toContain(state === 'in' ? 'Welcome back' : 'Please sign in');
    expect(container.textContent).not.toContain(state === 'in' ? 'Please sign in' : 'Welcome back');
    if (visit.cachedBootstrap && _kind.startsWith('login') && !_kind.includes('shadow')) {
      await waitFor(() => expect(container.querySelector(`a[href="${WATERMARK_URL}"]`)).not.toBeNull());
    }
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
  });

  it('keeps the server\'s email field: the same node, labelled, after hydration', async () => {
    const { element, container } = serverMarkup(<PorticoLogin config={{ products: ['emailMagicLinks'] }} />, { cachedBootstrap: true });
    const field = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(field.labels?.[0]?.textContent).toBe(UI_MESSAGES['field.email']);

    const recoverable: unknown[] = [];
    root = hydrateRoot(container, element(), { onRecoverableError: (error) => void recoverable.push(error) });
    await waitFor(() => expect(document.body.dataset.hydrated).toBe('true'));
    await waitFor(() => expect(container.querySelector(`a[href="${WATERMARK_URL}"]`)).not.toBeNull());
    expect(recoverable).toEqual([]);
    expect(container.querySelector('input[type="email"]')).toBe(field);
    expect(field.isConnected).toBe(true);
    expect(field.labels?.[0]?.textContent).toBe(UI_MESSAGES['field.email']);
    // The first render takes no focus.
    expect(document.activeElement).toBe(document.body);
  });

  it("before hydration the form cannot be submitted by the browser, and what the visitor typed is kept", async () => {
    const { element, container } = serverMarkup(<PorticoLogin config={{ products: ['emailMagicLinks'] }} />, {});
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // The server's submit is disabled: the browser's own submit (a GET with the address in the URL) cannot happen.
    expect(button.disabled).toBe(true);
    const field = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    field.value = 'early@example.com';

    root = hydrateRoot(container, element());
    await waitFor(() => expect(document.body.dataset.hydrated).toBe('true'));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(container.querySelector('button[type="submit"]')).toBe(button);
    expect(field.value).toBe('early@example.com');
  });

  it('a phone number typed before hydration is kept too', async () => {
    const { element, container } = serverMarkup(<PorticoLogin config={{ products: ['otp'], otpOptions: { methods: ['sms'] } }} />, {});
    const field = container.querySelector<HTMLInputElement>('input[type="tel"]')!;
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    field.value = '2025550123';

    root = hydrateRoot(container, element());
    await waitFor(() => expect(document.body.dataset.hydrated).toBe('true'));
    await waitFor(() => expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false));
    // Kept, then formatted as the visitor's own typing would be.
    await waitFor(() => expect(field.value.replace(/\D/g, '')).toBe('2025550123'));
  });

  it('hydrates although the page registered style rules after the server rendered (a chunk loaded early)', async () => {
    let token = '';
    const element = () => page(token, <PorticoLogin config={{ products: ['emailMagicLinks'] }} />);
    token = freshToken();
    const serverHtml = renderOnServer(element());
    const late = css`
      outline: 3px dotted hydration-test;
    `;
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    preparePage(token, {});
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    const recoverable: unknown[] = [];
    root = hydrateRoot(container, element(), { onRecoverableError: (error) => void recoverable.push(error) });
    await waitFor(() => expect(document.body.dataset.hydrated).toBe('true'));
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    // Right after hydration the widget's style element is the page's, with the late rule.
    await waitFor(() => expect(container.querySelector('style[data-portico-styles]')?.textContent).toContain(late.className));
    expect(container.querySelectorAll('style[data-portico-styles]')).toHaveLength(1);
  });
});
