/**
 * What Main asks of the flows that serve its parts (docs/architecture.md, "How
 * to add a flow"): one context, provided by the host, that hands out a part
 * by name — a tab's send, the passkey sign-in, a block — from the flow whose
 * registry line declares it (`serves`). Main's forms, passkey button and
 * block slots render from entry code in the mount call; a flow's chunk
 * (already downloading since the mount call) is awaited only when a part is
 * used, so Main itself knows no flow and the field never waits for one.
 */
import { createContext, useCallback, useContext } from 'react';
import type { MainPart, MainParts, PasskeyMode, PasskeyOutcome, SendTab } from '../flows/flow';
import { useWidget } from '../context/widget-context';

export type { SendTab };

export interface MainPartsHost {
  /** The part, once its flow's chunk is here; a chunk that did not download rejects with a network error. */
  part<P extends MainPart>(part: P): Promise<MainParts[P]>;
  /** The part if its flow is loaded already (a block renders it, or holds its space until then). */
  loaded<P extends MainPart>(part: P): MainParts[P] | undefined;
}

/** Provided by the host (host/flow-host.tsx), which renders Main: no default is ever read. */
export const MainPartsContext = createContext<MainPartsHost>(null!);

export function useMainParts(): MainPartsHost {
  return useContext(MainPartsContext);
}

/**
 * What Main's tab forms call on submit: the send of the flow that serves the tab. A send
 * gets this too, to hand over to another tab's send (the password tab's passwordless path).
 */
export function useSendTab(): SendTab {
  const { part } = useMainParts();
  const env = useWidget();
  return useCallback<SendTab>(
    async function send(tab, input, signal) {
      return (await part(tab))(input, env, signal, send);
    },
    [part, env],
  );
}

/** What Main's passkey button and autofill call: the passkeys flow's ceremony. */
export type SendPasskey = (mode: PasskeyMode, signal: AbortSignal, onFailure: (error: unknown) => void) => Promise<PasskeyOutcome>;

export function useSendPasskey(): SendPasskey {
  const { part } = useMainParts();
  const env = useWidget();
  return useCallback<SendPasskey>(async (mode, signal, onFailure) => (await part('passkey'))(mode, env, signal, onFailure), [part, env]);
}
