/** The imperative mount API (`createPorticoUIClient`) and its types. */
export { createPorticoUIClient } from './ui-client';
export type {
  MountAuthenticateOptions,
  MountIdentityProviderOptions,
  MountLoginOptions,
  MountOptionsBase,
  MountPasskeyListOptions,
  MountPasskeyRegistrationOptions,
  MountResetPasswordOptions,
  PorticoUIClient,
  PorticoUIClientOptions,
} from './ui-client';
