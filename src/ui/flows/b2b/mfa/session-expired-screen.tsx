/**
 * The intermediate session is gone (its 10 minutes passed, or it was used; lost-session.ts): the
 * catalogue's message and 'Start over', back to the mount's first screen (the `back` action).
 */
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import type { MfaDispatch } from './actions';
import type { MfaSessionExpiredState } from './state';

export function MfaSessionExpiredScreen({ state, dispatch }: ScreenProps<MfaSessionExpiredState, MfaDispatch>) {
  const { t } = useB2BWidget();
  return (
    <>
      <ScreenHeading>{t('b2b.mfa.expiredTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t(state.reason)}</p>
      <Button onClick={() => dispatch({ type: 'back' })}>{t('b2b.mfa.startOver')}</Button>
    </>
  );
}
