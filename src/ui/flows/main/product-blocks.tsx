/**
 * Main's non-form blocks. The passkey button runs the passkeys flow's
 * ceremony; social buttons start the provider's OAuth flow (a full-page
 * navigation by the client); the wallet flow renders the wallet buttons.
 */
import { useRunner } from '../../async/use-runner';
import { Button } from '../../components/button';
import { KeyIcon } from '../../components/icons';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderConfig } from '../../config/config-types';
import type { MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import type { CommonAction, FlowAction } from '../flow';
import { useFailure } from '../use-failure';
import { useMainBlocks, useSendPasskey } from '../../host/flow-registry';
import { cx } from '../../theme/css';

type Dispatch = (action: FlowAction | CommonAction) => void;

/** 'Login with a Passkey': one modal passkey ceremony (the passkeys flow's, awaited on click). */
export function PasskeyBlock({ dispatch }: { dispatch: Dispatch }) {
  const { t } = useWidget();
  const sendPasskey = useSendPasskey();
  const { run, pending } = useRunner();
  const fail = useFailure(dispatch);
  const start = async () => {
    dispatch({ type: 'errorCleared' });
    const outcome = await run((signal) => sendPasskey('button', signal, fail));
    if (outcome.status === 'failed') fail(outcome.error);
    // A closed prompt returns quietly to Main.
    else if (outcome.status === 'ok' && typeof outcome.value !== 'string') dispatch(outcome.value);
  };
  return (
    <Button variant="secondary" icon={<KeyIcon />} loading={pending} onClick={() => void start()}>
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

/**
 * The wallet buttons: rendered by the wallet flow (which wallets this browser
 * has decides their order). Until its chunk is here, a few milliseconds after
 * the first paint, their space is held so nothing below them moves.
 */
export function CryptoBlock({ block, dispatch }: { block: Extract<MainBlock, { kind: 'crypto' }>; dispatch: Dispatch }) {
  const { crypto: Block } = useMainBlocks();
  if (Block !== undefined) return <Block block={block} dispatch={dispatch} />;
  const buttons = block.wallets.length + (block.showOtherWalletsButton ? 1 : 0);
  return <div aria-busy="true" className={cx(styles.column)} style={{ minHeight: `calc(${buttons} * (${styles.vars.buttonHeight} + 8px) - 8px)` }} />;
}
