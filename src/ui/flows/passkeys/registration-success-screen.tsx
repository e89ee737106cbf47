/**
 * PasskeyRegistrationSuccess (docs/behaviour.md §2.6): 'Passkey successfully
 * created!' (after a skip the title does not claim one was), the 'Existing
 * Passkeys' list, 'Set up another Passkey' and 'Done' (emits `PasskeyDone`,
 * index.ts); both buttons wait while a rename is in progress, so a half-typed
 * name is never lost.
 */
import { useState } from 'react';
import { Button } from '../../components/button';
import { KeyIcon } from '../../components/icons';
import { ScreenHeading } from '../../components/screen-heading';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import { passkeysDone, setUpAnotherPasskey, type PasskeysAction } from './actions';
import { PasskeyList, PasskeyNoticeAlert } from './passkey-list';
import type { PasskeyRegistrationSuccessState } from './state';

export function PasskeyRegistrationSuccessScreen({ state, dispatch }: ScreenProps<PasskeyRegistrationSuccessState, PasskeysAction>) {
  const { t } = useWidget();
  const [renaming, setRenaming] = useState(false);
  return (
    <>
      <ScreenHeading>{t(state.created ? 'passkey.createdTitle' : 'passkey.skippedTitle')}</ScreenHeading>
      <PasskeyList variant="section" dispatch={dispatch} onRenamingChange={setRenaming} />
      <div className={cx(styles.column)}>
        <Button variant="secondary" icon={<KeyIcon />} disabled={renaming} onClick={() => dispatch(setUpAnotherPasskey())}>
          {t('passkey.setUpAnother')}
        </Button>
        <Button disabled={renaming} onClick={() => dispatch(passkeysDone())}>
          {t('passkey.done')}
        </Button>
      </div>
      <PasskeyNoticeAlert notice={state.notice} />
    </>
  );
}
