/**
 * Type tests of `PorticoEvent` (checked by `npm run typecheck`, which
 * `npm test` runs first; nothing here executes). Each `@ts-expect-error`
 * line must fail to compile, or the typecheck fails.
 */
import { expectTypeOf } from 'vitest';
import type {
  MagicLinksAuthenticateResponse,
  OtpsAuthenticateResponse,
  OtpsSendResponse,
  PorticoCallbacks,
  PorticoEvent,
  PorticoEventData,
  PorticoEventType,
} from '../../src';
import type { PorticoEvent as ReactPorticoEvent, PorticoLoginProps } from '../../src/react';
import type { PorticoEvent as StandalonePorticoEvent } from '../../src/standalone';
import type { WidgetEnvironment } from '../../src/ui/context/widget-context';

declare const event: PorticoEvent;
declare const emit: WidgetEnvironment['emit'];
declare const otpsAuthenticated: OtpsAuthenticateResponse;
declare const otpsSent: OtpsSendResponse;

// The event names: exactly the ones the widget emits.
expectTypeOf<PorticoEventType>().toEqualTypeOf<
  | 'AuthenticateFlowComplete'
  | 'OAuthAuthorizeFlowStart'
  | 'OAuthAuthorizeFlowComplete'
  | 'OAuthAuthorizeFlowConsentDenied'
  | 'PasskeyDone'
  | 'MagicLinkLoginOrCreate'
  | 'OTPsLoginOrCreate'
  | 'OTPsAuthenticate'
  | 'PasswordCreate'
  | 'PasswordAuthenticate'
  | 'PasswordResetByEmailStart'
  | 'PasswordResetByEmail'
  | 'MagicLinkAuthenticate'
  | 'PasskeyAuthenticate'
  | 'PasskeyRegister'
  | 'CryptoWalletAuthenticate'
>();
expectTypeOf<PorticoEvent['type']>().toEqualTypeOf<PorticoEventType>();

// Every entry exports the same union.
expectTypeOf<ReactPorticoEvent>().toEqualTypeOf<PorticoEvent>();
expectTypeOf<StandalonePorticoEvent>().toEqualTypeOf<PorticoEvent>();

// Narrowing on `type` gives that event's data.
if (event.type === 'OTPsAuthenticate') {
  expectTypeOf(event.data.method_id).toEqualTypeOf<string>();
  expectTypeOf(event.data.session_jwt).toEqualTypeOf<string>();
  expectTypeOf(event.data.user.user_id).toEqualTypeOf<string>();
  expectTypeOf(event.data.is_new).toEqualTypeOf<boolean | undefined>();
  // @ts-expect-error: not a field of the passcode answer
  void event.data.methodId;
}
if (event.type === 'OTPsLoginOrCreate') {
  expectTypeOf(event.data.method_id).toEqualTypeOf<string>();
  // @ts-expect-error: a send answers no session
  void event.data.session_jwt;
}
if (event.type === 'OAuthAuthorizeFlowStart') {
  expectTypeOf(event.data).toEqualTypeOf<{ client_id: string; redirect_uri: string; scope: string }>();
  // @ts-expect-error: `scope` is one space-separated string
  void event.data.scopes;
}
if (event.type === 'MagicLinkAuthenticate') expectTypeOf(event.data.method_id).toEqualTypeOf<string>();
if (event.type === 'PasswordCreate') expectTypeOf(event.data.email_id).toEqualTypeOf<string | undefined>();
if (event.type === 'PasskeyRegister' || event.type === 'PasskeyAuthenticate') {
  expectTypeOf(event.data.webauthn_registration_id).toEqualTypeOf<string>();
}
if (event.type === 'CryptoWalletAuthenticate') expectTypeOf(event.data.session_token).toEqualTypeOf<string>();
if (event.type === 'PasswordResetByEmailStart') expectTypeOf(event.data.request_id).toEqualTypeOf<string>();
if (event.type === 'AuthenticateFlowComplete' || event.type === 'PasskeyDone') {
  // These events carry no data: `{}`, whose fields are all `never`.
  expectTypeOf(event.data).toEqualTypeOf<Record<string, never>>();
}
// @ts-expect-error: a misspelled event type never matches
if (event.type === 'OTPAuthenticate') void event;
// @ts-expect-error: without narrowing, only the fields every event has
void event.data.user_id;

// The helper types.
expectTypeOf<PorticoEventData<'OTPsAuthenticate'>['method_id']>().toEqualTypeOf<string>();
expectTypeOf<PorticoEvent<'PasskeyDone'>>().toEqualTypeOf<{ type: 'PasskeyDone'; data: PorticoEventData<'PasskeyDone'> }>();
// @ts-expect-error: not an event
type _Unknown = PorticoEventData<'OTPsAuthenticat'>;

// The whole answer is still assignable where a host keeps it.
expectTypeOf(otpsAuthenticated).toMatchTypeOf<PorticoEventData<'OTPsAuthenticate'>>();
expectTypeOf<PorticoEventData<'MagicLinkAuthenticate'>>().toMatchTypeOf<Omit<MagicLinksAuthenticateResponse, string>>();

// `onEvent` of every mount and component takes the union.
const callbacks: PorticoCallbacks = {
  onEvent: (e) => {
    if (e.type === 'PasswordAuthenticate') void e.data.session_token;
    // @ts-expect-error: PasswordAuthenticate's data is a login answer, with no `email_id`
    if (e.type === 'PasswordAuthenticate') void e.data.email_id;
  },
};
expectTypeOf<NonNullable<PorticoLoginProps['callbacks']>>().toEqualTypeOf<PorticoCallbacks>();
void callbacks;

// Emitting inside the widget is checked against the union.
emit({ type: 'OTPsAuthenticate', data: otpsAuthenticated });
emit({ type: 'OTPsLoginOrCreate', data: otpsSent });
emit({ type: 'AuthenticateFlowComplete', data: {} });
emit({ type: 'OAuthAuthorizeFlowStart', data: { client_id: 'c', redirect_uri: 'https://rp.example/cb', scope: 'openid' } });
// @ts-expect-error: a misspelled event type
emit({ type: 'OTPsAuthenticated', data: otpsAuthenticated });
// @ts-expect-error: another event's data (a send answers no session)
emit({ type: 'OTPsAuthenticate', data: otpsSent });
// @ts-expect-error: data on an event that carries none
emit({ type: 'PasskeyDone', data: { done: true } });
// @ts-expect-error: a missing field
emit({ type: 'OAuthAuthorizeFlowStart', data: { client_id: 'c', redirect_uri: 'https://rp.example/cb' } });
