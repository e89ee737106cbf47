/**
 * Shared set-up of the mount tests: a UI client whose fetch is a fake
 * provider (bootstrap, telemetry, OTP authenticate), with in-memory cookies
 * and storage so tests do not share a session.
 */
import { act } from 'react';
import { createMemoryCookieJar } from '../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../src/core/seams/memory-storage';
import type { InternalClientOptions } from '../../../src/core/options';
import type { PorticoUIClientOptions } from '../../../src/mount';
import { createPorticoUIClientInternal } from '../../../src/mount/ui-client';
import { FLOWS, type FlowId } from '../../../src/ui/flows';
import { preloadScreens } from '../../../src/ui/host/lazy-screens';
import { loadFlows } from '../../../src/ui/host/load-flows';
import { authenticateData, bootstrapResponse, PUBLIC_TOKEN } from '../core/products/harness';

// Flows and their later screens are lazy chunks; loaded once here, every mount below renders synchronously.
await preloadScreens(await loadFlows(Object.keys(FLOWS) as FlowId[]));

export { PUBLIC_TOKEN };

// Tell React these tests drive it through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Login config of the flows these mount tests drive: magic links and phone passcodes. */
export const LOGIN_CONFIG = {
  products: ['emailMagicLinks', 'otp'],
  emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:3000/authenticate' },
  otpOptions: { methods: ['sms', 'whatsapp'] },
} as const satisfies Record<string, unknown>;

export function loginConfig(extra: Record<string, unknown> = {}) {
  return {
    ...LOGIN_CONFIG,
    products: [...LOGIN_CONFIG.products],
    otpOptions: { methods: [...LOGIN_CONFIG.otpOptions.methods] },
    ...extra,
  } as { products: Array<'emailMagicLinks' | 'otp'>; otpOptions: { methods: Array<'sms' | 'whatsapp'> } };
}

/** Options of the UI client and its client (with `seams`, internal), with a fake provider behind `fetch`. */
export type TestUIClientOptions = PorticoUIClientOptions & InternalClientOptions;

/** Options for `createPorticoUIClientInternal` with a fake provider behind `fetch`. */
export function fakeProviderOptions(extra: TestUIClientOptions = {}) {
  const requests: string[] = [];
  const options: TestUIClientOptions = {
    ...extra,
    seams: {
      cookies: createMemoryCookieJar(),
      storage: createMemoryStorage(),
      onStorageChange: () => () => {},
      async fetch(url, init) {
        const path = new URL(url).pathname.replace(/^\/sdk\/v1/, '');
        requests.push(`${init.method ?? 'GET'} ${path}`);
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
        if (path.startsWith('/projects/bootstrap/')) return json({ data: bootstrapResponse() });
        if (path === '/events') return json({});
        if (path === '/otps/authenticate') return json({ data: authenticateData() });
        if (path === '/sessions/revoke') return json({ data: { request_id: 'r', status_code: 200 } });
        return json({ status_code: 404, error_type: 'not_found', error_message: `no fake for ${path}`, error_url: '' }, 404);
      },
      ...extra.seams,
    },
  };
  return { options, requests };
}

export function createTestUIClient(extra: TestUIClientOptions = {}) {
  const { options, requests } = fakeProviderOptions(extra);
  return { ui: createPorticoUIClientInternal(PUBLIC_TOKEN, options), requests };
}

/** Runs `fn` inside React's act() and waits for the resulting renders and effects. */
export async function inAct(fn: () => void): Promise<void> {
  await act(async () => {
    fn();
  });
}

/** A fresh host element `<div id="…">` in the body. */
export function hostElement(id: string, tag = 'div'): HTMLElement {
  const element = document.createElement(tag);
  element.id = id;
  document.body.appendChild(element);
  return element;
}

/** Emotion's style elements of Portico widgets in `root`. */
export function porticoStyles(root: ParentNode): HTMLStyleElement[] {
  return [...root.querySelectorAll<HTMLStyleElement>('style[data-portico-styles]')];
}
