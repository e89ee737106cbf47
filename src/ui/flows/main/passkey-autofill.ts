/**
 * Passkey autofill on Main's email field (docs/behaviour.md §2.1, §4.1). Main assumes the
 * browser offers passkeys in autofill (modern browsers do) and starts it when
 * it mounts with passkeys configured and an email form; the passkeys flow's
 * chunk checks, runs the ceremonies and their retries (flows/passkeys/
 * sign-in.ts). A browser without autofill gets the 'Login with a Passkey'
 * button instead (`onUnsupported`). Unmounting Main aborts it all.
 */
import { useEffect } from 'react';
import { useScreenCall } from '../../async/use-screen-call';
import { useSendPasskey } from '../../host/flow-registry';
import type { CommonAction, FlowAction } from '../flow';

export function usePasskeyAutofill(
  enabled: boolean,
  dispatch: (action: FlowAction | CommonAction) => void,
  onUnsupported: () => void,
): void {
  const sendPasskey = useSendPasskey();
  const { call, abort, fail } = useScreenCall(dispatch);
  useEffect(() => {
    if (!enabled) return;
    void call((signal) => sendPasskey('autofill', signal, fail), {
      onOk: (outcome) => {
        if (outcome === 'unsupported') onUnsupported();
        else if (typeof outcome !== 'string') dispatch(outcome);
      },
    });
    return abort;
  }, [enabled, call, abort, sendPasskey, fail, dispatch, onUnsupported]);
}
