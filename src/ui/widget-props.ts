/**
 * The contract between `src/mount` (and `src/react`) and the widget: one
 * React element, `<PorticoWidget {...props} />`, renders any of the six
 * mount kinds (docs/behaviour.md §1).
 */
import type { PorticoClient } from '../core';
import type { LoginConfig } from './config/config-types';
import type { PorticoCallbacks } from './events';
import type { MessageOverrides } from './i18n/messages';
import type { ThemeOverrides } from './theme/theme';

export type WidgetKind = 'login' | 'resetPassword' | 'passkeyRegistration' | 'passkeyList' | 'identityProvider' | 'authenticate';

/**
 * The widget's colour scheme, written on its root as `data-portico-theme`:
 * `light` (the default look, docs/behaviour.md §3.2), `dark`, or `auto`, which follows the system's
 * `prefers-color-scheme` live (docs/architecture.md, "Look").
 */
export type WidgetTheme = 'light' | 'dark' | 'auto';

export interface WidgetProps {
  kind: WidgetKind;
  client: PorticoClient;
  /** Already validated by the mount call (validateLoginConfig). */
  config: LoginConfig;
  styles?: ThemeOverrides;
  strings?: MessageOverrides;
  callbacks?: PorticoCallbacks;
  /** Written on the widget root as `data-portico-theme`; `light` when absent. `styles.dark` applies when dark. */
  theme?: WidgetTheme;
  /** resetPassword only: the token from the emailed link. */
  passwordResetToken?: string;
  /**
   * The language, a BCP 47 tag (`de`, `pt-BR`, `de-AT` → German): `lang` and `dir` of the widget root
   * and every text; English when absent or unknown (docs/i18n.md).
   */
  locale?: string;
}
