/** The imperative mount API (`createPorticoUIClient`, with `update`) and its types. */
export { createPorticoUIClient } from './ui-client';
export { definePorticoElements } from './define-elements';
export type {
  PorticoElement,
  PorticoElementAttributes,
  PorticoElementEventMap,
  PorticoElementProperties,
  PorticoElementTagNameMap,
  PorticoResetPasswordElement,
} from './element-types';
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
  UpdateOptions,
} from './ui-client';
export type { WidgetTheme } from '../ui/widget-props';
