/**
 * Passkey autofill on Main's email field (spec section 4): with passkeys
 * configured, a browser that offers passkeys in autofill (conditional
 * mediation) and an email form, a ceremony starts when Main mounts and waits
 * for the visitor to pick a passkey from the field's suggestions while the
 * form keeps working. It is tried up to 5 times (each failure uses one
 * attempt; spec section 10) and stops when Main unmounts (the runner aborts
 * it), when another ceremony takes over, or on success. Entry code: the
 * ceremony itself arrives with the passkeys flow's chunk (`useSendPasskey`).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useRunner } from '../../async/use-runner';
import { useSendPasskey } from '../../host/flow-registry';
import type { CommonAction, FlowAction } from '../flow';
import { useFailure } from '../use-failure';

/** Spec section 10: passkey autofill retries. */
export const PASSKEY_AUTOFILL_ATTEMPTS = 5;

type PublicKeyCredentialStatics = { isConditionalMediationAvailable?: () => Promise<boolean> };

let support: boolean | undefined;
let asking: Promise<boolean> | undefined;
const listeners = new Set<() => void>();

/** Asks the browser once per page; a failed question means no autofill. */
function askSupport(): void {
  if (asking !== undefined) return;
  const statics = (globalThis as { PublicKeyCredential?: PublicKeyCredentialStatics }).PublicKeyCredential;
  const ask = statics?.isConditionalMediationAvailable;
  asking = (typeof ask === 'function' ? Promise.resolve().then(() => ask.call(statics)) : Promise.resolve(false))
    .then((answer) => answer === true)
    .catch(() => false);
  void asking.then((answer) => {
    support = answer;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the browser offers passkeys in autofill: undefined while it is
 * being asked (a few milliseconds, once per page), never asked when `needed`
 * is false.
 */
export function useAutofillSupport(needed: boolean): boolean | undefined {
  if (needed) askSupport();
  return useSyncExternalStore(subscribe, () => (needed ? support : false), () => false);
}

/** Runs the autofill ceremonies while `enabled`; a sign-in dispatches the flow's action. */
export function usePasskeyAutofill(enabled: boolean, dispatch: (action: FlowAction | CommonAction) => void): void {
  const sendPasskey = useSendPasskey();
  const { run, abort } = useRunner();
  const fail = useFailure(dispatch);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    void (async () => {
      for (let remaining = PASSKEY_AUTOFILL_ATTEMPTS; remaining > 0 && !stopped; remaining -= 1) {
        const outcome = await run((signal) => sendPasskey('autofill', signal));
        if (stopped || outcome.status === 'ignored') return;
        if (outcome.status === 'failed') {
          fail(outcome.error);
          continue;
        }
        if (outcome.value === 'superseded') return;
        if (outcome.value === 'cancelled') continue;
        dispatch(outcome.value);
        return;
      }
    })();
    return () => {
      stopped = true;
      abort();
    };
  }, [enabled, run, abort, sendPasskey, fail, dispatch]);
}
