/**
 * The package entry `portico/b2b/react`: the B2B sign-in widget as React
 * components (React and react-dom are the host's own, peer dependencies).
 * Apart from `portico/react`, so consumer React hosts pay nothing for it.
 * The built file starts with 'use client'.
 */
export {
  PorticoB2BProvider,
  PorticoB2BLogin,
  PorticoB2BPasswordReset,
  PorticoB2BIdentityProvider,
  usePorticoB2BClient,
} from './react/b2b/b2b-components';
export type {
  PorticoB2BProviderProps,
  PorticoB2BComponentProps,
  PorticoB2BLoginProps,
  PorticoB2BPasswordResetProps,
  PorticoB2BIdentityProviderProps,
} from './react/b2b/b2b-components';
export type { PorticoB2BClient } from './core/b2b';
export type * from './ui/b2b/config/b2b-config-types';
export type { PorticoB2BCallbacks, PorticoB2BEvent, PorticoB2BEventType } from './ui/b2b/b2b-events';
