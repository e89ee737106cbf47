/**
 * CryptoConnect (docs/behaviour.md §4.1): asks the wallet for the account, then the
 * provider for a challenge, and moves to CryptoSignMessage.
 */
import { ScreenHeading } from '../../components/screen-heading';
import { Spinner } from '../../components/spinner';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import type { ScreenProps } from '../flow';
import { walletChallenged, type CryptoAction } from './actions';
import { connectWallet } from './api';
import * as cryptoStyles from './crypto.styles';
import type { CryptoConnectState } from './state';
import { useStep } from './use-step';
import { useDiscovery } from './use-wallets';

export function CryptoConnectScreen({ state, dispatch }: ScreenProps<CryptoConnectState, CryptoAction>) {
  const env = useWidget();
  const { t } = env;
  const wallets = useDiscovery();
  useStep('connect', (signal) => connectWallet(env, wallets, state.wallet, signal), (r) => walletChallenged(r.address, r.challenge), dispatch);
  return (
    <>
      <ScreenHeading>{t('crypto.connectTitle', { wallet: state.wallet.name })}</ScreenHeading>
      <p className={cx(styles.bodyText)}>{t('crypto.connectBody')}</p>
      <div aria-busy="true" className={cx(cryptoStyles.waiting)}>
        <Spinner size={32} />
      </div>
    </>
  );
}
