/**
 * Main's non-form blocks. The passkey button runs the passkeys flow's
 * ceremony; the social sign-in and wallet flows render their own blocks.
 */
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { KeyIcon } from '../../components/icons';
import type { MainBlock } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import type { CommonAction, FlowAction } from '../flow';
import { useMainParts, useSendPasskey } from '../../host/flow-registry';
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
 * A block a flow renders itself (docs/architecture.md, "How to add a flow"): the social
 * buttons (their brand icons and Google One Tap load with the social sign-in flow) and the
 * wallet buttons (which wallets this browser has decides their order). Until the flow's
 * chunk is here, a few milliseconds after the first paint, the block's space is held so
 * nothing below it moves.
 */
export function FlowBlock({ block, dispatch }: { block: Extract<MainBlock, { kind: 'oauth' | 'crypto' }>; dispatch: Dispatch }) {
  const { loaded } = useMainParts();
  if (block.kind === 'oauth') {
    const Block = loaded('oauth');
    return Block === undefined ? <HeldSpace buttons={block.providers.length} /> : <Block block={block} dispatch={dispatch} />;
  }
  const Block = loaded('crypto');
  return Block === undefined ? (
    <HeldSpace buttons={block.wallets.length + (block.showOtherWalletsButton ? 1 : 0)} />
  ) : (
    <Block block={block} dispatch={dispatch} />
  );
}

// cssVar, not styles.vars: only style templates read `vars`, which the standalone build compiles,
// so the object is dropped from the first load (docs/architecture.md, "Look").
function HeldSpace({ buttons }: { buttons: number }) {
  return <div aria-busy="true" className={cx(styles.column)} style={{ minHeight: `calc(${buttons} * (${styles.cssVar('--portico-button-height')} + 8px) - 8px)` }} />;
}
