/**
 * The widget as React components. Each reads the client from
 * `PorticoProvider`; props mirror the mount API's options.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { AuthenticateByUrlResult } from '../core/authenticate-by-url';
import type { PorticoError } from '../core/errors';
import type { LoginConfig } from '../ui/config/config-types';
import type { PorticoCallbacks } from '../ui/events';
import { AuthenticateSuccessContext } from '../ui/flows/authenticate/result-context';
import { WidgetHost, type PorticoComponentProps } from './widget-host';

export type { PorticoComponentProps } from './widget-host';

export interface PorticoLoginProps extends PorticoComponentProps {
  config: LoginConfig;
}

/** The login and sign-up widget. Throws 'Invalid call to PorticoLogin …' for a config of the wrong shape. */
export function PorticoLogin({ config, ...rest }: PorticoLoginProps) {
  return <WidgetHost kind="login" method="PorticoLogin" config={config} {...rest} />;
}

export interface PorticoPasswordResetProps extends PorticoComponentProps {
  config?: LoginConfig;
  /** The token from the emailed reset link. */
  passwordResetToken?: string;
}

/** The password reset form. */
export function PorticoPasswordReset({ config, passwordResetToken, ...rest }: PorticoPasswordResetProps) {
  return (
    <WidgetHost
      kind="resetPassword"
      method="PorticoPasswordReset"
      config={config}
      passwordResetToken={passwordResetToken}
      {...rest}
    />
  );
}

export interface PorticoPasskeyRegistrationProps extends PorticoComponentProps {
  config?: LoginConfig;
}

/** Passkey registration for the signed-in user. */
export function PorticoPasskeyRegistration({ config, ...rest }: PorticoPasskeyRegistrationProps) {
  return <WidgetHost kind="passkeyRegistration" method="PorticoPasskeyRegistration" config={config} {...rest} />;
}

export interface PorticoPasskeyListProps extends PorticoComponentProps {
  config?: LoginConfig;
}

/** The signed-in user's passkey list (rename, delete), e.g. on an account settings page. */
export function PorticoPasskeyList({ config, ...rest }: PorticoPasskeyListProps) {
  return <WidgetHost kind="passkeyList" method="PorticoPasskeyList" config={config} {...rest} />;
}

export interface PorticoIdentityProviderProps extends PorticoComponentProps {
  config?: LoginConfig;
}

/** The identity-provider consent and logout screens. */
export function PorticoIdentityProvider({ config, ...rest }: PorticoIdentityProviderProps) {
  return <WidgetHost kind="identityProvider" method="PorticoIdentityProvider" config={config} {...rest} />;
}

export interface PorticoAuthenticateProps extends PorticoComponentProps {
  /** Called once the token is redeemed, with its type and the provider's answer (after `AuthenticateFlowComplete`). */
  onSuccess?: (result: AuthenticateByUrlResult) => void;
  /** Called with the error when the token cannot be redeemed, or the address carries none (also `callbacks.onError`). */
  onError?: (error: PorticoError | Error) => void;
  /** Lifetime of the session the token creates, in minutes (default `config.sessionOptions`, else 30). */
  sessionDurationMinutes?: number;
  config?: LoginConfig;
}

/**
 * The redirect landing of magic links, OAuth and One Tap: redeems the token
 * of the page's address once (StrictMode included), shows 'Signing you in…'
 * and then the outcome with the widget's look, and calls back. On a server,
 * and until hydration, it renders an empty placeholder.
 */
export function PorticoAuthenticate({ onSuccess, onError, sessionDurationMinutes, config, callbacks, ...rest }: PorticoAuthenticateProps) {
  const merged = useMemo(
    () =>
      sessionDurationMinutes === undefined
        ? config
        : { products: [], ...config, sessionOptions: { ...config?.sessionOptions, sessionDurationMinutes } },
    [config, sessionDurationMinutes],
  );
  // The latest callbacks, without remounting the widget when a host passes inline functions.
  const latest = useRef({ onSuccess, onError, callbacks });
  useEffect(() => {
    latest.current = { onSuccess, onError, callbacks };
  });
  const widgetCallbacks = useMemo<PorticoCallbacks>(
    () => ({
      onEvent: (event) => latest.current.callbacks?.onEvent?.(event),
      onError: (error) => {
        latest.current.callbacks?.onError?.(error);
        latest.current.onError?.(error);
      },
    }),
    [],
  );
  const succeeded = useCallback((result: AuthenticateByUrlResult) => latest.current.onSuccess?.(result), []);
  return (
    <AuthenticateSuccessContext.Provider value={succeeded}>
      <WidgetHost kind="authenticate" method="PorticoAuthenticate" config={merged} callbacks={widgetCallbacks} {...rest} />
    </AuthenticateSuccessContext.Provider>
  );
}
