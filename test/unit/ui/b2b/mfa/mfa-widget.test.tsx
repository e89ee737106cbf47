// @vitest-environment jsdom
/**
 * The MFA screens in the B2B widget (docs/architecture.md, "B2B widget"), from an `initialState`
 * on the flow's first screen, with a real B2B client (holding the intermediate session of a
 * pending sign-in) over fake fetch: the requests sent, the QR code drawn locally, the recovery
 * codes, wrong codes and a lost intermediate session.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { encode } from 'uqr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member, Organization } from '../../../../../src/core/b2b';
import type { PorticoB2BEvent } from '../../../../../src/ui/b2b/b2b-events';
import type { B2BLoginConfig } from '../../../../../src/ui/b2b/config/b2b-config-types';
import { B2BWidgetRoot } from '../../../../../src/ui/b2b/b2b-widget-root';
import type { B2BWidgetState } from '../../../../../src/ui/flows/b2b';
import { firstMfaScreen } from '../../../../../src/ui/flows/b2b/mfa/first-screen';
import { MESSAGES, UI_MESSAGES } from '../../../../../src/ui/i18n/messages';
import { apiErrorBody, dataResponse, jsonResponse, type RecordedCall } from '../../../core/fakes';
import { b2bHarness, makeMember, makeOrganization, mfaAnswer, sessionAnswer } from '../../../core/b2b/b2b-harness';
import { loadPhoneLib } from '../../../../../src/ui/phone/parse-phone';
import { totpCode } from './totp-code';

const T = UI_MESSAGES;
const WHO = { organization_id: 'organization-test-1', member_id: 'member-test-1' };
const IST = { intermediate_session_token: 'ist-mfa-1' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}-abcd`);
const CONFIG: B2BLoginConfig = { authFlowType: 'Organization', products: ['emailOtp'] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A client whose sign-in owes MFA: it holds the intermediate session 'ist-mfa-1'. */
async function pendingMfa() {
  const h = b2bHarness();
  h.answer(() => dataResponse(mfaAnswer()));
  await h.client.otps.email.authenticate({
    code: '123456',
    email_address: 'ada@acme.example',
    organization_id: 'organization-test-1',
    session_duration_minutes: 30,
  });
  return h;
}

function mfaState(options: { phone?: string; totp?: string; organization?: Record<string, unknown> } = {}): B2BWidgetState {
  const member = makeMember() as unknown as Member;
  const organization = makeOrganization(options.organization) as unknown as Organization;
  const hasFactor = options.phone !== undefined || options.totp !== undefined;
  return firstMfaScreen({
    member,
    organization,
    mfaRequired: {
      member_options: hasFactor ? { mfa_phone_number: options.phone ?? '', totp_registration_id: options.totp ?? '' } : null,
      secondary_auth_initiated: null,
    },
  }) as B2BWidgetState;
}

async function renderMfa(
  initialState: B2BWidgetState,
  options: { config?: B2BLoginConfig; strict?: boolean; answers?: Parameters<Awaited<ReturnType<typeof pendingMfa>>['answer']>[0][] } = {},
) {
  const h = await pendingMfa();
  // Answers the screen's arrival needs, queued before it renders.
  for (const answer of options.answers ?? []) h.answer(answer);
  const events: PorticoB2BEvent[] = [];
  const errors: Error[] = [];
  const element = (
    <B2BWidgetRoot
      kind="b2bLogin"
      client={h.client}
      config={options.config ?? CONFIG}
      initialState={initialState}
      callbacks={{ onEvent: (event) => events.push(event), onError: (error) => errors.push(error) }}
    />
  );
  render(options.strict ? <StrictMode>{element}</StrictMode> : element);
  // The pending sign-in's own request is not the flow's.
  const requests = () => h.apiCalls().slice(1).map((call) => [h.path(call), call.body]);
  return { h, events, errors, requests };
}

/** The dark modules of the widget's QR SVG: its path is one `M x y h n v1 h -n z` per run. */
function modulesOf(svg: Element): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y, n] of (svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(n); i += 1) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

const passcode = () => screen.getByLabelText(T['b2b.mfa.codeLabel']) as HTMLInputElement;
const typeCode = (value: string) => fireEvent.change(passcode(), { target: { value } });
const eventTypes = (events: PorticoB2BEvent[]) => events.map((event) => event.type);

const created = () =>
  dataResponse({
    request_id: 'r',
    status_code: 200,
    member_id: 'member-test-1',
    member: makeMember(),
    organization: makeOrganization(),
    totp_registration_id: 'totp-1',
    secret: SECRET,
    // The provider's answer: an image, not an otpauth:// URI; the widget builds the URI itself.
    qr_code: 'data:image/png;base64,AAAA',
    recovery_codes: CODES,
  });

/** Accepts only the code an authenticator app would show now for SECRET. */
const checksTotp = (call: RecordedCall) =>
  (call.body as { code: string }).code === totpCode(SECRET, Date.now())
    ? dataResponse(sessionAnswer({ member: makeMember({ totp_registration_id: 'totp-1' }) }))
    : jsonResponse(401, apiErrorBody('otp_code_not_found'));

describe('TOTP enrolment', () => {
  it('creates once (StrictMode), draws the QR code locally, shows the secret, takes the first code, then the recovery codes', async () => {
    const { h, events, errors, requests } = await renderMfa(mfaState(), {
      config: { ...CONFIG, mfaProductInclude: ['totp'] },
      strict: true,
    });
    h.answer(created);
    // One method only: straight to its enrolment.
    await screen.findByRole('heading', { name: T['b2b.mfa.totpEnrollTitle'] });
    const qr = await screen.findByRole('img', { name: T['b2b.mfa.qrLabel'] });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The drawing is the QR code of the otpauth:// URI built from the secret (the answer's
    // `qr_code` is an image here): its dark modules, read back from the path, are that code's.
    const uri = 'otpauth://totp/Acme%3Aada%40acme.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Acme&algorithm=SHA1&digits=6&period=30';
    expect(modulesOf(qr)).toEqual(encode(uri, { ecc: 'M', border: 4 }).data);
    // Nothing is fetched for the image: no <img>, no request but the create.
    expect(document.querySelector('img')).toBeNull();
    expect(requests()).toEqual([['/b2b/totp', { ...WHO, ...IST }]]);

    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.showSecret'] }));
    expect(screen.getByTestId('mfa-totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.copySecret'] }));
    await screen.findByText(T['b2b.mfa.secretCopied']);
    expect(writeText).toHaveBeenCalledWith(SECRET);

    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.continue'] }));
    await screen.findByRole('heading', { name: T['b2b.mfa.totpTitle'] });
    expect(screen.getByText(T['b2b.mfa.totpNewCode'])).toBeTruthy();
    // While enrolling there is no backup code yet.
    expect(screen.queryByRole('button', { name: T['b2b.mfa.useRecoveryCode'] })).toBeNull();
    h.answer(checksTotp);
    const code = totpCode(SECRET, Date.now());
    typeCode(code);

    await screen.findByRole('heading', { name: T['b2b.mfa.recoverySaveTitle'] });
    const list = screen.getByRole('list', { name: T['b2b.mfa.recoveryCodesLabel'] });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(requests()[1]).toEqual(['/b2b/totp/authenticate', { ...WHO, code, session_duration_minutes: 60, ...IST }]);
    expect(h.cookie('stytch_session')).toBe('session-token-1');
    expect(eventTypes(events)).toEqual(['B2B_TOTP_CREATE', 'B2B_TOTP_AUTHENTICATE']);
    expect(errors).toEqual([]);
    // Signed in: no back arrow to the login form.
    expect(screen.queryByRole('button', { name: T['common.back'] })).toBeNull();
  });

  it('the recovery codes: Copy all (and its failure), Download as a text file named after the organization', async () => {
    const state = { screen: 'MfaRecoveryCodesSave', member: makeMember(), organization: makeOrganization(), codes: CODES } as unknown as B2BWidgetState;
    await renderMfa(state);
    await screen.findByRole('heading', { name: T['b2b.mfa.recoverySaveTitle'] });
    expect(screen.getByText(T['b2b.mfa.recoverySaveBody'])).toBeTruthy();

    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.copyAll'] }));
    await screen.findByText(T['b2b.mfa.copied']);
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.copyAll'] }));
    await screen.findByText(T['b2b.mfa.copyFailed']);

    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.download'] }));
    expect(clicked.map((a) => [a.download, a.href])).toEqual([['Acme-backup-codes.txt', 'blob:codes']]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text).toBe(`${CODES.join('\n')}\n`);
    // 'Done' hands over to the success screen (b2bMain/signedIn); the codes exist only here.
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.done'] }));
    await screen.findByRole('heading', { name: T['b2b.signedIn.title'] });
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });
});

describe('a failed create', () => {
  it('shows the error and Try again, which creates again', async () => {
    const { h, errors, requests } = await renderMfa(mfaState(), { config: { ...CONFIG, mfaProductInclude: ['totp'] } });
    h.answer(() => jsonResponse(500, apiErrorBody('internal_server_error', 500)));
    const retry = await screen.findByRole('button', { name: T['common.tryAgain'] });
    expect(screen.getByRole('alert').textContent).toContain('server says internal_server_error');
    expect(errors).toHaveLength(1);
    h.answer(created);
    fireEvent.click(retry);
    await screen.findByRole('img', { name: T['b2b.mfa.qrLabel'] });
    expect(requests().map(([path]) => path)).toEqual(['/b2b/totp', '/b2b/totp']);
  });
});

describe('later sign-ins', () => {
  it('TOTP: a wrong code shows the catalogue message on the field, the right one signs in', async () => {
    const { h, events, errors, requests } = await renderMfa(mfaState({ totp: 'totp-1' }));
    await screen.findByRole('heading', { name: T['b2b.mfa.totpTitle'] });
    h.answer(checksTotp);
    typeCode('000000' === totpCode(SECRET, Date.now()) ? '111111' : '000000');
    await screen.findByText(MESSAGES.otp_code_not_found);
    expect(passcode().getAttribute('aria-invalid')).toBe('true');
    expect(passcode().value).toBe('');
    expect(errors.map((e) => (e as { error_type?: string }).error_type)).toEqual(['otp_code_not_found']);

    h.answer(checksTotp);
    typeCode(totpCode(SECRET, Date.now()));
    await waitFor(() => expect(eventTypes(events)).toEqual(['B2B_TOTP_AUTHENTICATE', 'AuthenticateFlowComplete']));
    expect(requests().map(([path]) => path)).toEqual(['/b2b/totp/authenticate', '/b2b/totp/authenticate']);
    expect(h.cookie('stytch_session')).toBe('session-token-1');
    expect(h.cookie('stytch_intermediate_session_token')).toBeNull();
  });

  it("a backup code: 'Use a backup code' → an empty field sends nothing → a used code → a good one", async () => {
    const { h, events, requests } = await renderMfa(mfaState({ totp: 'totp-1', phone: '+15555550123' }));
    await screen.findByRole('heading', { name: T['b2b.mfa.totpTitle'] });
    expect(screen.getByRole('button', { name: T['b2b.mfa.useSms'] })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.useRecoveryCode'] }));
    await screen.findByRole('heading', { name: T['b2b.mfa.recoveryEntryTitle'] });
    const field = screen.getByLabelText(T['b2b.mfa.recoveryCodeLabel']) as HTMLInputElement;
    expect(document.activeElement).toBe(field);

    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.continue'] }));
    expect(await screen.findByText(T['b2b.mfa.recoveryCodeRequired'])).toBeTruthy();
    expect(requests()).toEqual([]);

    h.answer(() => jsonResponse(401, apiErrorBody('unable_to_authenticate_recovery_code')));
    fireEvent.change(field, { target: { value: ' used-code ' } });
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.continue'] }));
    expect(await screen.findByText(MESSAGES.unable_to_authenticate_recovery_code)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    h.answer(() => dataResponse({ ...sessionAnswer(), recovery_codes_remaining: 9 }));
    fireEvent.change(field, { target: { value: 'code-0001-abcd' } });
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.continue'] }));
    await waitFor(() => expect(eventTypes(events)).toEqual(['B2B_RECOVERY_CODES_RECOVER', 'AuthenticateFlowComplete']));
    expect(requests()).toEqual([
      ['/b2b/recovery_codes/recover', { ...WHO, recovery_code: 'used-code', session_duration_minutes: 60, ...IST }],
      ['/b2b/recovery_codes/recover', { ...WHO, recovery_code: 'code-0001-abcd', session_duration_minutes: 60, ...IST }],
    ]);
  });

  it('SMS: the code is sent once on arrival (StrictMode), then checked; resend toasts', async () => {
    const { h, events, requests } = await renderMfa(mfaState({ phone: '+15555550123' }), { strict: true });
    h.answer(() => dataResponse({ request_id: 'r', status_code: 200 }));
    await screen.findByRole('heading', { name: T['b2b.mfa.smsTitle'] });
    await waitFor(() => expect(requests()).toEqual([['/b2b/otps/sms/send', { ...WHO, ...IST }]]));
    await waitFor(() =>
      expect(document.getElementById(passcode().getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(
        'A 6-digit passcode was sent to you at +15555550123.',
      ),
    );

    h.answer(() => dataResponse({ request_id: 'r', status_code: 200 }));
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.resend'] }));
    await screen.findByText(T['b2b.mfa.codeResent']);

    h.answer(() => dataResponse(sessionAnswer()));
    typeCode('123456');
    await waitFor(() => expect(eventTypes(events)).toEqual(['B2B_SMS_OTP_SEND', 'B2B_SMS_OTP_SEND', 'B2B_SMS_OTP_AUTHENTICATE', 'AuthenticateFlowComplete']));
    expect(requests()[2]).toEqual(['/b2b/otps/sms/authenticate', { ...WHO, code: '123456', session_duration_minutes: 60, ...IST }]);
  });
});

describe('enrolment choice and SMS enrolment', () => {
  it('lists the methods in the configured order; Text me a code → a phone number → the code', async () => {
    // The phone parser is a lazy chunk: here before the form needs it, so no wait depends on its load.
    await loadPhoneLib();
    const { h, events, requests } = await renderMfa(mfaState(), { config: { ...CONFIG, mfaProductOrder: ['smsOtp', 'totp'] } });
    await screen.findByRole('heading', { name: T['b2b.mfa.enrollTitle'] });
    const list = screen.getByRole('list', { name: T['b2b.mfa.methodsLabel'] });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([T['b2b.mfa.method.smsOtp'], T['b2b.mfa.method.totp']]);
    fireEvent.click(within(list).getByRole('button', { name: T['b2b.mfa.method.smsOtp'] }));
    await screen.findByRole('heading', { name: T['b2b.mfa.smsEnrollTitle'] });

    // An invalid number sends nothing.
    fireEvent.change(screen.getByLabelText(T['field.phoneNumber']), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: T['main.sendCode'] }));
    expect(await screen.findByText(T['validation.phoneFormatInvalid'])).toBeTruthy();
    expect(requests()).toEqual([]);

    h.answer(() => dataResponse({ request_id: 'r', status_code: 200 }));
    fireEvent.change(screen.getByLabelText(T['field.phoneNumber']), { target: { value: '2025550123' } });
    fireEvent.click(screen.getByRole('button', { name: T['main.sendCode'] }));
    await screen.findByRole('heading', { name: T['b2b.mfa.smsTitle'] });
    expect(requests()).toEqual([['/b2b/otps/sms/send', { ...WHO, mfa_phone_number: '+12025550123', ...IST }]]);

    h.answer(() => dataResponse(sessionAnswer()));
    typeCode('654321');
    await waitFor(() => expect(eventTypes(events)).toEqual(['B2B_SMS_OTP_SEND', 'B2B_SMS_OTP_AUTHENTICATE', 'AuthenticateFlowComplete']));
    expect(requests()[1]).toEqual(['/b2b/otps/sms/authenticate', { ...WHO, code: '654321', session_duration_minutes: 60, ...IST }]);
  });

  it('an organization that allows only SMS: straight to the phone number (once, under StrictMode)', async () => {
    await renderMfa(mfaState({ organization: { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] } }), { strict: true });
    await screen.findByRole('heading', { name: T['b2b.mfa.smsEnrollTitle'] });
    expect(screen.queryByRole('button', { name: T['b2b.mfa.goBack'] })).toBeNull();
  });
});

describe('a lost intermediate session', () => {
  it('shows the catalogue message and Start over, back to the first screen', async () => {
    const { h, errors } = await renderMfa(mfaState({ totp: 'totp-1' }), { config: { ...CONFIG, organizationSlug: 'acme' } });
    await screen.findByRole('heading', { name: T['b2b.mfa.totpTitle'] });
    h.answer(() => jsonResponse(404, apiErrorBody('intermediate_session_not_found', 404)));
    typeCode('123456');
    await screen.findByRole('heading', { name: T['b2b.mfa.expiredTitle'] });
    expect(screen.getByText(MESSAGES.intermediate_session_not_found)).toBeTruthy();
    expect(errors).toHaveLength(1);
    // The Organization login's first screen looks the organization up again, then shows its sign-in.
    h.answer(() => dataResponse({ request_id: 'r-slug', status_code: 200, organization: makeOrganization({ sso_active_connections: [] }) }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.startOver'] }));
    });
    expect(await screen.findByRole('heading', { name: T['b2b.organization.title'].replace('{organization}', 'Acme') })).toBeTruthy();
  });

  it('on the TOTP enrolment, too', async () => {
    const { h } = await renderMfa(mfaState(), { config: { ...CONFIG, mfaProductInclude: ['totp'] } });
    h.answer(() => jsonResponse(404, apiErrorBody('intermediate_session_not_found', 404)));
    await screen.findByRole('heading', { name: T['b2b.mfa.expiredTitle'] });
  });
});

describe('the SMS code’s expiry countdown', () => {
  const FAKE: Parameters<typeof vi.useFakeTimers>[0] = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] };
  const countdown = () => screen.queryByTestId('otp-countdown')?.textContent ?? null;
  const sent = () => dataResponse({ request_id: 'r', status_code: 200 });

  afterEach(() => {
    vi.useRealTimers();
  });

  // The flows and the screen's chunk load once per page: loaded here, with real timers, so the
  // tests' fake clock starts on a rendered screen.
  beforeAll(async () => {
    const state = mfaState({ phone: '+15555550123' }) as Extract<B2BWidgetState, { screen: 'MfaSmsEntry' }>;
    await renderMfa({ ...state, sent: true });
    await screen.findByTestId('otp-countdown');
    cleanup();
  });

  it('counts down m:ss from the send; at 0:00 the field is disabled and says so; a resend starts a new countdown', async () => {
    vi.useFakeTimers(FAKE);
    const { h, requests } = await renderMfa(mfaState({ phone: '+15555550123' }), { answers: [sent] });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests()).toEqual([['/b2b/otps/sms/send', { ...WHO, ...IST }]]);
    expect(countdown()).toBe('Your code expires in 5:00.');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdown()).toBe('Your code expires in 4:59.');
    await act(() => vi.advanceTimersByTimeAsync(289_000));
    expect(countdown()).toBe('Your code expires in 0:10.');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(countdown()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(T['b2b.mfa.expired']);
    expect(passcode().disabled).toBe(true);
    typeCode('123456');
    fireEvent.submit(passcode().form as HTMLFormElement);
    expect(requests()).toHaveLength(1); // an expired code is not sent

    h.answer(sent);
    fireEvent.click(screen.getByRole('button', { name: T['b2b.mfa.resend'] }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests()).toHaveLength(2);
    expect(countdown()).toBe('Your code expires in 5:00.');
    expect(passcode().disabled).toBe(false);
    expect(document.activeElement).toBe(passcode());
    expect(screen.queryByText(T['b2b.mfa.expired'])).toBeNull();
  });

  it('a code the server refuses as expired ends the countdown at once, whatever the browser’s clock says', async () => {
    vi.useFakeTimers(FAKE);
    const { h, requests, errors } = await renderMfa(mfaState({ phone: '+15555550123' }), { answers: [sent] });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(countdown()).toBe('Your code expires in 5:00.');
    h.answer(() => jsonResponse(401, { ...apiErrorBody('otp_code_not_found', 401), error_details: { reason: 'expired' } }));
    typeCode('123456');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests()[1]?.[0]).toBe('/b2b/otps/sms/authenticate');
    expect(countdown()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(T['b2b.mfa.expired']);
    expect(passcode().disabled).toBe(true);
    expect(passcode().getAttribute('aria-invalid')).not.toBe('true');
    // Every failure reaches onError (docs/behaviour.md §11), this one too.
    expect(errors).toHaveLength(1);
  });

  it('a code the server texted with the sign-in counts from the screen’s arrival', async () => {
    vi.useFakeTimers(FAKE);
    const state = mfaState({ phone: '+15555550123' });
    await renderMfa({ ...(state as Extract<B2BWidgetState, { screen: 'MfaSmsEntry' }>), sent: true });
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(countdown()).toBe('Your code expires in 3:59.');
  });
});
