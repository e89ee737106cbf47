/**
 * The entry `portico/react`: the widget as React components and hooks over
 * the headless client. React and react-dom are peer dependencies (the host's
 * own copy is used). The built file starts with 'use client', so a server
 * component may render these directly (README, "React and Next.js").
 */
export { PorticoProvider } from './provider';
export type { PorticoProviderProps } from './provider';
export { usePorticoClient, usePorticoSession, usePorticoUser } from './hooks';
export type { SessionInfo, UserInfo } from './hooks';
export { SignedIn, SignedOut } from './signed-in';
export type { SignedInProps } from './signed-in';
export {
  PorticoAuthenticate,
  PorticoIdentityProvider,
  PorticoLogin,
  PorticoPasskeyList,
  PorticoPasskeyRegistration,
  PorticoPasswordReset,
} from './components';
export type {
  PorticoAuthenticateProps,
  PorticoComponentProps,
  PorticoIdentityProviderProps,
  PorticoLoginProps,
  PorticoPasskeyListProps,
  PorticoPasskeyRegistrationProps,
  PorticoPasswordResetProps,
} from './components';
export type { AuthenticateByUrlResult } from '../core/authenticate-by-url';
export type { PorticoClientOptions } from '../core/options';
export type { LoginConfig } from '../ui/config/config-types';
export type { PorticoCallbacks, PorticoEvent, PorticoEventData, PorticoEventType } from '../ui/events';
export type { MessageOverrides } from '../ui/i18n/messages';
export type { ThemeOverrides } from '../ui/theme/theme';
export type { PorticoElementJSXProps } from './element-jsx';
export { SUPPORTED_LOCALES, type SupportedLocale } from '../ui/i18n/locales';
