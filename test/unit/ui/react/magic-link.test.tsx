// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  cleanup,
  createTestClient,
  dataResponse,
  deferred,
  jsonResponse,
  renderWidget,
} from './harness';

afterEach(cleanup);

const SEND = 'POST /magic_links/email/login_or_create';

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
}

describe('email magic link form', () => {
  it('labels the email input for password managers and assistive tech', () => {
    const { client } = createTestClient();
    renderWidget(client);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.required).toBe(true);
    expect(input.placeholder).toBe('example@email.com');
    client.destroy();
  });

  it('asks for passkey autofill on the email input when passkeys are configured', () => {
    const { client } = createTestClient();
    renderWidget(client, { config: { products: ['emailMagicLinks', 'passkeys'] } });
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username webauthn');
    client.destroy();
  });

  it.each(['', 'not-an-email', 'a@b', 'a@b.c', 'a b@example.com'])('refuses %j with the catalogue text and sends nothing', async (value) => {
    const { client, apiCalls } = createTestClient();
    const rendered = renderWidget(client);
    typeEmail(value);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email format is invalid.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(apiCalls()).toEqual([]);
    expect(rendered.errors).toEqual([]);
    client.destroy();
  });

  it('sends the host options, spins while pending, then shows EmailConfirmation', async () => {
    const pending = deferred<Response>();
    const { client, apiCalls, telemetry } = createTestClient({ [SEND]: () => pending.promise });
    const rendered = renderWidget(client, {
      config: {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: {
          loginRedirectURL: 'http://localhost:3000/auth',
          signupRedirectURL: 'http://localhost:3000/signup',
          loginExpirationMinutes: 15,
          loginTemplateId: 'tpl-login',
          locale: 'en',
        },
      },
    });
    typeEmail(' ada@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const button = await waitFor(() => {
      const b = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
      expect(b.disabled).toBe(true);
      return b;
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    const spinner = button.querySelector<HTMLElement>('[data-testid="spinner"]');
    expect(spinner?.style.width).toBe('18px');
    // A second click while pending sends nothing more.
    fireEvent.click(button);

    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    expect(apiCalls()[0]?.body).toEqual({
      email: 'ada@example.com',
      login_magic_link_url: 'http://localhost:3000/auth',
      signup_magic_link_url: 'http://localhost:3000/signup',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 30,
      login_template_id: 'tpl-login',
      locale: 'en',
      create_user_as_pending: false,
    });

    await act(async () => pending.resolve(dataResponse({ request_id: 'r1', user_id: 'user-1', status_code: 200 })));
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'An email was sent to ada@example.com.')).toBeTruthy();
    expect(screen.getByText('ada@example.com').tagName).toBe('STRONG');
    expect(rendered.events).toEqual([
      { type: 'MagicLinkLoginOrCreate', data: expect.objectContaining({ user_id: 'user-1' }) },
    ]);
    expect(await telemetry()).toContainEqual(
      expect.objectContaining({ event_name: 'email_sent', details: { email: 'ada@example.com', type: 'login_or_create_eml' } }),
    );
    client.destroy();
  });

  it('links to Gmail, Yahoo and Outlook with the search narrowed to the hinted sender domain', async () => {
    const { client } = createTestClient({ [SEND]: () => dataResponse({ request_id: 'r1' }) });
    renderWidget(client, { config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { domainHint: 'mail.acme.test' } } });
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    const gmail = screen.getByRole('link', { name: 'Open Gmail' });
    expect(gmail.getAttribute('href')).toBe('https://mail.google.com/mail/u/0/#search/from%3A%40mail.acme.test+in%3Aanywhere');
    expect(gmail.getAttribute('target')).toBe('_blank');
    expect(gmail.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Open Yahoo' }).getAttribute('href')).toContain('mail.acme.test');
    expect(screen.getByRole('link', { name: 'Open Outlook' })).toBeTruthy();
    client.destroy();
  });

  it('uses the single bootstrap email domain when there is no hint', async () => {
    const { client } = createTestClient(
      { [SEND]: () => dataResponse({ request_id: 'r1' }) },
      { bootstrap: { email_domains: ['login.acme.test'] } },
    );
    renderWidget(client);
    await act(() => client.bootstrap.get());
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const gmail = await screen.findByRole('link', { name: 'Open Gmail' });
    expect(gmail.getAttribute('href')).toContain('from%3A%40login.acme.test');
    client.destroy();
  });

  it('Try again clears the email, logs email_try_again_clicked and returns to Main', async () => {
    const { client, telemetry } = createTestClient({ [SEND]: () => dataResponse({ request_id: 'r1' }) });
    renderWidget(client);
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(await telemetry()).toContainEqual(
      expect.objectContaining({
        event_name: 'email_try_again_clicked',
        details: { email: 'ada@example.com', type: 'login_or_create_eml' },
      }),
    );
    client.destroy();
  });

  it('Resend email sends the link again to the same address, spins, toasts "Email resent" and stays', async () => {
    const second = deferred<Response>();
    let sends = 0;
    const { client, apiCalls, telemetry } = createTestClient({
      [SEND]: () => (++sends === 1 ? dataResponse({ request_id: 'r1' }) : second.promise),
    });
    const rendered = renderWidget(client);
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    const resend = await waitFor(() => {
      const b = screen.getByRole('button', { name: 'Resend email' }) as HTMLButtonElement;
      expect(b.getAttribute('aria-busy')).toBe('true');
      return b;
    });
    expect(resend.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => second.resolve(dataResponse({ request_id: 'r2', user_id: 'user-1' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Email resent'));
    expect(apiCalls().map((c) => (c.body as { email: string }).email)).toEqual(['ada@example.com', 'ada@example.com']);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resend email' }) as HTMLButtonElement).disabled).toBe(false);
    expect(rendered.events.filter((e) => e.type === 'MagicLinkLoginOrCreate')).toHaveLength(2);
    expect((await telemetry()).filter((e) => e.event_name === 'email_sent')).toHaveLength(2);
    client.destroy();
  });

  it('a failed resend shows in the alert and leaves the screen as it was', async () => {
    let sends = 0;
    const { client } = createTestClient({
      [SEND]: () => (++sends === 1 ? dataResponse({ request_id: 'r1' }) : jsonResponse(503, apiErrorBody('internal_server_error', 503))),
    });
    const rendered = renderWidget(client);
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('server says internal_server_error');
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(rendered.errors).toHaveLength(1);
    client.destroy();
  });

  it('the back arrow returns to Main', async () => {
    const { client } = createTestClient({ [SEND]: () => dataResponse({ request_id: 'r1' }) });
    renderWidget(client);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    client.destroy();
  });

  it('shows a server error from the catalogue and reports it once', async () => {
    const { client } = createTestClient({ [SEND]: () => jsonResponse(400, apiErrorBody('inactive_email', 400)) });
    const rendered = renderWidget(client, { strict: true });
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
    );
    expect(rendered.errors).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    client.destroy();
  });

  it('shows an unknown server message as text, with only its http(s) links clickable', async () => {
    const { client } = createTestClient({
      [SEND]: () =>
        jsonResponse(400, {
          status_code: 400,
          request_id: 'r',
          error_type: 'brand_new_error',
          error_message: 'See https://stytch.com/docs/errors or javascript:alert(1) <b>bold</b>.',
          error_url: 'https://stytch.com/docs/errors',
        }),
    });
    renderWidget(client);
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('See https://stytch.com/docs/errors or javascript:alert(1) <b>bold</b>.');
    const links = alert.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://stytch.com/docs/errors');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(alert.querySelector('b')).toBeNull();
    client.destroy();
  });

  it('shows the network failure text when the server cannot be reached', async () => {
    const { client } = createTestClient({ [SEND]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const rendered = renderWidget(client);
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to contact our servers.');
    expect(rendered.errors).toHaveLength(1);
    client.destroy();
  });

  it('a throwing host callback does not break the flow', async () => {
    const { client } = createTestClient({ [SEND]: () => dataResponse({ request_id: 'r1' }) });
    const original = console.error;
    console.error = () => {};
    try {
      renderWidget(client, {
        callbacks: {
          onEvent: () => {
            throw new Error('host bug');
          },
        },
      });
      typeEmail('ada@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    } finally {
      console.error = original;
    }
    client.destroy();
  });
});
