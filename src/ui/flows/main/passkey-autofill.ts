/**
 * Passkey autofill on Main's email field (docs/behaviour.md §2.1, §4.1). Main assumes the
 * browser offers passkeys in autofill (modern browsers do) and starts it when
 * it mounts with passkeys configured and an email form; the passkeys flow's
 * chunk checks, runs the ceremonies and their retries (flows/passkeys/
 * sign-in.ts). A browser without autofill gets the 'Login with a Passkey'
 * button instead (`onUnsupported`). Unmounting Main aborts it all.
 */
import { useEffect } from 'react';
import { useRunner } from '../../async/use-runner';
import { useSendPasskey } from '../../host/flow-registry';
import type { CommonAction, FlowAction } from '../flow';
import { useFailure } from '../use-failure';

export function usePasskeyAutofill(
  enabled: boolean,
  dispatch: (action: FlowAction | CommonAction) => void,
  onUnsupported: () => void,
): void {
  const sendPasskey = useSendPasskey();
  const { run, abort } = useRunner();
  const fail = useFailure(dispatch);
  useEffect(() => {
    if (!enabled) return;
    void run((signal) => sendPasskey('autofill', signal, fail)).then((outcome) => {
      if (outcome.status === 'failed') fail(outcome.error);
      else if (outcome.status !== 'ok') return;
      else if (outcome.value === 'unsupported') onUnsupported();
      else if (typeof outcome.value !== 'string') dispatch(outcome.value);
    });
    return abort;
  }, [enabled, run, abort, sendPasskey, fail, dispatch, onUnsupported]);
}
