/**
 * The stand-in for the first screen of the identity-provider kind until its
 * flow lands: its title, and a sentence saying the screen is not available yet.
 */
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import type { ScreenProps } from '../flow';
import type { ComingSoonAction } from './actions';
import type { ComingSoonState } from './state';
import { cx } from '../../theme/css';

export function ComingSoonScreen(_props: ScreenProps<ComingSoonState, ComingSoonAction>) {
  const { t } = useWidget();
  return (
    <>
      <ScreenHeading>{t('idp.placeholderTitle')}</ScreenHeading>
      {/* The first screen of a mount kind has no back arrow to point at. */}
      <p className={cx(styles.bodyText)}>{t('common.notAvailableScreen')}</p>
    </>
  );
}
