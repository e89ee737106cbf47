/** @jsxImportSource @emotion/react */
/**
 * Main's non-form blocks. Social buttons start the provider's OAuth flow
 * (a full-page navigation by the client). Passkey and wallet flows arrive
 * with later issues: their buttons render in place; wallets lead to the
 * 'Coming soon' screen and the passkey button says so in a toast, rather
 * than doing anything half-built.
 */
import { Button } from '../../components/button';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderConfig, type WalletOption } from '../../config/config-types';
import type { MainBlock } from '../../config/main-layout';
import { useAuthAction } from '../../context/use-auth-action';
import { useWidget, useWidgetStore } from '../../context/widget-context';
import { widgetActions } from '../../state/actions';
import * as styles from '../../theme/styles';

export function PasskeyBlock() {
  const { t, showToast } = useWidget();
  return (
    <Button variant="secondary" onClick={() => showToast({ type: 'blank', message: t('common.comingSoonBody') })}>
      {t('main.passkeyButton')}
    </Button>
  );
}

export function OAuthBlock({ providers }: { providers: readonly OAuthProviderConfig[] }) {
  const { client, config, t } = useWidget();
  const { run, submitting } = useAuthAction();
  const start = (provider: OAuthProviderConfig) =>
    void run(() =>
      client.oauth[provider.type].start({
        login_redirect_url: config.oauthOptions.loginRedirectURL,
        signup_redirect_url: config.oauthOptions.signupRedirectURL,
        custom_scopes: provider.custom_scopes,
        provider_params: provider.provider_params,
      }),
    );
  return (
    <div css={styles.column}>
      {providers.map((provider) => (
        <Button key={provider.type} variant="secondary" disabled={submitting} onClick={() => start(provider)}>
          {t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider.type] })}
        </Button>
      ))}
    </div>
  );
}

export function CryptoBlock({ block }: { block: Extract<MainBlock, { kind: 'crypto' }> }) {
  const { t } = useWidget();
  const { dispatch } = useWidgetStore();
  const choose = (wallet: WalletOption) => {
    dispatch(widgetActions.updateCryptoState({ walletOption: wallet }));
    dispatch(widgetActions.navigate('CryptoConnect'));
  };
  return (
    <div css={styles.column}>
      {block.wallets.map((wallet) => (
        <Button key={wallet} variant="secondary" onClick={() => choose(wallet)}>
          {t('crypto.continueWith', { wallet: t(`crypto.wallet.${wallet}`) })}
        </Button>
      ))}
      {block.showOtherWalletsButton ? (
        <Button variant="secondary" onClick={() => dispatch(widgetActions.navigate('CryptoOtherScreen'))}>
          {t('main.otherCryptoWallets')}
        </Button>
      ) : null}
    </div>
  );
}
