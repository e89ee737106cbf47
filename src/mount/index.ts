/** The imperative mount API (`createPorticoUIClient`) and its types. */
export { createPorticoUIClient } from './ui-client';
export type {
  MountIdentityProviderOptions,
  MountLoginOptions,
  MountOptionsBase,
  MountPasskeyListOptions,
  MountPasskeyRegistrationOptions,
  MountResetPasswordOptions,
  PorticoUIClient,
  PorticoUIClientOptions,
} from './ui-client';
