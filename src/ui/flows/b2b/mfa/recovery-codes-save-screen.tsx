/**
 * The recovery codes of a new TOTP registration (docs/architecture.md, "B2B widget"): shown this
 * once (the state holds them only until 'Done'), in a monospace list, with 'Copy all' (a toast
 * says whether it worked) and 'Download' (a text file named after the organization). The member is
 * signed in already; 'Done' opens the success screen.
 */
import { useB2BWidget } from '../../../b2b/b2b-context';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { cx } from '../../../theme/css';
import * as styles from '../../../theme/styles';
import type { ScreenProps } from '../../flow';
import type { MfaDispatch } from './actions';
import { copyText } from './clipboard';
import { codeList } from './mfa.styles';
import type { MfaRecoveryCodesSaveState } from './state';

/** A file name from the organization's name: letters, digits, '-' and '_' only. */
function fileSafe(name: string): string {
  return name.trim().replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '');
}

/** Saves `text` as a download named `filename` (an object URL, revoked once the click is handled). */
function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function MfaRecoveryCodesSaveScreen({ state, dispatch }: ScreenProps<MfaRecoveryCodesSaveState, MfaDispatch>) {
  const { t, showToast } = useB2BWidget();
  const text = state.codes.join('\n');
  const organizationName = fileSafe(state.organization.organization_name);
  const filename = `${organizationName === '' ? t('b2b.mfa.downloadNameDefault') : t('b2b.mfa.downloadName', { organizationName })}.txt`;

  const copyAll = async () => {
    const copied = await copyText(text);
    showToast(copied ? { type: 'success', message: t('b2b.mfa.copied') } : { type: 'error', message: t('b2b.mfa.copyFailed') });
  };

  return (
    <>
      <ScreenHeading>{t('b2b.mfa.recoverySaveTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('b2b.mfa.recoverySaveBody')}</p>
      <ul className={cx(codeList)} dir="ltr" aria-label={t('b2b.mfa.recoveryCodesLabel')}>
        {state.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={cx(styles.column)}>
        <Button variant="secondary" onClick={() => void copyAll()}>
          {t('b2b.mfa.copyAll')}
        </Button>
        <Button variant="secondary" onClick={() => download(filename, `${text}\n`)}>
          {t('b2b.mfa.download')}
        </Button>
        <Button
          onClick={() => dispatch({ type: 'b2bMain/signedIn', member: state.member, organization: state.organization })}
        >
          {t('b2b.mfa.done')}
        </Button>
      </div>
    </>
  );
}
