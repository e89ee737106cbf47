import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserWebAuthnCeremonies } from '../../../../src/core/products/webauthn';
import { authenticateData, createHarness, makeUser } from './harness';

const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  cancelCeremony: vi.fn(),
}));

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: browser.startRegistration,
  startAuthentication: browser.startAuthentication,
  WebAuthnAbortService: { cancelCeremony: browser.cancelCeremony, createNewAbortSignal: () => new AbortController().signal },
}));

const creationOptions = {
  rp: { id: 'localhost', name: 'Local' },
  user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};
const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] };
const registration = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'cd', attestationObject: 'ao', transports: ['internal'] },
  clientExtensionResults: {},
};
const assertion = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

const UA = 'PorticoTest/1.0';

beforeEach(() => {
  vi.stubGlobal('navigator', { userAgent: UA });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('webauthn HTTP halves', () => {
  it('registerStart posts domain (page hostname by default), passkey flag, overrides and user agent', async () => {
    const h = createHarness({ href: 'http://localhost:3000/passkeys' });
    const start = { request_id: 'r', status_code: 200, user_id: 'user-test-1', public_key_credential_creation_options: '{}' };
    h.on('POST', '/webauthn/register/start', start);
    expect(await h.client.webauthn.registerStart()).toEqual(start);
    expect(h.last()).toMatchObject({ method: 'POST', path: '/webauthn/register/start' });
    expect(h.last().body).toEqual({ domain: 'localhost', user_agent: UA });

    await h.client.webauthn.registerStart({
      domain: 'example.com',
      authenticator_type: 'platform',
      is_passkey: true,
      override_id: 'id',
      override_name: 'name',
      override_display_name: 'display',
    });
    expect(h.last().body).toEqual({
      domain: 'example.com',
      authenticator_type: 'platform',
      return_passkey_credential_options: true,
      override_id: 'id',
      override_name: 'name',
      override_display_name: 'display',
      user_agent: UA,
    });
  });

  it('registerFinish posts the credential string and logs in', async () => {
    const h = createHarness();
    h.on('POST', '/webauthn/register', {
      ...authenticateData({ webauthn_registration_id: 'webauthn-registration-test-2' }),
      __user: makeUser(),
    });
    const data = await h.client.webauthn.registerFinish({ public_key_credential: '{"id":"x"}', session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/webauthn/register' });
    expect(h.last().body).toEqual({ public_key_credential: '{"id":"x"}', session_duration_minutes: 30 });
    expect(data.webauthn_registration_id).toBe('webauthn-registration-test-2');
    expect(data).not.toHaveProperty('__user');
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('authenticateStart picks primary/secondary and sends domain + passkey flag', async () => {
    const h = createHarness({ href: 'https://app.example.com/login' });
    const start = { request_id: 'r', status_code: 200, public_key_credential_request_options: '{}' };
    h.on('POST', '/webauthn/authenticate/start/primary', start);
    h.on('POST', '/webauthn/authenticate/start/secondary', start);
    await h.client.webauthn.authenticateStart({ is_passkey: true });
    expect(h.last().path).toBe('/webauthn/authenticate/start/primary');
    expect(h.last().body).toEqual({ domain: 'app.example.com', return_passkey_credential_options: true });
    await h.login();
    await h.client.webauthn.authenticateStart({ domain: 'example.com' });
    expect(h.last().path).toBe('/webauthn/authenticate/start/secondary');
    expect(h.last().body).toEqual({ domain: 'example.com' });
  });

  it('authenticateFinish posts the assertion string and logs in', async () => {
    const h = createHarness();
    h.on('POST', '/webauthn/authenticate', authenticateData({ webauthn_registration_id: 'w' }));
    await h.client.webauthn.authenticateFinish({ public_key_credential: '{}', session_duration_minutes: 30 });
    expect(h.last()).toMatchObject({ method: 'POST', path: '/webauthn/authenticate' });
    expect(h.last().body).toEqual({ public_key_credential: '{}', session_duration_minutes: 30 });
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('update PUTs the name and patches the cached user', async () => {
    const h = createHarness();
    await h.login();
    const registration = { ...makeUser().webauthn_registrations[0]!, name: 'Work laptop' };
    h.on('PUT', '/webauthn/update/webauthn-registration-test-1', { request_id: 'r', status_code: 200, webauthn_registration: registration });
    const data = await h.client.webauthn.update({
      webauthn_registration_id: 'webauthn-registration-test-1',
      name: 'Work laptop',
    });
    expect(h.last()).toMatchObject({ method: 'PUT', path: '/webauthn/update/webauthn-registration-test-1' });
    expect(h.last().body).toEqual({ name: 'Work laptop' });
    expect(data.webauthn_registration.name).toBe('Work laptop');
    expect(h.client.user.getSync()?.webauthn_registrations[0]?.name).toBe('Work laptop');
  });
});

describe('webauthn ceremonies', () => {
  it('register: start, navigator ceremony with the parsed options, finish with the JSON credential', async () => {
    const h = createHarness();
    await h.login();
    h.on('POST', '/webauthn/register/start', {
      user_id: 'user-test-1',
      public_key_credential_creation_options: JSON.stringify(creationOptions),
    });
    h.on('POST', '/webauthn/register', authenticateData({ webauthn_registration_id: 'w-2' }));
    browser.startRegistration.mockResolvedValue(registration);
    const data = await h.client.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    const [start, finish] = h.calls().slice(-2);
    expect(start?.body).toEqual({ domain: 'localhost', return_passkey_credential_options: true, user_agent: UA });
    expect(finish?.path).toBe('/webauthn/register');
    expect(finish?.body).toEqual({ public_key_credential: JSON.stringify(registration), session_duration_minutes: 30 });
    expect(data.webauthn_registration_id).toBe('w-2');
  });

  it('authenticate: start, conditional ceremony, finish', async () => {
    const h = createHarness();
    h.on('POST', '/webauthn/authenticate/start/primary', {
      public_key_credential_request_options: JSON.stringify(requestOptions),
    });
    h.on('POST', '/webauthn/authenticate', authenticateData({ webauthn_registration_id: 'w' }));
    browser.startAuthentication.mockResolvedValue(assertion);
    await h.client.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 30, conditional_mediation: true });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions, useBrowserAutofill: true });
    const [start, finish] = h.calls().slice(-2);
    expect(start?.body).toEqual({ domain: 'localhost', return_passkey_credential_options: true });
    expect(finish?.body).toEqual({ public_key_credential: JSON.stringify(assertion), session_duration_minutes: 30 });
    expect(h.client.user.getSync()).not.toBeNull();
  });

  it('authenticate: an aborted signal cancels the ceremony and nothing is finished', async () => {
    const h = createHarness();
    h.on('POST', '/webauthn/authenticate/start/primary', {
      public_key_credential_request_options: JSON.stringify(requestOptions),
    });
    const controller = new AbortController();
    browser.startAuthentication.mockImplementation(
      () =>
        new Promise((_, reject) => {
          browser.cancelCeremony.mockImplementation(() => reject(new DOMException('aborted', 'AbortError')));
          controller.abort();
        }),
    );
    await expect(
      h.client.webauthn.authenticate({ session_duration_minutes: 30, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(browser.cancelCeremony).toHaveBeenCalled();
    expect(h.calls().map((c) => c.path)).toEqual(['/webauthn/authenticate/start/primary']);

    const already = new AbortController();
    already.abort();
    await expect(h.client.webauthn.authenticate({ session_duration_minutes: 30, signal: already.signal })).rejects.toThrow();
    expect(h.calls()).toHaveLength(1);
  });

  it('register: an aborted signal cancels the create ceremony and nothing is finished', async () => {
    const h = createHarness();
    await h.login();
    h.on('POST', '/webauthn/register/start', {
      user_id: 'user-test-1',
      public_key_credential_creation_options: JSON.stringify(creationOptions),
    });
    const controller = new AbortController();
    browser.startRegistration.mockImplementation(
      () =>
        new Promise((_, reject) => {
          browser.cancelCeremony.mockImplementation(() => reject(new DOMException('aborted', 'AbortError')));
          controller.abort();
        }),
    );
    const before = h.calls().length;
    await expect(h.client.webauthn.register({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(browser.cancelCeremony).toHaveBeenCalledTimes(1);
    expect(h.calls().slice(before).map((c) => c.path)).toEqual(['/webauthn/register/start']);
  });

  it('register: a signal aborted before the call sends nothing and starts no ceremony', async () => {
    const h = createHarness();
    await h.login();
    const before = h.calls().length;
    const controller = new AbortController();
    controller.abort();
    await expect(h.client.webauthn.register({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.calls()).toHaveLength(before);
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it('register: a signal aborted during the start call starts no ceremony', async () => {
    const h = createHarness();
    await h.login();
    const controller = new AbortController();
    h.on('POST', '/webauthn/register/start', () => {
      controller.abort();
      return { body: { data: { public_key_credential_creation_options: JSON.stringify(creationOptions) } } };
    });
    await expect(h.client.webauthn.register({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(browser.startRegistration).not.toHaveBeenCalled();
    expect(h.calls().at(-1)?.path).toBe('/webauthn/register/start');
  });

  it('a ceremony started while another waits in the browser supersedes it: its prompt is cancelled, it rejects with an AbortError, nothing of it is finished', async () => {
    const h = createHarness();
    h.on('POST', '/webauthn/authenticate/start/primary', { public_key_credential_request_options: JSON.stringify(requestOptions) });
    h.on('POST', '/webauthn/authenticate', authenticateData({ webauthn_registration_id: 'w' }));
    browser.startAuthentication
      .mockImplementationOnce(
        () =>
          new Promise((_, reject) => {
            browser.cancelCeremony.mockImplementationOnce(() => reject(new DOMException('aborted', 'AbortError')));
          }),
      )
      .mockResolvedValueOnce(assertion);
    const autofill = h.client.webauthn.authenticate({ session_duration_minutes: 30, conditional_mediation: true });
    await vi.waitFor(() => expect(browser.startAuthentication).toHaveBeenCalledTimes(1));
    const button = h.client.webauthn.authenticate({ session_duration_minutes: 30 });
    await expect(autofill).rejects.toMatchObject({ name: 'AbortError', message: 'Another passkey ceremony started.' });
    await expect(button).resolves.toMatchObject({ webauthn_registration_id: 'w' });
    expect(browser.cancelCeremony).toHaveBeenCalledTimes(1);
    expect(h.calls().map((c) => c.path)).toEqual([
      '/webauthn/authenticate/start/primary',
      '/webauthn/authenticate/start/primary',
      '/webauthn/authenticate',
    ]);
  });

  it('a ceremony superseded during its start call never reaches the browser; a settled one is not cancelled', async () => {
    const h = createHarness();
    await h.login();
    h.on('POST', '/webauthn/register/start', { user_id: 'user-test-1', public_key_credential_creation_options: JSON.stringify(creationOptions) });
    h.on('POST', '/webauthn/register', authenticateData({ webauthn_registration_id: 'w-2' }));
    browser.startRegistration.mockResolvedValue(registration);
    const first = h.client.webauthn.register({ session_duration_minutes: 30 });
    const second = h.client.webauthn.register({ session_duration_minutes: 30 });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ webauthn_registration_id: 'w-2' });
    expect(browser.startRegistration).toHaveBeenCalledTimes(1);
    await h.client.webauthn.register({ session_duration_minutes: 30 });
    expect(browser.cancelCeremony).not.toHaveBeenCalled();
  });

  it("the caller's abort wins over a supersede: its own error is kept", async () => {
    const h = createHarness();
    h.on('POST', '/webauthn/authenticate/start/primary', { public_key_credential_request_options: JSON.stringify(requestOptions) });
    h.on('POST', '/webauthn/authenticate', authenticateData({ webauthn_registration_id: 'w' }));
    const controller = new AbortController();
    const mine = new DOMException('screen left', 'AbortError');
    browser.startAuthentication
      .mockImplementationOnce(
        () =>
          new Promise((_, reject) => {
            browser.cancelCeremony.mockImplementation(() => reject(mine));
          }),
      )
      .mockResolvedValueOnce(assertion);
    const first = h.client.webauthn.authenticate({ session_duration_minutes: 30, signal: controller.signal });
    await vi.waitFor(() => expect(browser.startAuthentication).toHaveBeenCalledTimes(1));
    controller.abort();
    const second = h.client.webauthn.authenticate({ session_duration_minutes: 30 });
    await expect(first).rejects.toBe(mine);
    await second;
  });

  it.each(['create', 'get'] as const)(
    '%s: an abort after the ceremony settled does not cancel a newer ceremony',
    async (kind) => {
      const start = kind === 'create' ? browser.startRegistration : browser.startAuthentication;
      const run = (signal: AbortSignal) =>
        kind === 'create'
          ? browserWebAuthnCeremonies.create(creationOptions as never, { signal })
          : browserWebAuthnCeremonies.get(requestOptions as never, { conditionalMediation: false, signal });
      start.mockResolvedValueOnce(kind === 'create' ? registration : assertion);
      const first = new AbortController();
      await run(first.signal);
      start.mockReturnValueOnce(new Promise(() => {}));
      const second = new AbortController();
      void run(second.signal);
      first.abort();
      expect(browser.cancelCeremony).not.toHaveBeenCalled();
      second.abort();
      expect(browser.cancelCeremony).toHaveBeenCalledTimes(1);
    },
  );

  it('register rejects with invalid_response when the options are not JSON', async () => {
    const h = createHarness();
    h.on('POST', '/webauthn/register/start', { public_key_credential_creation_options: 'not json' });
    await expect(h.client.webauthn.register()).rejects.toMatchObject({ code: 'invalid_response' });
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });
});

describe('webauthn.browserSupportsAutofill', () => {
  it('is false without PublicKeyCredential', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await createHarness().client.webauthn.browserSupportsAutofill()).toBe(false);
  });

  it('is false without isConditionalMediationAvailable', async () => {
    vi.stubGlobal('PublicKeyCredential', {});
    expect(await createHarness().client.webauthn.browserSupportsAutofill()).toBe(false);
  });

  it('reports isConditionalMediationAvailable()', async () => {
    vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable: async () => true });
    expect(await createHarness().client.webauthn.browserSupportsAutofill()).toBe(true);
    vi.stubGlobal('PublicKeyCredential', { isConditionalMediationAvailable: async () => false });
    expect(await createHarness().client.webauthn.browserSupportsAutofill()).toBe(false);
  });
});
