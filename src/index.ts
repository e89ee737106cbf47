/**
 * The package entry `portico`: the headless browser client and the widget's
 * mount API (`createPorticoUIClient`), with the widget's public types.
 */
export * from './core';
export * from './mount';
export type {
  EmailMagicLinksOptions,
  LoginConfig,
  OAuthOptions,
  OAuthProviderConfig,
  OAuthProviderType,
  OneTapPosition,
  OtpMethod,
  OtpOptions,
  PasswordOptions,
  Product,
  SessionOptions,
  WalletOption,
} from './ui/config/config-types';
export { InvalidConfigError } from './ui/config/validate-config';
export type { PorticoCallbacks, PorticoEvent, PorticoEventData, PorticoEventType } from './ui/events';
export type { MessageKey, MessageOverrides } from './ui/i18n/messages';
export { SUPPORTED_LOCALES, type SupportedLocale } from './ui/i18n/locales';
export type { ButtonTheme, Theme, ThemeOverrides } from './ui/theme/theme';
export type { WidgetKind } from './ui/widget-props';
