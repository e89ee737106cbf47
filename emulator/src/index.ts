/**
 * Portico's local emulator of the authentication provider's `/sdk/v1` API.
 * Node only; the browser entries never import it.
 */
export { createEmulatorApp } from './app';
export type { EmulatorApp, EmulatorAppOptions } from './app';
export { DEFAULT_CONFIG } from './config';
export type { EmulatorConfig, EmulatorConfigInput } from './config';
export { createEmulator } from './create-emulator';
export type { InProcessEmulator } from './create-emulator';
export { startEmulator } from './server';
export type { EmulatorHandle, StartEmulatorOptions } from './server';
export { totpCode } from './totp';
export {
  codeOf,
  createDevApiClient,
  DevApiError,
  DEV_ROUTES,
  EmulatorClientError,
  EmulatorUnreachableError,
  InvalidCallError,
  linkOf,
  SESSION_COOKIE_NAMES,
  WaitTimeoutError,
} from './dev-client';
export type * from './dev-client/types';
export type {
  CreateSessionOptions,
  DevApiClient,
  DevApiClientOptions,
  EmulatorConfigPatch,
  DevApiErrorCode,
  DevRouteName,
  MailboxLink,
  WaitOptions,
} from './dev-client';
