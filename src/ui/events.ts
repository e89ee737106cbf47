/**
 * What the widget tells the host through `callbacks` (docs/reference.md lists
 * every event and its payload). `AuthenticateFlowComplete` fires exactly
 * once per successful sign-in; the others carry the identity provider's
 * request, or the answer of the call the widget made. Flows emit them from
 * their `effects` (docs/architecture.md, "Effects").
 *
 * `PorticoEvent` is a union discriminated by `type`: checking `event.type`
 * narrows `event.data` to that event's data. The widget's own `emit` takes the
 * same union, so a flow cannot send an event the host is not told about.
 */
import type {
  AuthenticateResponse,
  MagicLinksAuthenticateResponse,
  MagicLinksSendResponse,
  OtpsAuthenticateResponse,
  OtpsSendResponse,
  PasswordsAuthenticateResponse,
  PasswordsCreateResponse,
  PasswordsResetByEmailStartResponse,
  PorticoError,
  WebAuthnAuthenticateResponse,
} from '../core';

/**
 * The fields a response type declares, without its `[extra: string]:
 * unknown` index signature. The object the host receives is the whole
 * response (any other field the provider sent is still on it, untyped); the
 * type names only the declared fields, so a misspelled field is a type error
 * instead of an `unknown`.
 */
export type DeclaredFields<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : symbol extends K ? never : K]: T[K];
};

/** `data` of the events that carry none: always `{}` (no field can be set or read as anything but `undefined`). */
export type NoEventData = Record<string, never>;

/** The `data` of each event, by `type`. */
interface PorticoEventDataByType {
  /** A visitor signed in (once per sign-in, after the call's own event). */
  AuthenticateFlowComplete: NoEventData;
  /** `mountIdentityProvider` is asking the provider about an authorization request. */
  OAuthAuthorizeFlowStart: {
    client_id: string;
    redirect_uri: string;
    /** The requested scopes, space-separated. */
    scope: string;
  };
  /** The authorization request was granted (or needed no consent). */
  OAuthAuthorizeFlowComplete: NoEventData;
  /** The visitor denied the authorization request. */
  OAuthAuthorizeFlowConsentDenied: NoEventData;
  /** 'Done' on the passkey registration screen. */
  PasskeyDone: NoEventData;
  /** A login or sign-up link was emailed (`magicLinks.email.loginOrCreate`). */
  MagicLinkLoginOrCreate: DeclaredFields<MagicLinksSendResponse>;
  /** A passcode was sent, or sent again, by SMS, WhatsApp or email (`otps.<channel>.loginOrCreate`). */
  OTPsLoginOrCreate: DeclaredFields<OtpsSendResponse>;
  /** Signed in with a passcode (`otps.authenticate`). */
  OTPsAuthenticate: DeclaredFields<OtpsAuthenticateResponse>;
  /** Signed up with a new password (`passwords.create`). */
  PasswordCreate: DeclaredFields<PasswordsCreateResponse>;
  /** Logged in with a password (`passwords.authenticate`). */
  PasswordAuthenticate: DeclaredFields<PasswordsAuthenticateResponse>;
  /** A reset email was sent, or sent again (`passwords.resetByEmailStart`). */
  PasswordResetByEmailStart: DeclaredFields<PasswordsResetByEmailStartResponse>;
  /** Signed in by setting a new password from a reset email (`passwords.resetByEmail`). */
  PasswordResetByEmail: DeclaredFields<PasswordsAuthenticateResponse>;
  /** Signed in with the login link of a reset email (`magicLinks.authenticate`). */
  MagicLinkAuthenticate: DeclaredFields<MagicLinksAuthenticateResponse>;
  /** Signed in with a passkey (`webauthn.authenticate`). */
  PasskeyAuthenticate: DeclaredFields<WebAuthnAuthenticateResponse>;
  /** A passkey was created for the signed-in user (`webauthn.register`). */
  PasskeyRegister: DeclaredFields<WebAuthnAuthenticateResponse>;
  /** Signed in with a crypto wallet (`cryptoWallets.authenticate`). */
  CryptoWalletAuthenticate: DeclaredFields<AuthenticateResponse>;
}

/** The name of an event the widget sends to `callbacks.onEvent`. */
export type PorticoEventType = keyof PorticoEventDataByType;

/**
 * The `data` of the event `T`, e.g. `PorticoEventData<'OTPsAuthenticate'>`
 * (the passcode call's answer: `user_id`, `session_jwt`, `method_id`, …).
 */
export type PorticoEventData<T extends PorticoEventType> = PorticoEventDataByType[T];

/**
 * An event the widget sends to `callbacks.onEvent`: a union discriminated by
 * `type` (`PorticoEvent<'PasskeyDone'>` is that one event).
 *
 * @example
 * onEvent: (event) => {
 *   if (event.type === 'OTPsAuthenticate') console.log(event.data.method_id);
 *   if (event.type === 'AuthenticateFlowComplete') location.assign('/home');
 * }
 */
export type PorticoEvent<T extends PorticoEventType = PorticoEventType> = {
  [K in T]: { type: K; data: PorticoEventData<K> };
}[T];

export interface PorticoCallbacks {
  /** Every event of the widget (see `PorticoEvent`); a handler that throws is logged, not rethrown. */
  onEvent?: (event: PorticoEvent) => void;
  /** Every error the widget shows or swallows: API, network and configuration errors. */
  onError?: (error: PorticoError | Error) => void;
}
