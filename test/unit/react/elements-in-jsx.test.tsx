// @vitest-environment jsdom
/**
 * `<portico-login>` rendered by React 19 (src/react/element-jsx.ts types it):
 * React sets the element's properties as properties, its attributes as
 * attributes, and `onportico-event` / `onportico-error` listen for those
 * events, so a React host needs no wrapper (docs/reference.md "Custom elements").
 */
import { within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterAll, describe, expect, it } from 'vitest';
import { definePorticoElements } from '../../../src/mount';
import type { PorticoElement } from '../../../src/mount/element-types';
import type { PorticoEvent } from '../../../src/ui/events';
import { UI_MESSAGES } from '../../../src/ui/i18n/messages';
import { createTestUIClient, inAct, loginConfig } from '../mount/support';
import '../../../src/react';

const { ui } = createTestUIClient();
afterAll(() => ui.client.destroy());

describe('<portico-login> in React 19 JSX', () => {
  it('takes config and styles as properties, theme and shadow as attributes, and events as on<name> props', async () => {
    await definePorticoElements(ui);
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const config = loginConfig();
    const events: PorticoEvent[] = [];
    const errors: unknown[] = [];

    await inAct(() =>
      root.render(
        <portico-login
          id="login"
          config={config}
          styles={{ colors: { primary: '#112233' } }}
          theme="dark"
          onportico-event={(event) => events.push(event.detail)}
          onportico-error={(event) => errors.push(event.detail)}
        />,
      ),
    );
    const element = host.querySelector('portico-login') as PorticoElement;
    expect(element.config).toBe(config);
    expect(element.styles).toEqual({ colors: { primary: '#112233' } });
    expect(element.getAttribute('theme')).toBe('dark');
    expect(element.hasAttribute('config')).toBe(false);
    expect(await within(element).findByRole('heading', { name: UI_MESSAGES['main.header'] })).toBeTruthy();
    expect(element.querySelector('[data-portico-theme="dark"]')).not.toBeNull();

    // The listeners React attached hear the element's own events.
    element.dispatchEvent(new CustomEvent('portico-event', { detail: { type: 'AuthenticateFlowComplete', data: {} } }));
    element.dispatchEvent(new CustomEvent('portico-error', { detail: new Error('x') }));
    expect(events.map((event) => event.type)).toEqual(['AuthenticateFlowComplete']);
    expect(errors).toHaveLength(1);

    // A config React passes that is not a config reaches the element, which reports it as portico-error.
    await inAct(() => root.render(<portico-login config={{ products: 'otp' } as never} onportico-error={(event) => errors.push(event.detail)} />));
    expect(errors).toHaveLength(2);
    expect(String(errors[1])).toContain('Invalid call to mountLogin');

    await inAct(() => root.unmount());
    host.remove();
  });
});
