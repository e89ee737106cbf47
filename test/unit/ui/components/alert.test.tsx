// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert, type AlertVariant } from '../../../../src/ui/components/alert';

afterEach(cleanup);

describe('Alert', () => {
  it('an error is an assertive alert with its icon and optional id', () => {
    render(<Alert variant="error" message="Invalid passcode, please try again." id="otp-error" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Invalid passcode, please try again.');
    expect(alert.id).toBe('otp-error');
    expect(alert.querySelector('svg[aria-hidden="true"][focusable="false"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each<AlertVariant>(['warning', 'success', 'info'])('a %s is a polite status', (variant) => {
    render(<Alert variant={variant} message="Passcode sent." />);
    expect(screen.getByRole('status').textContent).toBe('Passcode sent.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes http(s) URLs links and keeps everything else text', () => {
    render(
      <Alert
        variant="error"
        message="See https://docs.example.com/errors for help. <b>not bold</b> javascript:alert(1)"
      />,
    );
    const link = screen.getByRole('link', { name: 'https://docs.example.com/errors' });
    expect(link.getAttribute('href')).toBe('https://docs.example.com/errors');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('alert').querySelector('b')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('<b>not bold</b> javascript:alert(1)');
  });
});
