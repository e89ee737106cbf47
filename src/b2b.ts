/**
 * The package entry `portico/b2b`: the headless client of the provider's B2B
 * products (`createPorticoB2BClient`), with its types, and the errors and
 * options it shares with the consumer client (`portico`). No React, no
 * widget: a B2B host that renders its own screens imports only this.
 */
export * from './core/b2b';
export type { CallOptions } from './core/call-options';
export type { PorticoClientOptions, CookieOptions, CaptchaProvider, DfpProvider } from './core/options';
export type { RbacApi, RbacPermissionsMap } from './core/rbac';
export type { BootstrapApi } from './core/products/bootstrap';
export type { TelemetryApi } from './core/telemetry-api';
export type { BootstrapData, SessionTokens } from './core/client-context';
export type { RbacPolicy } from './core/wire-types';
export * from './core/errors';
export { ERROR_MESSAGES, messageForError } from './core/error-messages';
export type { ErrorMessageKey, ErrorMessageOverrides } from './core/error-messages';
