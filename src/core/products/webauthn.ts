/**
 * WebAuthn / passkeys (docs/protocol.md §7.6). The HTTP halves are exposed on their
 * own (`registerStart`/`registerFinish`, `authenticateStart`/`authenticateFinish`);
 * `register` and `authenticate` chain them around a browser ceremony, which is
 * replaceable (`WebAuthnCeremonies`) so tests and other hosts can supply one.
 * This module alone aborts a pending ceremony (`ceremony` below); a failed
 * one rejects with what `@simplewebauthn/browser` threw (a `WebAuthnError`
 * and its `code`), or an `AbortError` when another ceremony superseded it.
 */
import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { CallOptions } from '../call-options';
import type { ClientContext } from '../client-context';
import type { AuthenticateResponse, User, WebAuthnRegistration } from '../wire-types';
import { PorticoApiError, PorticoError } from '../errors';
import { webauthnCredentialsKey } from '../storage-keys';
import { validate } from '../validate';
import { authenticateRequest, currentUrl, primaryOrSecondary, segment, type ResponseMeta } from './shared';
import { createWebAuthnSignals, type WebAuthnSignalCredentialsOptions } from './webauthn-signals';

export type { WebAuthnSignalCredentialsOptions } from './webauthn-signals';

/** Options of `webauthn.registerStart`. */
export interface WebAuthnRegisterStartOptions extends CallOptions {
  /** Relying-party domain; defaults to the page hostname. */
  domain?: string;
  /** `platform` or `cross-platform`. */
  authenticator_type?: 'platform' | 'cross-platform';
  /** Requests passkey-style (discoverable, user-verified) credential options. */
  is_passkey?: boolean;
  /** Overrides the WebAuthn `user.id`. */
  override_id?: string;
  /** Overrides the WebAuthn `user.name`. */
  override_name?: string;
  /** Overrides the WebAuthn `user.displayName`. */
  override_display_name?: string;
}

/** Options of `webauthn.register`. */
export interface WebAuthnRegisterOptions extends WebAuthnRegisterStartOptions {
  /** Lifetime of the session, in minutes. */
  session_duration_minutes?: number;
  /**
   * Aborts the start call and the ceremony (e.g. when the screen unmounts).
   * Once the browser has created the credential, the finish call is still
   * sent, so the new passkey is not left unknown to the server.
   */
  signal?: AbortSignal;
}

/** `data` of `POST /webauthn/register/start`. */
export interface WebAuthnRegisterStartResponse extends ResponseMeta {
  user_id: string;
  /** JSON string of the inner `PublicKeyCredentialCreationOptions`, binaries base64url. */
  public_key_credential_creation_options: string;
  [extra: string]: unknown;
}

/** Options of `webauthn.registerFinish`. */
export interface WebAuthnRegisterFinishOptions extends CallOptions {
  /** JSON string of the credential returned by `navigator.credentials.create`. */
  public_key_credential: string;
  /** Lifetime of the session, in minutes. */
  session_duration_minutes?: number;
}

/** `data` of `POST /webauthn/register` and `POST /webauthn/authenticate`. */
export type WebAuthnAuthenticateResponse = AuthenticateResponse & { webauthn_registration_id: string };

/** Options of `webauthn.authenticateStart`. */
export interface WebAuthnAuthenticateStartOptions extends CallOptions {
  /** Relying-party domain; defaults to the page hostname. */
  domain?: string;
  /** Requests passkey-style (discoverable) request options. */
  is_passkey?: boolean;
}

/** `data` of `POST /webauthn/authenticate/start/{primary|secondary}`. */
export interface WebAuthnAuthenticateStartResponse extends ResponseMeta {
  /** JSON string of the inner `PublicKeyCredentialRequestOptions`, binaries base64url. */
  public_key_credential_request_options: string;
  [extra: string]: unknown;
}

/** Options of `webauthn.authenticateFinish`. */
export interface WebAuthnAuthenticateFinishOptions extends CallOptions {
  /** JSON string of the assertion returned by `navigator.credentials.get`. */
  public_key_credential: string;
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
}

/** Options of `webauthn.authenticate`. */
export interface WebAuthnAuthenticateOptions extends WebAuthnAuthenticateStartOptions {
  /** Lifetime of the session to create, in minutes. */
  session_duration_minutes: number;
  /** Uses browser autofill (conditional mediation) instead of a modal prompt. */
  conditional_mediation?: boolean;
  /**
   * Aborts the start call and the ceremony (e.g. when the login screen
   * unmounts). Once the visitor has used a passkey, the finish call is still
   * sent: the assertion was given, and its answer signs them in.
   */
  signal?: AbortSignal;
}

/** Options of `webauthn.update`. */
export interface WebAuthnUpdateOptions extends CallOptions {
  webauthn_registration_id: string;
  /** The new display name of the passkey. */
  name: string;
}

/** `data` of `PUT /webauthn/update/<id>`. */
export interface WebAuthnUpdateResponse extends ResponseMeta {
  webauthn_registration: WebAuthnRegistration;
  [extra: string]: unknown;
}

/** The browser halves of the two ceremonies. */
export interface WebAuthnCeremonies {
  create(
    options: PublicKeyCredentialCreationOptionsJSON,
    settings: { signal?: AbortSignal },
  ): Promise<RegistrationResponseJSON>;
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    settings: { conditionalMediation: boolean; signal?: AbortSignal },
  ): Promise<AuthenticationResponseJSON>;
  /** Cancels the pending `create` or `get` (another ceremony started); only called while one is. */
  cancel?(): void;
}

/**
 * The page's pending WebAuthn ceremony: its start call and the browser's
 * prompt (docs/behaviour.md §2.6: the button, autofill and registration, in
 * any widget or client of the page). A browser runs one ceremony at a time,
 * so this module is the one owner of their abort: starting a ceremony
 * supersedes the pending one (its prompt is cancelled; superseded during its
 * start call, it stops once that call answers), and the caller's `signal`
 * aborts its own. A superseded ceremony rejects with an `AbortError` while
 * its caller's signal is not aborted: that is how a caller tells the two
 * apart (autofill stops trying, without counting a failure). The finish call
 * is not part of it: once the browser answered, the answer is sent.
 */
let pending: { supersede(): void } | null = null;

/** Runs a ceremony's start call and browser half (`run`) as the page's pending ceremony. */
async function ceremony<T>(
  caller: AbortSignal | undefined,
  ceremonies: WebAuthnCeremonies,
  run: (step: { checkSuperseded(): void; browser<R>(call: () => Promise<R>): Promise<R> }) => Promise<T>,
): Promise<T> {
  pending?.supersede();
  let superseded = false;
  let inBrowser = false;
  const self = {
    supersede() {
      superseded = true;
      if (inBrowser) ceremonies.cancel?.();
    },
  };
  pending = self;
  const checkSuperseded = (): void => {
    if (superseded) throw new DOMException('Another passkey ceremony started.', 'AbortError');
  };
  try {
    return await run({
      checkSuperseded,
      browser(call) {
        inBrowser = true;
        return call().finally(() => {
          inBrowser = false;
        });
      },
    });
  } catch (error) {
    // Superseded: say so, whichever step was cut short (the caller's own abort wins).
    if (!caller?.aborted) checkSuperseded();
    throw error;
  } finally {
    if (pending === self) pending = null;
  }
}

/**
 * Runs one `@simplewebauthn/browser` call that `signal` cancels. The library
 * aborts its `navigator.credentials` call only through its
 * `WebAuthnAbortService`, which holds whichever call is current, so an abort
 * that arrives once this one has settled must not reach it: it would cancel
 * a newer ceremony. The listener is removed when the call settles, and a
 * flag covers an abort dispatched before that removal runs.
 */
async function cancellable<T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
  signal?.throwIfAborted();
  let settled = false;
  const onAbort = (): void => {
    if (!settled) WebAuthnAbortService.cancelCeremony();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await call().finally(() => {
      settled = true;
    });
  } finally {
    settled = true;
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Ceremonies over `navigator.credentials`, via `@simplewebauthn/browser`. */
export const browserWebAuthnCeremonies: WebAuthnCeremonies = {
  create(optionsJSON, { signal }) {
    return cancellable(signal, () => startRegistration({ optionsJSON }));
  },
  get(optionsJSON, { conditionalMediation, signal }) {
    return cancellable(signal, () => startAuthentication({ optionsJSON, useBrowserAutofill: conditionalMediation }));
  },
  cancel() {
    WebAuthnAbortService.cancelCeremony();
  },
};

export interface WebAuthn {
  /** Step 1 of registration: asks the provider for credential creation options. */
  registerStart(options?: WebAuthnRegisterStartOptions): Promise<WebAuthnRegisterStartResponse>;
  /** Step 2 of registration: sends the created credential; the session is updated. */
  registerFinish(options: WebAuthnRegisterFinishOptions): Promise<WebAuthnAuthenticateResponse>;
  /** Registers a new passkey/security key for the logged-in user (start, browser ceremony, finish). */
  register(options?: WebAuthnRegisterOptions): Promise<WebAuthnAuthenticateResponse>;
  /**
   * Step 1 of authentication: `start/primary` without a local session,
   * `start/secondary` (step-up) with one.
   */
  authenticateStart(options?: WebAuthnAuthenticateStartOptions): Promise<WebAuthnAuthenticateStartResponse>;
  /** Step 2 of authentication: sends the assertion and logs the user in. */
  authenticateFinish(options: WebAuthnAuthenticateFinishOptions): Promise<WebAuthnAuthenticateResponse>;
  /** Logs in with a passkey or security key (start, browser ceremony, finish). */
  authenticate(options: WebAuthnAuthenticateOptions): Promise<WebAuthnAuthenticateResponse>;
  /** Renames a registration; the cached user is patched with the new name. */
  update(options: WebAuthnUpdateOptions): Promise<WebAuthnUpdateResponse>;
  /** True when the browser can offer passkeys in input autofill (conditional mediation). */
  browserSupportsAutofill(): Promise<boolean>;
  /**
   * Tells the browser's password manager which of the logged-in user's
   * passkeys still work, through the WebAuthn Signal API where the browser
   * has it (hides deleted passkeys, updates the name shown with them). Call it
   * after removing a registration (pass its id) or when a passkey list opens.
   * It signals only what this browser has seen (the credentials registered or
   * used here), so it never hides a passkey that still works. Never rejects.
   */
  signalCredentials(options?: WebAuthnSignalCredentialsOptions): Promise<void>;
}

function userAgent(): string {
  return typeof navigator !== 'undefined' && typeof navigator.userAgent === 'string' ? navigator.userAgent : '';
}

function parseOptions<T>(json: string, field: string): T {
  try {
    return JSON.parse(json) as T;
  } catch (cause) {
    throw new PorticoError('invalid_response', `Invalid ${field} from the server.`, { cause });
  }
}

/** The `webauthn` namespace; `ceremonies` replaces the browser half of `register`/`authenticate`. */
export function createWebAuthn(
  ctx: ClientContext,
  ceremonies: WebAuthnCeremonies = browserWebAuthnCeremonies,
): WebAuthn {
  const hostname = (): string => currentUrl(ctx)?.hostname ?? '';
  const signals = createWebAuthnSignals({ storage: ctx.storage, key: webauthnCredentialsKey(ctx.publicToken) });

  function validateStart(method: string, options: WebAuthnRegisterOptions | undefined): void {
    validate(method)
      .isOptionalObject('options', options)
      .isOptionalString('domain', options?.domain)
      .isOptionalString('authenticator_type', options?.authenticator_type)
      .isOptionalBoolean('is_passkey', options?.is_passkey)
      .isOptionalString('override_id', options?.override_id)
      .isOptionalString('override_name', options?.override_name)
      .isOptionalString('override_display_name', options?.override_display_name)
      .isOptionalNumber('session_duration_minutes', options?.session_duration_minutes)
      .isOptionalSignal('signal', options?.signal);
  }

  function doRegisterStart(options: WebAuthnRegisterStartOptions | undefined): Promise<WebAuthnRegisterStartResponse> {
    return ctx.http.request<WebAuthnRegisterStartResponse>({
      method: 'POST',
      path: '/webauthn/register/start',
      body: {
        domain: options?.domain ?? hostname(),
        authenticator_type: options?.authenticator_type,
        return_passkey_credential_options: options?.is_passkey,
        override_id: options?.override_id,
        override_name: options?.override_name,
        override_display_name: options?.override_display_name,
        user_agent: userAgent(),
      },
      signal: options?.signal,
    });
  }

  function doRegisterFinish(options: WebAuthnRegisterFinishOptions): Promise<WebAuthnAuthenticateResponse> {
    return authenticateRequest<WebAuthnAuthenticateResponse>(ctx, {
      method: 'POST',
      path: '/webauthn/register',
      body: {
        public_key_credential: options.public_key_credential,
        session_duration_minutes: options.session_duration_minutes,
      },
      signal: options.signal,
    });
  }

  function doAuthenticateStart(
    options: WebAuthnAuthenticateStartOptions | undefined,
  ): Promise<WebAuthnAuthenticateStartResponse> {
    return ctx.http.request<WebAuthnAuthenticateStartResponse>({
      method: 'POST',
      path: `/webauthn/authenticate/start/${primaryOrSecondary(ctx)}`,
      body: {
        domain: options?.domain ?? hostname(),
        return_passkey_credential_options: options?.is_passkey,
      },
      signal: options?.signal,
    });
  }

  function doAuthenticateFinish(options: WebAuthnAuthenticateFinishOptions): Promise<WebAuthnAuthenticateResponse> {
    return authenticateRequest<WebAuthnAuthenticateResponse>(ctx, {
      method: 'POST',
      path: '/webauthn/authenticate',
      body: {
        public_key_credential: options.public_key_credential,
        session_duration_minutes: options.session_duration_minutes,
      },
      retriable: true,
      signal: options.signal,
    });
  }

  return {
    async registerStart(options) {
      validateStart('webauthn.registerStart', options);
      return doRegisterStart(options);
    },

    async registerFinish(options) {
      validate('webauthn.registerFinish')
        .isObject('options', options)
        .isString('public_key_credential', options.public_key_credential)
        .isOptionalNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return doRegisterFinish(options);
    },

    async register(options) {
      validateStart('webauthn.register', options);
      const signal = options?.signal;
      signal?.throwIfAborted();
      const { creationOptions, credential } = await ceremony(signal, ceremonies, async (step) => {
        const start = await doRegisterStart(options);
        signal?.throwIfAborted();
        step.checkSuperseded();
        const parsed = parseOptions<PublicKeyCredentialCreationOptionsJSON>(
          start.public_key_credential_creation_options,
          'public_key_credential_creation_options',
        );
        return { creationOptions: parsed, credential: await step.browser(() => ceremonies.create(parsed, { signal })) };
      });
      // No abort check here: the authenticator now holds the credential, and
      // a finish not sent would leave a passkey the server never accepts.
      const data = await doRegisterFinish({
        public_key_credential: JSON.stringify(credential),
        session_duration_minutes: options?.session_duration_minutes,
      });
      signals.remember({
        webauthn_registration_id: data.webauthn_registration_id,
        credentialId: credential.id,
        userHandle: creationOptions.user?.id,
        rpId: creationOptions.rp?.id ?? options?.domain ?? hostname(),
        userId: data.user_id,
      });
      return data;
    },

    async authenticateStart(options) {
      validate('webauthn.authenticateStart')
        .isOptionalObject('options', options)
        .isOptionalString('domain', options?.domain)
        .isOptionalBoolean('is_passkey', options?.is_passkey)
        .isOptionalSignal('signal', options?.signal);
      return doAuthenticateStart(options);
    },

    async authenticateFinish(options) {
      validate('webauthn.authenticateFinish')
        .isObject('options', options)
        .isString('public_key_credential', options.public_key_credential)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalSignal('signal', options.signal);
      return doAuthenticateFinish(options);
    },

    async authenticate(options) {
      validate('webauthn.authenticate')
        .isObject('options', options)
        .isOptionalString('domain', options.domain)
        .isOptionalBoolean('is_passkey', options.is_passkey)
        .isNumber('session_duration_minutes', options.session_duration_minutes)
        .isOptionalBoolean('conditional_mediation', options.conditional_mediation)
        .isOptionalSignal('signal', options.signal);
      const { signal } = options;
      signal?.throwIfAborted();
      const { requestOptions, assertion } = await ceremony(signal, ceremonies, async (step) => {
        const start = await doAuthenticateStart(options);
        signal?.throwIfAborted();
        step.checkSuperseded();
        const parsed = parseOptions<PublicKeyCredentialRequestOptionsJSON>(
          start.public_key_credential_request_options,
          'public_key_credential_request_options',
        );
        const answer = await step.browser(() =>
          ceremonies.get(parsed, { conditionalMediation: options.conditional_mediation ?? false, signal }),
        );
        return { requestOptions: parsed, assertion: answer };
      });
      const rpId = requestOptions.rpId ?? options.domain ?? hostname();
      let data: WebAuthnAuthenticateResponse;
      try {
        data = await doAuthenticateFinish({
          public_key_credential: JSON.stringify(assertion),
          session_duration_minutes: options.session_duration_minutes,
        });
      } catch (err) {
        // The passkey the browser offered is gone from the account: let the
        // password manager hide it (not awaited), then fail as the server did.
        if (err instanceof PorticoApiError && err.error_type === 'webauthn_registration_not_found') {
          signals.credentialNotFound(rpId, assertion.id);
        }
        throw err;
      }
      signals.remember({
        webauthn_registration_id: data.webauthn_registration_id,
        credentialId: assertion.id,
        userHandle: assertion.response?.userHandle,
        rpId,
        userId: data.user_id,
      });
      return data;
    },

    async update(options) {
      validate('webauthn.update')
        .isObject('options', options)
        .isString('webauthn_registration_id', options.webauthn_registration_id)
        .isString('name', options.name)
        .isOptionalSignal('signal', options.signal);
      const data = await ctx.http.request<WebAuthnUpdateResponse>({
        method: 'PUT',
        path: `/webauthn/update/${segment(options.webauthn_registration_id)}`,
        body: { name: options.name },
        signal: options.signal,
      });
      const user = ctx.session.getUserSync();
      if (user?.webauthn_registrations.some((r) => r.webauthn_registration_id === options.webauthn_registration_id)) {
        ctx.session.updateUser({
          ...user,
          webauthn_registrations: user.webauthn_registrations.map((r) =>
            r.webauthn_registration_id === options.webauthn_registration_id ? { ...r, name: options.name } : r,
          ),
        });
      }
      return data;
    },

    async browserSupportsAutofill() {
      const pkc = (globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } })
        .PublicKeyCredential;
      if (typeof pkc?.isConditionalMediationAvailable !== 'function') return false;
      try {
        return await pkc.isConditionalMediationAvailable();
      } catch {
        return false;
      }
    },

    async signalCredentials(options) {
      let user: User | null;
      try {
        user = ctx.session.getUserSync();
      } catch {
        return;
      }
      return signals.signalCredentials(user, options);
    },
  };
}
