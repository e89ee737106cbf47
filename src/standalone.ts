/**
 * The entry `portico/standalone`: the script-tag build. One ES module for
 * `<script type="module">` with everything bundled and lazy chunks, compiled
 * against `preact/compat` instead of React (scripts/build-standalone.mjs) to keep the
 * first load small. Same API as the `portico` entry's mount layer.
 *
 * @example
 * <script type="module">
 *   import { createPorticoUIClient } from '/portico/portico.js';
 *   createPorticoUIClient('public-token-test-…').mountLogin({ elementId: '#login', config });
 * </script>
 */
export * from './mount';
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
  WidgetTheme,
  PorticoElement,
  PorticoElementAttributes,
  PorticoElementEventMap,
  PorticoElementProperties,
  PorticoElementTagNameMap,
  PorticoResetPasswordElement,
} from './mount';
export { createPorticoClient } from './core/client';
export type { PorticoClient } from './core/client';
export type { PorticoClientOptions } from './core/options';
export {
  PorticoError,
  PorticoApiError,
  PorticoInvalidCallError,
  PorticoSchemaError,
  PorticoUnreachableError,
  isPorticoError,
} from './core/errors';
export { messageForError } from './core/error-messages';
export type { LoginConfig } from './ui/config/config-types';
export type { PorticoCallbacks, PorticoEvent, PorticoEventData, PorticoEventType } from './ui/events';
export type { MessageOverrides } from './ui/i18n/messages';
export { SUPPORTED_LOCALES, type SupportedLocale } from './ui/i18n/locales';
export type { ThemeOverrides } from './ui/theme/theme';
