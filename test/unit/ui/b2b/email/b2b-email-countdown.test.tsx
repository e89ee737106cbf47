// @vitest-environment jsdom
/**
 * The B2B email passcode's expiry countdown (docs/behaviour.md §11, "Email") in the B2B widget over
 * a real B2B client with fake fetch (test/unit/core/b2b/b2b-harness.ts) and a fake clock: m:ss
 * from the screen's arrival, 'Your code has expired.' with the field disabled at 0:00, a resend's
 * new countdown, and a code the server refuses as expired.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { B2BWidgetRoot } from '../../../../../src/ui/b2b/b2b-widget-root';
import type { B2BLoginConfig } from '../../../../../src/ui/b2b/config/b2b-config-types';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import { UI_MESSAGES } from '../../../../../src/ui/i18n/messages';
import { apiErrorBody, dataResponse, jsonResponse } from '../../../core/fakes';
import { b2bHarness } from '../../../core/b2b/b2b-harness';

const T = UI_MESSAGES;
const EMAIL = 'ada@acme.example';
const CONFIG: B2BLoginConfig = { authFlowType: 'Discovery', products: ['emailOtp'] };
const OTP: B2BWidgetState = { screen: 'B2BEmailOtp', email: EMAIL };
const FAKE: Parameters<typeof vi.useFakeTimers>[0] = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount() {
  const h = b2bHarness();
  const onError = vi.fn();
  render(<B2BWidgetRoot kind="b2bLogin" client={h.client} config={CONFIG} initialState={OTP} callbacks={{ onError }} />);
  const requests = () => h.apiCalls().map((call) => h.path(call));
  return { h, requests, onError };
}

const countdown = () => screen.queryByTestId('otp-countdown')?.textContent ?? null;
const field = () => screen.getByLabelText(T['b2b.email.otp.label']) as HTMLInputElement;
const typeCode = (value: string) => fireEvent.change(field(), { target: { value } });
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

// The flows and the screen's chunk load once per page: loaded here with real timers, so each
// test's fake clock starts on a rendered screen.
beforeAll(async () => {
  mount();
  await screen.findByTestId('otp-countdown');
  cleanup();
});

describe('the B2B email passcode’s countdown', () => {
  it('counts down m:ss from the arrival; at 0:00 the field is disabled and says so; a resend restarts it', async () => {
    vi.useFakeTimers(FAKE);
    const { h, requests } = mount();
    await settle();
    expect(countdown()).toBe('Your code expires in 5:00.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdown()).toBe('Your code expires in 4:59.');
    await act(() => vi.advanceTimersByTimeAsync(289_000));
    expect(countdown()).toBe('Your code expires in 0:10.');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(countdown()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(T['b2b.email.otp.expired']);
    expect(field().disabled).toBe(true);
    typeCode('123456');
    fireEvent.submit(field().form as HTMLFormElement);
    expect(requests()).toEqual([]); // an expired code is not sent

    h.answer(() => dataResponse({ request_id: 'r', status_code: 200 }));
    fireEvent.click(screen.getByRole('button', { name: T['b2b.email.otp.resend'] }));
    await settle();
    expect(requests()).toEqual(['/b2b/otps/email/discovery/send']);
    expect(countdown()).toBe('Your code expires in 5:00.');
    expect(field().disabled).toBe(false);
    expect(document.activeElement).toBe(field());
    expect(screen.queryByText(T['b2b.email.otp.expired'])).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(countdown()).toBe('Your code expires in 4:00.');
  });

  it('a code the server refuses as expired ends the countdown at once; a wrong one only marks the field', async () => {
    vi.useFakeTimers(FAKE);
    const { h, requests } = mount();
    await settle();
    h.answer(() => jsonResponse(401, apiErrorBody('otp_code_not_found', 401)));
    typeCode('111111');
    await settle();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(countdown()).toBe('Your code expires in 5:00.');

    h.answer(() => jsonResponse(401, { ...apiErrorBody('otp_code_not_found', 401), error_details: { reason: 'expired' } }));
    typeCode('222222');
    await settle();
    expect(requests()).toEqual(['/b2b/otps/email/discovery/authenticate', '/b2b/otps/email/discovery/authenticate']);
    expect(countdown()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(T['b2b.email.otp.expired']);
    expect(field().disabled).toBe(true);
  });
});
