/**
 * The package entry `portico/b2b/ui`: the B2B sign-in widget's mount API
 * (`createPorticoB2BUIClient`: `mount`, `mountPasswordReset`, `mountIdentityProvider`,
 * `update`, `unmount`) and its types. An entry of its
 * own, so consumer hosts (`portico`) download none of it (docs/architecture.md,
 * "B2B widget").
 */
export { createPorticoB2BUIClient } from './mount/b2b-ui-client';
export { definePorticoB2BElements } from './mount/define-b2b-elements';
export type {
  B2BMountOptions,
  B2BMountOptionsBase,
  B2BMountIdentityProviderOptions,
  B2BMountPasswordResetOptions,
  PorticoB2BUIClient,
  PorticoB2BUIClientOptions,
  UpdateOptions,
} from './mount/b2b-ui-client';
export type { PorticoB2BClient } from './core/b2b';
export type * from './ui/b2b/config/b2b-config-types';
export type { B2BEventResponse, PorticoB2BCallbacks, PorticoB2BEvent, PorticoB2BEventType } from './ui/b2b/b2b-events';
export type { MessageOverrides } from './ui/i18n/messages';
export { SUPPORTED_LOCALES, type SupportedLocale } from './ui/i18n/locales';
export type { ThemeOverrides } from './ui/theme/theme';
export type { WidgetTheme } from './ui/widget-props';
export {
  PorticoError,
  PorticoApiError,
  PorticoInvalidCallError,
  PorticoSchemaError,
  PorticoUnreachableError,
  isPorticoError,
} from './core/errors';
