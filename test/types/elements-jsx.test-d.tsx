/**
 * Type tests of the custom elements in React 19 JSX (src/react/element-jsx.ts;
 * checked by `npm run typecheck`, nothing here executes): the tags take the
 * element's properties, attributes and `on<event>` listeners, typed.
 */
import { expectTypeOf } from 'vitest';
import type { PorticoElementJSXProps } from '../../src/react';
import type { PorticoElement, PorticoError, PorticoEvent } from '../../src';

const config = { products: ['otp' as const], otpOptions: { methods: ['sms' as const] } };

export const typed = (
  <>
    <portico-login
      id="login"
      className="auth"
      config={config}
      styles={{ colors: { primary: '#000' } }}
      strings={{ 'main.header': 'Hi' }}
      theme="auto"
      locale="de"
      shadow
      onportico-event={(event) => expectTypeOf(event.detail).toEqualTypeOf<PorticoEvent>()}
      onportico-error={(event) => expectTypeOf(event.detail).toEqualTypeOf<PorticoError | Error>()}
    />
    <portico-reset-password passwordResetToken="token" config={config} />
    <portico-passkey-registration theme="dark" />
    <portico-passkey-list />
    <portico-identity-provider ref={(element) => {
        expectTypeOf(element).toEqualTypeOf<PorticoElement | null>();
      }}
    />
  </>
);

export const wrong = (
  <>
    {/* @ts-expect-error -- products is a list */}
    <portico-login config={{ products: 'otp' }} />
    {/* @ts-expect-error -- only the three themes */}
    <portico-login theme="sepia" />
    {/* @ts-expect-error -- the reset token belongs to the reset element */}
    <portico-login passwordResetToken="token" />
    {/* @ts-expect-error -- a listener gets the event, not its detail */}
    <portico-login onportico-event={(event: PorticoEvent) => event.type} />
  </>
);

expectTypeOf<PorticoElementJSXProps<PorticoElement>['config']>().toEqualTypeOf<PorticoElement['config']>();
