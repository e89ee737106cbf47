/**
 * A step that runs when its screen appears (connecting, signing): once, through
 * the screen's runner, so leaving the screen aborts it and its answer changes
 * nothing; success and failure become the flow's actions.
 */
import { useEffect } from 'react';
import { useRunner } from '../../async/use-runner';
import type { CommonAction } from '../flow';
import { walletFailed, type CryptoAction, type CryptoFailure } from './actions';

export function useStep<T>(
  step: CryptoFailure,
  call: (signal: AbortSignal) => Promise<T>,
  done: (value: T) => CryptoAction,
  dispatch: (action: CryptoAction | CommonAction) => void,
): void {
  const { run } = useRunner();
  useEffect(() => {
    void run(call).then((outcome) => {
      if (outcome.status === 'ok') dispatch(done(outcome.value));
      else if (outcome.status === 'failed') dispatch(walletFailed(step, outcome.error));
    });
    // Once per screen: the step is the screen's reason to exist.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen (above)
  }, [run]);
}
