// @vitest-environment jsdom
/**
 * `portico/b2b/react` (src/b2b-react.ts): the B2B widget as React components
 * under `PorticoB2BProvider`, and the config errors they throw.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PorticoB2BLogin, PorticoB2BProvider, usePorticoB2BClient } from '../../../../src/b2b-react';
import { UI_MESSAGES } from '../../../../src/ui/i18n/messages';
import { b2bHarness } from '../../core/b2b/b2b-harness';

afterEach(cleanup);

describe('portico/b2b/react', () => {
  it('PorticoB2BLogin renders the B2B sign-in with the provider’s client', async () => {
    const { client } = b2bHarness();
    render(
      <PorticoB2BProvider client={client}>
        <PorticoB2BLogin config={{ authFlowType: 'Discovery', products: ['emailOtp'] }} />
      </PorticoB2BProvider>,
    );
    expect(await screen.findByRole('heading', { name: UI_MESSAGES['b2b.main.title'] })).toBeTruthy();
    expect(document.querySelector('[data-portico-widget="b2bLogin"]')).not.toBeNull();
  });

  it('speaks the locale it is given, from the B2B widget’s own texts (docs/i18n.md)', async () => {
    const { client } = b2bHarness();
    const Japanese = (await import('../../../../src/ui/i18n/locales/ja/b2b-main')).default;
    render(
      <PorticoB2BProvider client={client}>
        <PorticoB2BLogin config={{ authFlowType: 'Discovery', products: ['emailOtp'] }} locale="ja-JP" />
      </PorticoB2BProvider>,
    );
    const heading = await screen.findByRole('heading', { name: Japanese['b2b.main.title'] }, { timeout: 5000 });
    expect(heading.closest('[data-portico-widget="b2bLogin"]')!.getAttribute('lang')).toBe('ja');
  });

  it('a config of the wrong shape throws Invalid call to PorticoB2BLogin, naming the field', () => {
    const { client } = b2bHarness();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = () => {};
    try {
      render(
        <PorticoB2BProvider client={client}>
          {/* @ts-expect-error -- a plain-JavaScript host's typo */}
          <PorticoB2BLogin config={{ authFlowType: 'Discovery', products: ['email'] }} />
        </PorticoB2BProvider>,
        { onCaughtError: (error: unknown) => errors.push(error) } as never,
      );
    } catch (error) {
      errors.push(error);
    } finally {
      console.error = original;
    }
    expect(String(errors[0])).toMatch(/^(PorticoInvalidCallError|InvalidConfigError): Invalid call to PorticoB2BLogin\nconfig\.products/);
  });

  it('usePorticoB2BClient outside the provider says where the component must render', () => {
    function Probe() {
      usePorticoB2BClient();
      return null;
    }
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow('Portico: B2B components must render inside <PorticoB2BProvider>.');
    } finally {
      console.error = original;
    }
  });
});
