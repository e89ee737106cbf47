// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginConfig } from '../../../../src/ui/config/config-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otpState } from './otp-fixtures';
import {
  apiErrorBody,
  cleanup,
  createTestClient,
  dataResponse,
  deferred,
  jsonResponse,
  makeAuthResponse,
  renderWidget,
  type Handler,
} from './harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const EMAIL_SEND = 'POST /otps/email/login_or_create';
const AUTHENTICATE = 'POST /otps/authenticate';
const EMAIL_ONLY: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };


const passcode = () => screen.getByLabelText('Enter passcode') as HTMLInputElement;
const typeCode = (value: string) => fireEvent.change(passcode(), { target: { value } });

describe('email passcode form', () => {
  it('refuses an invalid email with "Invalid email address." and sends nothing', async () => {
    const { client, apiCalls } = createTestClient();
    renderWidget(client, { config: EMAIL_ONLY });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email address.');
    expect(apiCalls()).toEqual([]);
    client.destroy();
  });

  it('sends the code with the OTP options and opens the passcode screen', async () => {
    const { client, apiCalls, telemetry } = createTestClient({
      [EMAIL_SEND]: () => dataResponse({ request_id: 'r', method_id: 'email-method-1' }),
    });
    const rendered = renderWidget(client, {
      config: { products: ['otp'], otpOptions: { methods: ['email'], loginTemplateId: 'tpl', locale: 'en' } },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    // A single-field screen: focus goes to the field, whose description says where the code went.
    expect(document.activeElement).toBe(passcode());
    expect(document.getElementById(passcode().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A 6-digit passcode was sent to you at ada@example.com.',
    );
    expect(apiCalls()[0]?.body).toEqual({ email: 'ada@example.com', expiration_minutes: 5, login_template_id: 'tpl', locale: 'en' });
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'A 6-digit passcode was sent to you at ada@example.com.'),
    ).toBeTruthy();
    expect(rendered.events).toEqual([{ type: 'OTPsLoginOrCreate', data: expect.objectContaining({ method_id: 'email-method-1' }) }]);
    expect(await telemetry()).toContainEqual(
      expect.objectContaining({ event_name: 'email_sent', details: { email: 'ada@example.com', type: 'login_or_create_otp' } }),
    );
    client.destroy();
  });
});

describe('email passcode flow end to end (StrictMode)', () => {
  it('goes Main → OTPAuthenticate → OTPConfirmation and completes exactly once', async () => {
    const { client, apiCalls } = createTestClient({
      [EMAIL_SEND]: () => dataResponse({ request_id: 'r', method_id: 'email-method-1' }),
      [AUTHENTICATE]: () => dataResponse(makeAuthResponse()),
    });
    const rendered = renderWidget(client, { config: EMAIL_ONLY, strict: true });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    typeCode('424242');
    await screen.findByRole('heading', { name: 'Success!' });
    expect(apiCalls().map((c) => c.path)).toEqual(['/otps/email/login_or_create', '/otps/authenticate']);
    expect(rendered.events.map((e) => e.type)).toEqual(['OTPsLoginOrCreate', 'OTPsAuthenticate', 'AuthenticateFlowComplete']);
    expect(client.session.getSync()).not.toBeNull();
    client.destroy();
  });
});

describe('OTPAuthenticate', () => {
  it('has one labelled numeric field: digits only, at most 6', () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    const input = passcode();
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    // No maxlength: it would cut '123 456' to '123 45' before the digits are taken.
    expect(input.hasAttribute('maxlength')).toBe(false);
    typeCode('12a 3-4');
    expect(input.value).toBe('1234');
    typeCode('1234567');
    expect(input.value).toBe('123456');
    client.destroy();
  });

  it.each(['123 456', '123-456', ' 123456', '123456 '])('submits a pasted or autofilled %j as 123456', async (pasted) => {
    const { client, apiCalls } = createTestClient({
      [AUTHENTICATE]: () => jsonResponse(401, apiErrorBody('otp_code_not_found', 401)),
    });
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    typeCode(pasted);
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    expect(apiCalls()[0]?.body).toMatchObject({ token: '123456', method_id: 'email-method-1' });
    client.destroy();
  });

  it('race: Back while the code is being verified, then the success arrives: no Success!, no AuthenticateFlowComplete', async () => {
    const answer = deferred<Response>();
    const { client } = createTestClient({ [AUTHENTICATE]: () => answer.promise });
    const rendered = renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    typeCode('123456');
    await screen.findByText('Verifying passcode...');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    await act(async () => answer.resolve(dataResponse(makeAuthResponse())));
    await act(async () => {});
    expect(screen.queryByText('Success!')).toBeNull();
    expect(rendered.events.filter((e) => e.type === 'AuthenticateFlowComplete')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    client.destroy();
  });

  it('race: Enter while the code is being verified neither clears the code nor sends again', async () => {
    const answer = deferred<Response>();
    const { client, apiCalls } = createTestClient({ [AUTHENTICATE]: () => answer.promise });
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    typeCode('123456');
    await screen.findByText('Verifying passcode...');
    fireEvent.submit(passcode().form as HTMLFormElement);
    fireEvent.submit(passcode().form as HTMLFormElement);
    expect(passcode().value).toBe('123456');
    expect(apiCalls()).toHaveLength(1);
    await act(async () => answer.resolve(jsonResponse(401, apiErrorBody('otp_code_not_found', 401))));
    expect(passcode().value).toBe('');
    client.destroy();
  });

  it('a server error that is not the input shows in the alert and leaves the field valid', async () => {
    const { client } = createTestClient({
      [AUTHENTICATE]: () => jsonResponse(503, apiErrorBody('internal_server_error', 503)),
    });
    const rendered = renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    typeCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe('server says internal_server_error');
    expect(passcode().getAttribute('aria-invalid')).toBeNull();
    expect(passcode().getAttribute('aria-describedby')).not.toContain(screen.getByRole('alert').id || 'none');
    expect(rendered.errors).toHaveLength(1);
    client.destroy();
  });

  it('a wrong code is an input error: the field is marked invalid and described by the message', async () => {
    const { client } = createTestClient({
      [AUTHENTICATE]: () => jsonResponse(401, apiErrorBody('otp_code_not_found', 401)),
    });
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    typeCode('123456');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid passcode, please try again.');
    expect(passcode().getAttribute('aria-invalid')).toBe('true');
    expect(passcode().getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    client.destroy();
  });

  it('follows the server: an expired code disables the field until a new code is sent', async () => {
    const { client, apiCalls } = createTestClient({
      [AUTHENTICATE]: () =>
        jsonResponse(401, { ...apiErrorBody('otp_code_not_found', 401), error_details: { reason: 'expired' } }),
      [EMAIL_SEND]: () => dataResponse({ request_id: 'r', method_id: 'email-method-2' }),
    });
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    // The browser's countdown still shows time left; the server's word wins.
    expect(screen.getByTestId('otp-countdown').textContent).toBe('Your code expires in 5:00.');
    typeCode('123456');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your code has expired.'));
    expect(passcode().disabled).toBe(true);
    expect(screen.queryByTestId('otp-countdown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(passcode().disabled).toBe(false));
    expect(screen.getByTestId('otp-countdown').textContent).toBe('Your code expires in 5:00.');
    expect(apiCalls().map((c) => c.path)).toEqual(['/otps/authenticate', '/otps/email/login_or_create']);
    expect(document.activeElement).toBe(passcode());
    client.destroy();
  });

  it('auto-submits at 6 digits, shows "Verifying passcode..." with a progress bar, handles a wrong code, then succeeds', async () => {
    const answers: Array<ReturnType<typeof deferred<Response>>> = [];
    const authenticate: Handler = () => {
      const answer = deferred<Response>();
      answers.push(answer);
      return answer.promise;
    };
    const { client, apiCalls } = createTestClient({ [AUTHENTICATE]: authenticate });
    const rendered = renderWidget(client, { config: EMAIL_ONLY, initialState: otpState(), strict: true });

    typeCode('12345');
    expect(apiCalls()).toEqual([]);
    typeCode('123456');
    expect(await screen.findByText('Verifying passcode...')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Verifying passcode...' })).toBeTruthy();
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    expect(apiCalls()[0]?.body).toMatchObject({ token: '123456', method_id: 'email-method-1', session_duration_minutes: 30 });

    await act(async () => answers[0]?.resolve(jsonResponse(404, apiErrorBody('otp_code_not_found', 404))));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid passcode, please try again.');
    expect(passcode().value).toBe('');
    expect(document.activeElement).toBe(passcode());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(rendered.errors).toHaveLength(1);

    typeCode('654321');
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]?.resolve(dataResponse(makeAuthResponse())));
    const heading = await screen.findByRole('heading', { name: 'Success!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Your passcode has been successfully verified.')).toBeTruthy();
    expect(rendered.events.map((e) => e.type)).toEqual(['OTPsAuthenticate', 'AuthenticateFlowComplete']);
    expect(rendered.events[1]).toEqual({ type: 'AuthenticateFlowComplete', data: {} });
    // Re-rendering the success screen fires nothing more.
    rendered.rerender(<></>);
    expect(rendered.events.filter((e) => e.type === 'AuthenticateFlowComplete')).toHaveLength(1);
    client.destroy();
  });

  it('auto-submits once per completed code; Enter does not send an incomplete one', async () => {
    const { client, apiCalls } = createTestClient({ [AUTHENTICATE]: () => dataResponse(makeAuthResponse()) });
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    typeCode('123456');
    await screen.findByRole('heading', { name: 'Success!' });
    expect(apiCalls()).toHaveLength(1);
    cleanup();
    const second = createTestClient({ [AUTHENTICATE]: () => jsonResponse(404, apiErrorBody('otp_code_not_found', 404)) });
    renderWidget(second.client, { config: EMAIL_ONLY, initialState: otpState() });
    typeCode('123456');
    await screen.findByRole('alert');
    typeCode('12345');
    fireEvent.submit(passcode().form as HTMLFormElement);
    expect(second.apiCalls()).toHaveLength(1); // incomplete: not sent
    client.destroy();
    second.client.destroy();
  });

  it('counts down m:ss each second and says when the code has expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { client } = createTestClient();
    renderWidget(client, { config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 1 } }, initialState: otpState({ expiresAt: Date.now() + 60_000 }) });
    const countdown = () => screen.getByTestId('otp-countdown').textContent;
    expect(countdown()).toBe('Your code expires in 1:00.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdown()).toBe('Your code expires in 0:59.');
    await act(() => vi.advanceTimersByTimeAsync(49_000));
    expect(countdown()).toBe('Your code expires in 0:10.');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByTestId('otp-countdown')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Your code has expired.');
    // Until a new code is sent the field is disabled and resending is the main action.
    expect(passcode().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    client.destroy();
  });

  it('uses the default 5 minutes', () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    expect(screen.getByTestId('otp-countdown').textContent).toBe('Your code expires in 5:00.');
    client.destroy();
  });

  it('resends: Sending... → "Code sent" for 2 s → Resend code, with the "Email resent" toast and a fresh countdown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const send = deferred<Response>();
    const { client, apiCalls, telemetry } = createTestClient({ [EMAIL_SEND]: () => send.promise });
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByTestId('otp-countdown').textContent).toBe('Your code expires in 4:30.');

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    const sending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    await act(async () => send.resolve(dataResponse({ request_id: 'r', method_id: 'email-method-2' })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect((screen.getByRole('button', { name: 'Code sent' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Email resent');
    expect(screen.getByTestId('otp-countdown').textContent).toBe('Your code expires in 5:00.');
    expect(apiCalls()[0]?.body).toEqual({ email: 'ada@example.com', expiration_minutes: 5 });

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('button', { name: 'Code sent' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
    // The success toast lasts 2 s.
    expect(screen.getByRole('status').textContent).not.toContain('Email resent');
    expect(await telemetry()).toContainEqual(
      expect.objectContaining({ event_name: 'email_try_again_clicked', details: { email: 'ada@example.com', type: 'login_or_create_otp' } }),
    );
    client.destroy();
  });

  it('goes back to "Resend code" and shows the error when the resend fails', async () => {
    const { client } = createTestClient({ [EMAIL_SEND]: () => jsonResponse(429, apiErrorBody('user_lock_limit_reached', 429)) });
    const rendered = renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed authentication attempts. Please try again later.');
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
    expect(rendered.errors).toHaveLength(1);
    client.destroy();
  });

  it('resends an SMS code to the E.164 number with a "Code resent" toast', async () => {
    const { client, apiCalls } = createTestClient({
      'POST /otps/sms/login_or_create': () => dataResponse({ request_id: 'r', method_id: 'phone-method-2' }),
    });
    renderWidget(client, {
      config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
      initialState: otpState({ type: 'sms', methodId: 'phone-method-1', destination: '+12133734253', otpDestination: '+1 213 373 4253' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByRole('button', { name: 'Code sent' });
    expect(apiCalls()[0]?.body).toEqual({ phone_number: '+12133734253', expiration_minutes: 5 });
    expect(screen.getByRole('status').textContent).toContain('Code resent');
    client.destroy();
  });

  it('the back arrow returns to Main', async () => {
    const { client } = createTestClient();
    renderWidget(client, { config: EMAIL_ONLY, initialState: otpState() });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(document.activeElement).toBe(heading);
    client.destroy();
  });
});
