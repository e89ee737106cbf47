/**
 * The contract between the B2B mount API (src/mount/b2b-ui-client.tsx, the
 * B2B custom elements and React components) and the B2B widget: one element,
 * `<PorticoB2BWidget {...props} />`, renders each B2B mount kind
 * (docs/architecture.md, "B2B widget").
 */
import type { PorticoB2BClient } from '../../core/b2b';
import type { PorticoB2BCallbacks } from './b2b-events';
import type { MessageOverrides } from '../i18n/messages';
import type { ThemeOverrides } from '../theme/theme';
import type { WidgetTheme } from '../widget-props';
import type { B2BLoginConfig, NormalizedB2BConfig } from './config/b2b-config-types';

/**
 * - `b2bLogin`: `mount`, the sign-in widget of `config.authFlowType` (Discovery, Organization, PasswordReset);
 * - `b2bPasswordReset`: `mountPasswordReset`, the form of an emailed reset link;
 * - `b2bIdentityProvider`: `mountIdentityProvider`, a Connected App's consent or logout for the signed-in member.
 */
export type B2BWidgetKind = 'b2bLogin' | 'b2bPasswordReset' | 'b2bIdentityProvider';

export interface B2BWidgetProps {
  kind: B2BWidgetKind;
  client: PorticoB2BClient;
  /** The host's config; the widget validates it (validateB2BConfig). */
  config: B2BLoginConfig | NormalizedB2BConfig | undefined;
  styles?: ThemeOverrides | undefined;
  strings?: MessageOverrides | undefined;
  callbacks?: PorticoB2BCallbacks | undefined;
  theme?: WidgetTheme | undefined;
  /** b2bPasswordReset: the token from the emailed link. */
  passwordResetToken?: string | undefined;
  /** The language, a BCP 47 tag; English when absent or unknown (docs/i18n.md). */
  locale?: string | undefined;
}
