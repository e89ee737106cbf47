// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArrowButton } from '../../../../src/ui/components/back-button';
import { OrDivider } from '../../../../src/ui/components/divider';
import * as icons from '../../../../src/ui/components/icons';
import * as inboxIcons from '../../../../src/ui/components/inbox-icons';
import { SCREEN_HEADING_ATTRIBUTE } from '../../../../src/ui/components/screen-heading';
import { SuccessPanel } from '../../../../src/ui/components/success-panel';

afterEach(cleanup);

describe('icons', () => {
  const components = Object.entries({ ...icons, ...inboxIcons }).filter(([name]) => name.endsWith('Icon'));

  it('has the whole set', () => {
    expect(components.map(([name]) => name).sort()).toEqual(
      [
        'AlertCircleIcon',
        'ArrowBackIcon',
        'ChatIcon',
        'CheckCircleIcon',
        'ChevronDownIcon',
        'CloseIcon',
        'GmailIcon',
        'InfoIcon',
        'KeyIcon',
        'MailIcon',
        'OutlookIcon',
        'PhoneIcon',
        'RefreshIcon',
        'WalletIcon',
        'WarningIcon',
        'YahooIcon',
      ].sort(),
    );
  });

  it.each(components)('%s is decorative, 20px by default and sized by prop', (_name, Icon) => {
    const Component = Icon as (props: icons.IconProps) => ReactElement;
    const { container, rerender } = render(<Component />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('width')).toBe(String(icons.DEFAULT_ICON_SIZE));
    expect(icons.DEFAULT_ICON_SIZE).toBe(20);
    rerender(<Component size={32} />);
    expect(container.querySelector('svg')?.getAttribute('height')).toBe('32');
  });
});

describe('OrDivider', () => {
  it('shows its label without the widget context', () => {
    render(<OrDivider label="or" />);
    expect(screen.getByTestId('divider').textContent).toBe('or');
  });
});

describe('SuccessPanel', () => {
  it('renders the title as the focusable screen heading, then the body and actions', () => {
    render(
      <SuccessPanel title="Success!" body="Your passcode has been successfully verified.">
        <button type="button">Continue</button>
      </SuccessPanel>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Success!' });
    expect(heading.hasAttribute(SCREEN_HEADING_ATTRIBUTE)).toBe(true);
    expect(heading.tabIndex).toBe(-1);
    expect(screen.getByText('Your passcode has been successfully verified.').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});

describe('ArrowButton', () => {
  it('is a named button with a decorative arrow, usable without the widget context', () => {
    let clicks = 0;
    render(<ArrowButton label="Back" onClick={() => (clicks += 1)} />);
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    button.click();
    expect(clicks).toBe(1);
  });
});
