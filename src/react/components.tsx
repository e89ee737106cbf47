/**
 * The widget as React components. Each reads the client from
 * `PorticoProvider`; props mirror the mount API's options.
 */
import type { LoginConfig } from '../ui/config/config-types';
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
