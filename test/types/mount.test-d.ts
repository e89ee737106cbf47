/**
 * Type tests of the mount targets and `update` (checked by `npm run
 * typecheck`; nothing here executes): `elementId` is a selector or an
 * element; `update` takes styles, strings, callbacks and theme only.
 */
import { expectTypeOf } from 'vitest';
import { definePorticoElements, type MountOptionsBase, type PorticoElement, type PorticoUIClient, type UpdateOptions, type WidgetTheme } from '../../src';
import type { UpdateOptions as StandaloneUpdateOptions } from '../../src/standalone';

declare const ui: PorticoUIClient;
declare const element: HTMLElement;
const config = { products: ['otp' as const], otpOptions: { methods: ['sms' as const] } };

expectTypeOf<MountOptionsBase['elementId']>().toEqualTypeOf<string | HTMLElement>();
expectTypeOf<WidgetTheme>().toEqualTypeOf<'light' | 'dark' | 'auto'>();
expectTypeOf<StandaloneUpdateOptions>().toEqualTypeOf<UpdateOptions>();

ui.mountLogin({ elementId: '#login', config });
ui.mountLogin({ elementId: element, config, theme: 'dark' });
ui.unmount(element);
ui.update('#login', { strings: { 'main.header': 'Hi' }, styles: { colors: { primary: '#000' } }, theme: 'auto' });
ui.update(element, { callbacks: { onEvent: () => {} } });
// @ts-expect-error -- a number is no target
ui.mountLogin({ elementId: 1, config });
// @ts-expect-error -- the config is not updatable in place
ui.update('#login', { config });
// @ts-expect-error -- only the three themes
ui.update('#login', { theme: 'blue' });

// The elements' tags are typed.
expectTypeOf(document.createElement('portico-login')).toEqualTypeOf<PorticoElement>();
expectTypeOf(document.createElement('portico-reset-password').passwordResetToken).toEqualTypeOf<string | undefined>();
expectTypeOf(definePorticoElements).returns.toEqualTypeOf<Promise<void>>();
