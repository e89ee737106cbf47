// @vitest-environment jsdom
/**
 * The B2B widget over the shared shell (docs/architecture.md, "B2B widget"):
 * it renders its first screen from the B2B registry, shows a wrong config in
 * place of the widget, and its mount API refuses bad calls with 'Invalid call to …'.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { B2BWidgetRoot } from '../../../../src/ui/b2b/b2b-widget-root';
import { FLOWS } from '../../../../src/ui/flows';
import { B2B_FLOWS } from '../../../../src/ui/flows/b2b';
import { createPorticoB2BUIClient } from '../../../../src/mount/b2b-ui-client';
import { UI_MESSAGES } from '../../../../src/ui/i18n/messages';
import { b2bHarness } from '../../core/b2b/b2b-harness';
import { bootstrapData } from '../../core/client-harness';
import { dataResponse } from '../../core/fakes';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The mount API's own client over a fetch that answers the bootstrap only (the screens here call nothing else). */
function stubBootstrapFetch(): void {
  vi.stubGlobal('fetch', async () => dataResponse(bootstrapData({ vertical: 'B2B' })));
}

describe('the B2B widget', () => {
  it('opens on the B2B main screen of a Discovery config', async () => {
    const { client } = b2bHarness();
    render(<B2BWidgetRoot kind="b2bLogin" client={client} config={{ authFlowType: 'Discovery', products: ['emailOtp'] }} />);
    expect(await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] })).toBeTruthy();
    expect(document.querySelector('[data-portico-widget="b2bLogin"]')).not.toBeNull();
  });

  it('shows a wrong config in place of the widget and reports it to onError', async () => {
    const { client } = b2bHarness();
    const onError = vi.fn();
    render(
      <B2BWidgetRoot
        kind="b2bLogin"
        client={client}
        // @ts-expect-error -- a plain-JavaScript host's typo
        config={{ authFlowType: 'Discover', products: ['emailOtp'] }}
        callbacks={{ onError }}
      />,
    );
    expect(await screen.findByText(/^Invalid call to mount/)).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('the B2B registry', () => {
  it('never reuses a consumer flow id (their actions share one namespace space)', () => {
    for (const id of Object.keys(B2B_FLOWS)) expect(Object.keys(FLOWS)).not.toContain(id);
  });
});

describe('createPorticoB2BUIClient', () => {
  it('refuses a config of the wrong shape at the call', () => {
    stubBootstrapFetch();
    document.body.innerHTML = '<div id="login"></div>';
    const ui = createPorticoB2BUIClient('public-token-test-b2b', { customBaseUrl: 'http://localhost:8787' });
    // @ts-expect-error -- no products
    expect(() => ui.mount({ elementId: '#login', config: { authFlowType: 'Discovery' } })).toThrow(/^Invalid call to mount\nconfig\.products/);
    ui.client.destroy();
  });
});

describe('the B2B custom elements', () => {
  it('<portico-b2b-login> mounts the B2B widget once it has a config, and a bad config becomes a portico-error event', async () => {
    stubBootstrapFetch();
    const { definePorticoB2BElements } = await import('../../../../src/mount/define-b2b-elements');
    const ui = createPorticoB2BUIClient('public-token-test-b2b', { customBaseUrl: 'http://localhost:8787' });
    await definePorticoB2BElements(ui);
    const element = document.createElement('portico-b2b-login') as HTMLElement & { config?: unknown };
    const errors: unknown[] = [];
    element.addEventListener('portico-error', (event) => errors.push((event as CustomEvent).detail));
    document.body.append(element);
    expect(element.querySelector('[data-portico-widget]')).toBeNull();
    element.config = { authFlowType: 'Discovery', products: ['emailOtp'] };
    expect(await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] })).toBeTruthy();
    element.config = { authFlowType: 'Discovery', products: [] };
    expect(String(errors[0])).toMatch(/Invalid call to mount\nconfig\.products/);
    ui.unmount(element);
    ui.client.destroy();
  });
});
