/**
 * Main's non-form blocks. The passkey button runs the passkeys flow's
 * ceremony; the social sign-in and wallet flows render their own buttons.
 */
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { KeyIcon } from '../../components/icons';
import type { MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import type { CommonAction, FlowAction } from '../flow';
import { useMainBlocks, useSendPasskey } from '../../host/flow-registry';
import { cx } from '../../theme/css';

type Dispatch = (action: FlowAction | CommonAction) => void;

/** 'Login with a Passkey': one modal passkey ceremony (the passkeys flow's, awaited on click). */
export function PasskeyBlock({ dispatch }: { dispatch: Dispatch }) {
  const { t } = useWidget();
  const sendPasskey = useSendPasskey();
  const { call, pending, fail } = useScreenCall(dispatch);
  const start = async () => {
    dispatch({ type: 'errorCleared' });
    await call((signal) => sendPasskey('button', signal, fail), {
      // A closed prompt returns quietly to Main.
      onOk: (outcome) => {
        if (typeof outcome !== 'string') dispatch(outcome);
      },
    });
  };
  return (
    <Button variant="secondary" icon={<KeyIcon />} pending={pending} onClick={() => void start()}>
      {t('main.passkeyButton')}
    </Button>
  );
}

/**
 * The social buttons: rendered by the social sign-in flow (their brand icons
 * and Google One Tap load with it). Until its chunk is here, a few
 * milliseconds after the first paint, their space is held so nothing below
 * them moves.
 */
export function OAuthBlock({ block, dispatch }: { block: Extract<MainBlock, { kind: 'oauth' }>; dispatch: Dispatch }) {
  const { oauth: Block } = useMainBlocks();
  if (Block !== undefined) return <Block block={block} dispatch={dispatch} />;
  return <HeldSpace buttons={block.providers.length} />;
}

function HeldSpace({ buttons }: { buttons: number }) {
  return <div aria-busy="true" className={cx(styles.column)} style={{ minHeight: `calc(${buttons} * (${styles.vars.buttonHeight} + 8px) - 8px)` }} />;
}

/**
 * The wallet buttons: rendered by the wallet flow (which wallets this browser
 * has decides their order). Until its chunk is here, a few milliseconds after
 * the first paint, their space is held so nothing below them moves.
 */
export function CryptoBlock({ block, dispatch }: { block: Extract<MainBlock, { kind: 'crypto' }>; dispatch: Dispatch }) {
  const { crypto: Block } = useMainBlocks();
  if (Block !== undefined) return <Block block={block} dispatch={dispatch} />;
  return <HeldSpace buttons={block.wallets.length + (block.showOtherWalletsButton ? 1 : 0)} />;
}
