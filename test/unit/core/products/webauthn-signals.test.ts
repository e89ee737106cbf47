/**
 * The WebAuthn Signal API support: the local record of credentials written by
 * `register` / `authenticate`, `signalUnknownCredential` on
 * `webauthn_registration_not_found`, and `webauthn.signalCredentials`. A real
 * client context over a faked fetch; the browser ceremonies and the
 * `PublicKeyCredential` Signal methods are fakes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PorticoApiError } from '../../../../src/core/errors';
import { createWebAuthn, type WebAuthnCeremonies } from '../../../../src/core/products/webauthn';
import { MAX_KNOWN_CREDENTIALS } from '../../../../src/core/products/webauthn-signals';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { webauthnCredentialsKey } from '../../../../src/core/storage-keys';
import type { User, WebAuthnRegistration } from '../../../../src/core/wire-types';
import { clientHarness, emulatorBootstrap, TOKEN } from '../client-harness';
import { apiErrorBody, dataResponse, flushPromises, jsonResponse, makeAuthResponse, makeUser } from '../fakes';

const KEY = webauthnCredentialsKey(TOKEN);
const HANDLE = 'dXNlci1oYW5kbGU';

const creationOptions = {
  rp: { id: 'example.com', name: 'Example' },
  user: { id: HANDLE, name: 'a@example.com', displayName: 'Ada' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }],
};
const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'example.com', allowCredentials: [] };

function registrationResponse(id: string) {
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    response: { clientDataJSON: 'cd', attestationObject: 'ao', transports: [] },
    clientExtensionResults: {},
  };
}

function assertionResponse(id: string, userHandle: string | null = HANDLE) {
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig', ...(userHandle ? { userHandle } : {}) },
    clientExtensionResults: {},
  };
}

function registration(id: string, domain = 'example.com'): WebAuthnRegistration {
  return { webauthn_registration_id: id, domain, user_agent: 'test', authenticator_type: 'platform', verified: true, name: id };
}

function known(id: string, credentialId: string, overrides: Record<string, unknown> = {}) {
  return { webauthn_registration_id: id, credentialId, userHandle: HANDLE, rpId: 'example.com', userId: 'user-test-1', ...overrides };
}

/** Fake Signal methods on `PublicKeyCredential`. */
function stubSignalApi() {
  const api = {
    signalUnknownCredential: vi.fn(async (_options: { rpId: string; credentialId: string }) => {}),
    signalAllAcceptedCredentials: vi.fn(
      async (_options: { rpId: string; userId: string; allAcceptedCredentialIds: string[] }) => {},
    ),
    signalCurrentUserDetails: vi.fn(async (_options: { rpId: string; userId: string; name: string; displayName: string }) => {}),
  };
  vi.stubGlobal('PublicKeyCredential', api);
  return api;
}

function setup(options: Parameters<typeof clientHarness>[0] = {}) {
  const h = clientHarness({ bootstrap: emulatorBootstrap, ...options });
  const ceremonies = {
    create: vi.fn<WebAuthnCeremonies['create']>(async () => registrationResponse('cred-1')),
    get: vi.fn<WebAuthnCeremonies['get']>(async () => assertionResponse('cred-1')),
  };
  const webauthn = createWebAuthn(h.client.ctx, ceremonies);
  const storage = options.seams?.storage ?? h.storage;
  return {
    ...h,
    ceremonies,
    webauthn,
    record: () => JSON.parse(storage.getItem(KEY) ?? 'null') as unknown,
    seed: (value: unknown) => storage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value)),
    /** Logs `user` in locally (the session's cached user). */
    login: (user: User) => h.client.ctx.session.handleAuthenticateResponse(makeAuthResponse({ user })),
    answerRegister(registrationId: string, start: object = creationOptions) {
      h.answers.push(() => dataResponse({ user_id: 'user-test-1', public_key_credential_creation_options: JSON.stringify(start) }));
      h.answers.push(() => dataResponse({ ...makeAuthResponse(), webauthn_registration_id: registrationId }));
    },
    answerAuthenticate(registrationId: string, start: object = requestOptions) {
      h.answers.push(() => dataResponse({ public_key_credential_request_options: JSON.stringify(start) }));
      h.answers.push(() => dataResponse({ ...makeAuthResponse(), webauthn_registration_id: registrationId }));
    },
  };
}

let harnesses: Array<{ client: { destroy(): void } }> = [];
function harness(options?: Parameters<typeof clientHarness>[0]) {
  const h = setup(options);
  harnesses.push(h);
  return h;
}

beforeEach(() => {
  vi.stubGlobal('navigator', { userAgent: 'PorticoTest/1.0' });
});

afterEach(() => {
  for (const h of harnesses) h.client.destroy();
  harnesses = [];
  vi.unstubAllGlobals();
});

describe('the local record of credentials', () => {
  it('register records the created credential, the creation user id and rp.id', async () => {
    const h = harness();
    h.answerRegister('reg-1');
    const controller = new AbortController();
    await h.webauthn.register({ domain: 'example.com', signal: controller.signal });
    expect(h.ceremonies.create).toHaveBeenCalledWith(creationOptions, { signal: controller.signal });
    expect(h.record()).toEqual([known('reg-1', 'cred-1')]);
  });

  it('register falls back to the domain sent, then the page host, without rp.id', async () => {
    const h = harness();
    const { rp: _rp, ...withoutRpId } = creationOptions;
    h.answerRegister('reg-1', { ...withoutRpId, rp: { name: 'Example' } });
    await h.webauthn.register({ domain: 'login.example.org' });
    h.ceremonies.create.mockResolvedValueOnce(registrationResponse('cred-2'));
    h.answerRegister('reg-2', { ...withoutRpId, rp: { name: 'Example' } });
    await h.webauthn.register();
    expect(h.record()).toEqual([
      known('reg-1', 'cred-1', { rpId: 'login.example.org' }),
      known('reg-2', 'cred-2', { rpId: 'localhost' }),
    ]);
  });

  it('authenticate records the assertion id, its user handle and the request rpId (else the domain)', async () => {
    const h = harness();
    h.answerAuthenticate('reg-1');
    await h.webauthn.authenticate({ session_duration_minutes: 30 });
    expect(h.record()).toEqual([known('reg-1', 'cred-1')]);

    h.ceremonies.get.mockResolvedValueOnce(assertionResponse('cred-2', 'b3RoZXI'));
    h.answerAuthenticate('reg-2', { challenge: 'Y2hhbGxlbmdl' });
    await h.webauthn.authenticate({ session_duration_minutes: 30, domain: 'example.net' });
    expect(h.record()).toEqual([known('reg-1', 'cred-1'), known('reg-2', 'cred-2', { rpId: 'example.net', userHandle: 'b3RoZXI' })]);
  });

  it('an assertion without a user handle keeps the one the registration recorded', async () => {
    const h = harness();
    h.answerRegister('reg-1');
    await h.webauthn.register();
    h.ceremonies.get.mockResolvedValueOnce(assertionResponse('cred-1', null));
    h.answerAuthenticate('reg-1');
    await h.webauthn.authenticate({ session_duration_minutes: 30 });
    expect(h.record()).toEqual([known('reg-1', 'cred-1')]);

    h.ceremonies.get.mockResolvedValueOnce(assertionResponse('cred-9', null));
    h.answerAuthenticate('reg-9');
    await h.webauthn.authenticate({ session_duration_minutes: 30 });
    expect(h.record()).toEqual([known('reg-1', 'cred-1'), { ...known('reg-9', 'cred-9'), userHandle: undefined }]);
    expect((h.record() as object[])[1]).not.toHaveProperty('userHandle');
  });

  it(`keeps the ${MAX_KNOWN_CREDENTIALS} most recently used credentials`, async () => {
    const h = harness();
    for (let i = 0; i < MAX_KNOWN_CREDENTIALS + 5; i++) {
      h.ceremonies.get.mockResolvedValueOnce(assertionResponse(`cred-${i}`));
      h.answerAuthenticate(`reg-${i}`);
      await h.webauthn.authenticate({ session_duration_minutes: 30 });
    }
    h.ceremonies.get.mockResolvedValueOnce(assertionResponse('cred-5'));
    h.answerAuthenticate('reg-5');
    await h.webauthn.authenticate({ session_duration_minutes: 30 });
    const ids = (h.record() as Array<{ webauthn_registration_id: string }>).map((c) => c.webauthn_registration_id);
    expect(ids).toHaveLength(MAX_KNOWN_CREDENTIALS);
    expect(ids[0]).toBe('reg-6');
    expect(ids.at(-1)).toBe('reg-5');
  });

  it('drops malformed stored entries and replaces unreadable records', async () => {
    const h = harness();
    h.seed([
      known('reg-0', 'cred-0'),
      null,
      'text',
      [1],
      { ...known('reg-x', 'not base64url!') },
      { ...known('reg-y', 'cred-y'), userHandle: 42 },
      { ...known('reg-z', 'cred-z'), rpId: '' },
      { ...known('reg-w', 'cred-w'), userId: undefined },
      { ...known('reg-e', 'cred-e'), extra: 'dropped' },
    ]);
    h.answerAuthenticate('reg-1');
    await h.webauthn.authenticate({ session_duration_minutes: 30 });
    expect(h.record()).toEqual([known('reg-0', 'cred-0'), known('reg-e', 'cred-e'), known('reg-1', 'cred-1')]);

    for (const unreadable of ['{not json', '{"a":1}', '"text"', 'null']) {
      h.seed(unreadable);
      h.answerAuthenticate('reg-1');
      await h.webauthn.authenticate({ session_duration_minutes: 30 });
      expect(h.record()).toEqual([known('reg-1', 'cred-1')]);
    }
  });

  it('storage failures never fail register or authenticate', async () => {
    const inner = createMemoryStorage();
    const storage = {
      getItem: (key: string) => (key === KEY ? failure() : inner.getItem(key)),
      setItem: (key: string, value: string) => (key === KEY ? failure() : inner.setItem(key, value)),
      removeItem: (key: string) => (key === KEY ? failure() : inner.removeItem(key)),
    };
    const h = harness({ seams: { storage } });
    h.answerRegister('reg-1');
    await expect(h.webauthn.register()).resolves.toMatchObject({ webauthn_registration_id: 'reg-1' });
    h.answerAuthenticate('reg-1');
    await expect(h.webauthn.authenticate({ session_duration_minutes: 30 })).resolves.toMatchObject({
      webauthn_registration_id: 'reg-1',
    });
    h.login(makeUser({ webauthn_registrations: [registration('reg-1')] }));
    stubSignalApi();
    await expect(h.webauthn.signalCredentials()).resolves.toBeUndefined();
  });
});

function failure(): never {
  throw new DOMException('quota', 'QuotaExceededError');
}

describe('authenticate: a credential the server no longer has', () => {
  it('signals it as unknown, forgets it and rethrows the original error', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1'), known('reg-2', 'cred-2')]);
    h.answers.push(() => dataResponse({ public_key_credential_request_options: JSON.stringify(requestOptions) }));
    h.answers.push(() => jsonResponse(404, apiErrorBody('webauthn_registration_not_found', 404)));
    const error = await h.webauthn.authenticate({ session_duration_minutes: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoApiError);
    expect(error).toMatchObject({
      error_type: 'webauthn_registration_not_found',
      status_code: 404,
      error_message: 'server says webauthn_registration_not_found',
    });
    expect(api.signalUnknownCredential).toHaveBeenCalledExactlyOnceWith({ rpId: 'example.com', credentialId: 'cred-1' });
    expect(api.signalAllAcceptedCredentials).not.toHaveBeenCalled();
    expect(h.record()).toEqual([known('reg-2', 'cred-2')]);
  });

  it('rejects at once even when the signal never settles or throws, and without the Signal API', async () => {
    for (const signalUnknownCredential of [() => new Promise(() => {}), () => failure(), undefined]) {
      vi.stubGlobal('PublicKeyCredential', signalUnknownCredential ? { signalUnknownCredential } : undefined);
      const h = harness();
      h.answers.push(() => dataResponse({ public_key_credential_request_options: JSON.stringify({ challenge: 'Y2g' }) }));
      h.answers.push(() => jsonResponse(404, apiErrorBody('webauthn_registration_not_found', 404)));
      await expect(h.webauthn.authenticate({ session_duration_minutes: 30 })).rejects.toMatchObject({
        error_type: 'webauthn_registration_not_found',
      });
    }
  });

  it('other failures signal nothing and keep the record', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1')]);
    h.answers.push(() => dataResponse({ public_key_credential_request_options: JSON.stringify(requestOptions) }));
    h.answers.push(() => jsonResponse(401, apiErrorBody('invalid_public_key_credential_invalid_signature')));
    await expect(h.webauthn.authenticate({ session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'invalid_public_key_credential_invalid_signature',
    });
    expect(api.signalUnknownCredential).not.toHaveBeenCalled();
    expect(h.record()).toEqual([known('reg-1', 'cred-1')]);
  });
});

describe('webauthn.signalCredentials', () => {
  const ada = (registrations: WebAuthnRegistration[]) =>
    makeUser({
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      webauthn_registrations: registrations,
    });

  it('with every credential of an RP ID known: all accepted credentials and the user details', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1'), known('reg-2', 'cred-2'), known('reg-old', 'cred-old')]);
    h.login(ada([registration('reg-1'), registration('reg-2')]));
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).toHaveBeenCalledExactlyOnceWith({
      rpId: 'example.com',
      userId: HANDLE,
      allAcceptedCredentialIds: ['cred-1', 'cred-2'],
    });
    expect(api.signalCurrentUserDetails).toHaveBeenCalledExactlyOnceWith({
      rpId: 'example.com',
      userId: HANDLE,
      name: 'a@example.com',
      displayName: 'Ada Lovelace',
    });
    expect(api.signalUnknownCredential).not.toHaveBeenCalled();
    // The deleted registration's credential is covered by the list: forgotten.
    expect(h.record()).toEqual([known('reg-1', 'cred-1'), known('reg-2', 'cred-2')]);
  });

  it('name falls back to the phone number, displayName to name', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1')]);
    h.login(
      makeUser({
        emails: [],
        phone_numbers: [{ phone_id: 'p', phone_number: '+15555550100', verified: true }],
        webauthn_registrations: [registration('reg-1')],
      }),
    );
    await h.webauthn.signalCredentials();
    expect(api.signalCurrentUserDetails).toHaveBeenCalledWith({
      rpId: 'example.com',
      userId: HANDLE,
      name: '+15555550100',
      displayName: '+15555550100',
    });
  });

  it('with any credential of an RP ID unknown: no list for that RP ID (it would hide working passkeys)', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1'), known('reg-3', 'cred-3', { rpId: 'other.example' })]);
    h.login(ada([registration('reg-1'), registration('reg-2'), registration('reg-3', 'other.example')]));
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).toHaveBeenCalledExactlyOnceWith({
      rpId: 'other.example',
      userId: HANDLE,
      allAcceptedCredentialIds: ['cred-3'],
    });
    expect(api.signalCurrentUserDetails).toHaveBeenCalledTimes(1);
    expect(api.signalCurrentUserDetails).toHaveBeenCalledWith(expect.objectContaining({ rpId: 'other.example' }));
    expect(api.signalUnknownCredential).not.toHaveBeenCalled();
  });

  it('sends no list when the known credentials of an RP ID have different or unknown user handles', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1'), known('reg-2', 'cred-2', { userHandle: 'b3RoZXI' })]);
    h.login(ada([registration('reg-1'), registration('reg-2')]));
    await h.webauthn.signalCredentials();
    h.seed([known('reg-1', 'cred-1'), known('reg-2', 'cred-2', { userHandle: undefined })]);
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).not.toHaveBeenCalled();
    expect(api.signalCurrentUserDetails).not.toHaveBeenCalled();
  });

  it('a known credential recorded under another RP ID or user does not count', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1', { rpId: 'elsewhere.example' }), known('reg-2', 'cred-2', { userId: 'user-other' })]);
    h.login(ada([registration('reg-1'), registration('reg-2')]));
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).toHaveBeenCalledTimes(1);
    // Only the RP ID where the user has nothing left, for the record of this user.
    expect(api.signalAllAcceptedCredentials).toHaveBeenCalledWith({
      rpId: 'elsewhere.example',
      userId: HANDLE,
      allAcceptedCredentialIds: [],
    });
    expect(h.record()).toEqual([known('reg-2', 'cred-2', { userId: 'user-other' })]);
  });

  it('removed id: signals that credential as unknown, forgets it, and lists the rest when all are known', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1'), known('reg-2', 'cred-2')]);
    // The cached user may still list it (a delete answer without the user): the caller's word wins.
    h.login(ada([registration('reg-1'), registration('reg-2')]));
    await h.webauthn.signalCredentials({ removed_webauthn_registration_id: 'reg-2' });
    expect(api.signalUnknownCredential).toHaveBeenCalledExactlyOnceWith({ rpId: 'example.com', credentialId: 'cred-2' });
    expect(api.signalAllAcceptedCredentials).toHaveBeenCalledExactlyOnceWith({
      rpId: 'example.com',
      userId: HANDLE,
      allAcceptedCredentialIds: ['cred-1'],
    });
    expect(h.record()).toEqual([known('reg-1', 'cred-1')]);
  });

  it('removed id with another credential unknown: only the unknown-credential signal', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-2', 'cred-2')]);
    h.login(ada([registration('reg-1')]));
    await h.webauthn.signalCredentials({ removed_webauthn_registration_id: 'reg-2' });
    expect(api.signalUnknownCredential).toHaveBeenCalledExactlyOnceWith({ rpId: 'example.com', credentialId: 'cred-2' });
    expect(api.signalAllAcceptedCredentials).not.toHaveBeenCalled();
    expect(h.record()).toBeNull();
  });

  it('removed id not known locally: nothing to signal for it', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.login(ada([registration('reg-1')]));
    await h.webauthn.signalCredentials({ removed_webauthn_registration_id: 'reg-9' });
    expect(api.signalUnknownCredential).not.toHaveBeenCalled();
    expect(api.signalAllAcceptedCredentials).not.toHaveBeenCalled();
  });

  it('no registration left on a known RP ID: an empty list only for a known user handle', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1'), known('reg-2', 'cred-2', { rpId: 'b.example', userHandle: undefined })]);
    h.login(ada([]));
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).toHaveBeenCalledExactlyOnceWith({
      rpId: 'example.com',
      userId: HANDLE,
      allAcceptedCredentialIds: [],
    });
    // Without a user handle the credential itself is signalled.
    expect(api.signalUnknownCredential).toHaveBeenCalledExactlyOnceWith({ rpId: 'b.example', credentialId: 'cred-2' });
    expect(api.signalCurrentUserDetails).not.toHaveBeenCalled();
    expect(h.record()).toBeNull();
  });

  it('without a cached user, signals nothing', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.seed([known('reg-1', 'cred-1')]);
    await h.webauthn.signalCredentials({ removed_webauthn_registration_id: 'reg-1' });
    expect(api.signalUnknownCredential).not.toHaveBeenCalled();
    expect(api.signalAllAcceptedCredentials).not.toHaveBeenCalled();
    expect(h.record()).toEqual([known('reg-1', 'cred-1')]);
  });

  it('never rejects: no PublicKeyCredential, missing methods, throwing or rejecting methods', async () => {
    const h = harness();
    h.login(ada([registration('reg-1')]));
    const variants: unknown[] = [
      undefined,
      {},
      { signalAllAcceptedCredentials: 'not a function' },
      { signalAllAcceptedCredentials: () => failure(), signalCurrentUserDetails: async () => failure() },
    ];
    for (const variant of variants) {
      h.seed([known('reg-1', 'cred-1')]);
      vi.stubGlobal('PublicKeyCredential', variant);
      await expect(h.webauthn.signalCredentials({ removed_webauthn_registration_id: 'reg-1' })).resolves.toBeUndefined();
      h.seed([known('reg-1', 'cred-1')]);
      await expect(h.webauthn.signalCredentials()).resolves.toBeUndefined();
    }
    // @ts-expect-error wrong type on purpose
    await expect(h.webauthn.signalCredentials('reg-1')).resolves.toBeUndefined();
  });

  it('each Signal method is detected on its own', async () => {
    const signalCurrentUserDetails = vi.fn(async () => {});
    vi.stubGlobal('PublicKeyCredential', { signalCurrentUserDetails });
    const h = harness();
    h.seed([known('reg-1', 'cred-1')]);
    h.login(ada([registration('reg-1')]));
    await h.webauthn.signalCredentials();
    expect(signalCurrentUserDetails).toHaveBeenCalledTimes(1);
  });

  it('malformed storage: ignores the bad entries and still signals what the good ones prove', async () => {
    const api = stubSignalApi();
    const h = harness();
    h.login(ada([registration('reg-1')]));
    h.seed('{oops');
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).not.toHaveBeenCalled();
    h.seed([{ ...known('reg-1', 'cred 1') }, 7]);
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).not.toHaveBeenCalled();
    h.seed([{ ...known('reg-1', 'cred 1') }, known('reg-1', 'cred-1'), 7]);
    await h.webauthn.signalCredentials();
    expect(api.signalAllAcceptedCredentials).toHaveBeenCalledExactlyOnceWith({
      rpId: 'example.com',
      userId: HANDLE,
      allAcceptedCredentialIds: ['cred-1'],
    });
    await flushPromises();
  });
});
