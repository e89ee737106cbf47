/**
 * Main's non-form blocks. Social buttons start the provider's OAuth flow (a
 * full-page navigation by the client). The passkey and wallet flows have not
 * landed: their buttons render in place; wallets open the placeholder screen
 * and the passkey button says so in a toast, rather than doing anything
 * half-built.
 */
import { useRunner } from '../../async/use-runner';
import { Button } from '../../components/button';
import { KeyIcon, WalletIcon } from '../../components/icons';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderConfig, type WalletOption } from '../../config/config-types';
import type { MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import type { ComingSoonAction } from '../coming-soon/actions';
import type { CommonAction, FlowAction } from '../flow';
import { useFailure } from '../use-failure';
import { cx } from '../../theme/css';

type Dispatch = (action: FlowAction | CommonAction) => void;

export function PasskeyBlock() {
  const { t, showToast } = useWidget();
  return (
    <Button
      variant="secondary"
      icon={<KeyIcon />}
      onClick={() => showToast({ type: 'blank', message: t('common.notAvailableYet') })}
    >
      {t('main.passkeyButton')}
    </Button>
  );
}

export function OAuthBlock({ providers, dispatch }: { providers: readonly OAuthProviderConfig[]; dispatch: Dispatch }) {
  const { client, config, t } = useWidget();
  const { run, pending } = useRunner();
  const fail = useFailure(dispatch);
  const start = async (provider: OAuthProviderConfig) => {
    dispatch({ type: 'errorCleared' });
    const outcome = await run(() =>
      client.oauth[provider.type].start({
        login_redirect_url: config.oauthOptions.loginRedirectURL,
        signup_redirect_url: config.oauthOptions.signupRedirectURL,
        custom_scopes: provider.custom_scopes,
        provider_params: provider.provider_params,
      }),
    );
    if (outcome.status === 'failed') fail(outcome.error);
  };
  return (
    <div className={cx(styles.column)}>
      {providers.map((provider) => (
        <Button key={provider.type} variant="secondary" disabled={pending} onClick={() => void start(provider)}>
          {t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider.type] })}
        </Button>
      ))}
    </div>
  );
}

export function CryptoBlock({ block, dispatch }: { block: Extract<MainBlock, { kind: 'crypto' }>; dispatch: Dispatch }) {
  const { t } = useWidget();
  // The action of the placeholder flow, spelled here so Main does not load that flow's code.
  const open = (next: ComingSoonAction['next']) => {
    const action: ComingSoonAction = { type: 'comingSoon/opened', next };
    dispatch(action);
  };
  const choose = (wallet: WalletOption) => open({ screen: 'CryptoConnect', wallet });
  return (
    <div className={cx(styles.column)}>
      {block.wallets.map((wallet) => (
        <Button key={wallet} variant="secondary" icon={<WalletIcon />} onClick={() => choose(wallet)}>
          {t('crypto.continueWith', { wallet: t.lookup(`crypto.wallet.${wallet}`) ?? wallet })}
        </Button>
      ))}
      {block.showOtherWalletsButton ? (
        <Button variant="secondary" icon={<WalletIcon />} onClick={() => open({ screen: 'CryptoOtherScreen' })}>
          {t('main.otherCryptoWallets')}
        </Button>
      ) : null}
    </div>
  );
}
