/**
 * Portico's local emulator of the authentication provider's `/sdk/v1` API.
 * Node only; the browser entries never import it.
 */
export { createEmulatorApp } from './app';
export type { EmulatorApp, EmulatorAppOptions } from './app';
export { DEFAULT_CONFIG } from './config';
export type { EmulatorConfig, EmulatorConfigInput } from './config';
export { startEmulator } from './server';
export type { EmulatorHandle, StartEmulatorOptions } from './server';
export { totpCode } from './products/totps/totp';
