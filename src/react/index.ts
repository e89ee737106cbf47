/**
 * The entry `portico/react`: the widget as React components and hooks over
 * the headless client. React and react-dom are peer dependencies (the host's
 * own copy is used).
 */
export { PorticoProvider } from './provider';
export type { PorticoProviderProps } from './provider';
export { usePorticoClient, usePorticoSession, usePorticoUser } from './hooks';
export {
  PorticoIdentityProvider,
  PorticoLogin,
  PorticoPasskeyList,
  PorticoPasskeyRegistration,
  PorticoPasswordReset,
} from './components';
export type {
  PorticoComponentProps,
  PorticoIdentityProviderProps,
  PorticoLoginProps,
  PorticoPasskeyListProps,
  PorticoPasskeyRegistrationProps,
  PorticoPasswordResetProps,
} from './components';
export type { LoginConfig } from '../ui/config/config-types';
export type { PorticoCallbacks, PorticoEvent, PorticoEventData, PorticoEventType } from '../ui/events';
export type { MessageOverrides } from '../ui/i18n/messages';
export type { ThemeOverrides } from '../ui/theme/theme';
