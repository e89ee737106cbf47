/** @jsxImportSource @emotion/react */
/**
 * The reset-password, passkey-registration and identity-provider mounts
 * render this small screen until their flows land.
 */
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import type { UiMessageKey } from '../../i18n/messages';
import * as styles from '../../theme/styles';
import type { WidgetKind } from '../../widget-props';

const TITLES: Readonly<Record<Exclude<WidgetKind, 'login'>, UiMessageKey>> = {
  resetPassword: 'password.resetTitle',
  passkeyRegistration: 'passkey.registrationTitle',
  identityProvider: 'idp.placeholderTitle',
};

export function KindPlaceholder({ kind }: { kind: Exclude<WidgetKind, 'login'> }) {
  const { t } = useWidget();
  return (
    <div css={styles.screen} data-screen={`placeholder-${kind}`}>
      <ScreenHeading>{t(TITLES[kind])}</ScreenHeading>
      <p css={styles.bodyText}>{t('common.comingSoonBody')}</p>
    </div>
  );
}
