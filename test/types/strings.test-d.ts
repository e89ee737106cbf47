/**
 * Type tests of `strings` (checked by `npm run typecheck`; nothing here
 * executes): only keys of the message catalogue, API error types included,
 * in every mount call and every component.
 */
import { createElement } from 'react';
import { expectTypeOf } from 'vitest';
import type { MessageKey, MessageOverrides, MountOptionsBase, PorticoUIClient } from '../../src';
import { PorticoLogin, type PorticoComponentProps, type MessageOverrides as ReactMessageOverrides } from '../../src/react';
import type { MessageOverrides as StandaloneMessageOverrides, MountLoginOptions } from '../../src/standalone';

declare const ui: PorticoUIClient;
const config = { products: ['otp' as const], otpOptions: { methods: ['sms' as const] } };

expectTypeOf<MessageOverrides>().toEqualTypeOf<Partial<Record<MessageKey, string | ((values: Readonly<Record<string, string | number>>) => string)>>>();
expectTypeOf<ReactMessageOverrides>().toEqualTypeOf<MessageOverrides>();
expectTypeOf<StandaloneMessageOverrides>().toEqualTypeOf<MessageOverrides>();
expectTypeOf<MountOptionsBase['strings']>().toEqualTypeOf<MessageOverrides | undefined>();
expectTypeOf<MountLoginOptions['strings']>().toEqualTypeOf<MessageOverrides | undefined>();
expectTypeOf<PorticoComponentProps['strings']>().toEqualTypeOf<MessageOverrides | undefined>();

// Widget texts and API error types (the error type is the key) are keys.
expectTypeOf<'main.header'>().toMatchTypeOf<MessageKey>();
expectTypeOf<'otp_code_not_found'>().toMatchTypeOf<MessageKey>();
expectTypeOf<'breached_password'>().toMatchTypeOf<MessageKey>();
expectTypeOf<'network_error'>().toMatchTypeOf<MessageKey>();

ui.mountLogin({ elementId: '#login', config, strings: { 'main.header': 'Willkommen', invalid_email: 'Ungültige E-Mail.' } });
ui.mountResetPassword({ elementId: '#reset', strings: { 'password.forgot': 'Passwort vergessen?' } });
// @ts-expect-error: a misspelled key
ui.mountLogin({ elementId: '#login', config, strings: { 'main.headr': 'Willkommen' } });
// @ts-expect-error: a misspelled key in another mount
ui.mountPasskeyRegistration({ elementId: '#passkeys', strings: { 'passkey.registrationTitel': 'Neuer Passkey' } });
// @ts-expect-error: texts are strings
ui.mountLogin({ elementId: '#login', config, strings: { 'main.header': 1 } });
// @ts-expect-error: no catch-all for keys outside the catalogue
const _anyKey: MessageOverrides = { 'anything.at.all': 'x' };

createElement(PorticoLogin, { config, strings: { 'main.divider': 'oder' } });
// @ts-expect-error: a misspelled key on a component
createElement(PorticoLogin, { config, strings: { 'main.dividr': 'oder' } });
