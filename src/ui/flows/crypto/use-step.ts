/**
 * A step that runs when its screen appears (connecting, signing): once, on
 * arrival (`useOnArrival`: StrictMode's discarded first mount asks the wallet
 * nothing), through the screen's `useScreenCall`, so leaving the screen aborts
 * it and its answer changes nothing; success and failure become the flow's
 * actions.
 */
import { useOnArrival } from '../../async/use-on-arrival';
import { useScreenCall } from '../../async/use-screen-call';
import type { CommonAction } from '../flow';
import { walletFailed, type CryptoAction, type CryptoFailure } from './actions';

export function useStep<T>(
  step: CryptoFailure,
  call: (signal: AbortSignal) => Promise<T>,
  done: (value: T) => CryptoAction,
  dispatch: (action: CryptoAction | CommonAction) => void,
): void {
  const screen = useScreenCall(dispatch);
  useOnArrival(screen.call, call, {
    onOk: (value) => dispatch(done(value)),
    // `walletFailed` carries the failure: the reducer needs it to pick the screen (the wallet
    // error, or back to Main for a rejection), and the flow's effects report it, not this call.
    report: false,
    onFailed: (error) => {
      dispatch(walletFailed(step, error));
      return 'handled';
    },
  });
}
