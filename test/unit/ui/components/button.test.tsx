// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from '../../../../src/ui/components/button';
import { httpHref } from '../../../../src/ui/components/http-href';
import { MailIcon } from '../../../../src/ui/components/icons';
import { BUTTON_SPINNER_SIZE } from '../../../../src/ui/components/spinner';

afterEach(cleanup);

describe('Button', () => {
  it('renders its icon and label and clicks', () => {
    const onClick = vi.fn();
    render(
      <Button icon={<MailIcon />} onClick={onClick}>
        Continue with email
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue with email' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while pending shows the 18px spinner instead of the icon, is busy and disabled', () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" pending icon={<MailIcon />} onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    const spinner = screen.getByTestId('spinner');
    expect(BUTTON_SPINNER_SIZE).toBe(18);
    expect(spinner.style.width).toBe('18px');
    expect(spinner.style.height).toBe('18px');
    expect(button.querySelector('svg')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is neither busy nor disabled by default', () => {
    render(<Button variant="text">Resend</Button>);
    const button = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.disabled).toBe(false);
    expect(screen.queryByTestId('spinner')).toBeNull();
  });
});

describe('ButtonLink', () => {
  it('links an https URL in a new tab without opener or referrer', () => {
    render(
      <ButtonLink href="https://mail.example.com/inbox" icon={<MailIcon />}>
        Open inbox
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Open inbox' });
    expect(link.getAttribute('href')).toBe('https://mail.example.com/inbox');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('stays in the tab when not external', () => {
    render(
      <ButtonLink href="http://localhost:3000/done" external={false}>
        Done
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Done' });
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    '//mail.example.com',
    'mailto:jane@example.com',
    '',
    undefined,
    null,
  ])('renders nothing for %j', (href) => {
    const { container } = render(<ButtonLink href={href}>Open inbox</ButtonLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('httpHref normalises http(s) URLs and refuses the rest', () => {
    expect(httpHref(' https://Example.com/a ')).toBe('https://example.com/a');
    expect(httpHref('http://example.com')).toBe('http://example.com/');
    expect(httpHref('javascript:alert(1)')).toBeNull();
    expect(httpHref('https://')).toBeNull();
  });
});
