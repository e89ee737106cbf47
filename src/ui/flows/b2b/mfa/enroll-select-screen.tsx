/**
 * The enrolment choice (docs/architecture.md, "B2B widget"): the methods the organization allows
 * and the config includes, in the config's order (first-screen.ts, `enrolmentMethods`). With one
 * method only there is nothing to choose: the screen takes it before it paints.
 */
import { useLayoutEffect, useMemo } from 'react';
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { ChatIcon, KeyIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/screen-heading';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import { methodChosen, type MfaDispatch } from './actions';
import { enrolmentMethods } from './first-screen';
import { methodList } from './mfa.styles';
import type { MfaEnrollSelectState } from './state';

export function MfaEnrollSelectScreen({ state, dispatch }: ScreenProps<MfaEnrollSelectState, MfaDispatch>) {
  const { t, config } = useB2BWidget();
  const methods = useMemo(() => enrolmentMethods(state.organization, config), [state.organization, config]);
  const only = methods.length === 1 ? methods[0] : undefined;

  useLayoutEffect(() => {
    if (only !== undefined) dispatch(methodChosen(only, methods));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  if (only !== undefined) return null;
  return (
    <>
      <ScreenHeading>{t('b2b.mfa.enrollTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('b2b.mfa.enrollBody')}</p>
      <ul className={cx(methodList)} aria-label={t('b2b.mfa.methodsLabel')}>
        {methods.map((method) => (
          <li key={method}>
            <Button
              variant="secondary"
              icon={method === 'smsOtp' ? <ChatIcon /> : <KeyIcon />}
              onClick={() => dispatch(methodChosen(method, methods))}
            >
              {t(method === 'smsOtp' ? 'b2b.mfa.method.smsOtp' : 'b2b.mfa.method.totp')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
