/**
 * The stand-in for screens of flows that have not landed (wallets, the identity provider): the screen's title
 * where it has one, and a sentence saying the method is not available yet.
 */
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import type { UiMessageKey } from '../../i18n/messages';
import * as styles from '../../theme/styles';
import type { ScreenProps } from '../flow';
import type { ComingSoonAction } from './actions';
import type { ComingSoonState } from './state';
import { cx } from '../../theme/css';

const TITLES: Partial<Record<ComingSoonState['screen'], UiMessageKey>> = {
  IDPConsent: 'idp.placeholderTitle',
};

export function ComingSoonScreen({ state }: ScreenProps<ComingSoonState, ComingSoonAction>) {
  const { t } = useWidget();
  const title = TITLES[state.screen];
  return (
    <>
      <ScreenHeading>{t(title ?? 'common.comingSoonTitle')}</ScreenHeading>
      {/* The first screens of the other mount kinds have no back arrow to point at. */}
      <p className={cx(styles.bodyText)}>{t(title === undefined ? 'common.comingSoonBody' : 'common.notAvailableScreen')}</p>
    </>
  );
}
