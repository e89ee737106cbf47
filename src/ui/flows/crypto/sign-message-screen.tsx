/**
 * CryptoSignMessage (docs/behaviour.md §4.1): the wallet is asked to sign the
 * provider's challenge, shown here as plain text so the visitor can read what
 * they sign; the signature is sent to authenticate.
 */
import { ScreenHeading } from '../../components/screen-heading';
import { useDomId } from '../../components/use-dom-id';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import { walletSignedIn, type CryptoAction } from './actions';
import { signInWithWallet } from './api';
import * as cryptoStyles from './crypto.styles';
import type { CryptoSignMessageState } from './state';
import { useStep } from './use-step';
import { useDiscovery } from './use-wallets';

export function CryptoSignMessageScreen({ state, dispatch }: ScreenProps<CryptoSignMessageState, CryptoAction>) {
  const env = useWidget();
  const { t } = env;
  const labelId = useDomId('challenge');
  const wallets = useDiscovery();
  useStep('sign', (signal) => signInWithWallet(env, wallets, state.wallet, state.address, state.challenge, signal), walletSignedIn, dispatch);
  return (
    <>
      <ScreenHeading>{t('crypto.signTitle')}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('crypto.signBody', { wallet: state.wallet.name })}</p>
      <p id={labelId} className={cx(styles.label)}>
        {t('crypto.messageLabel')}
      </p>
      {/* Focusable, so keyboard users can scroll a long message; a named group, so it is announced as the message.
          The message (addresses, URIs) reads left to right in a right-to-left widget too (docs/i18n.md). */}
      <pre className={cx(cryptoStyles.challenge)} dir="ltr" role="group" aria-labelledby={labelId} tabIndex={0}>
        {state.challenge}
      </pre>
    </>
  );
}
