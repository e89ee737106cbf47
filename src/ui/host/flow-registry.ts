/**
 * What Main's tab forms (and its passkey button) call on submit: the send of the flow that serves the
 * tab, provided by the host. The forms render from entry code in the mount
 * call; the flow's chunk (already downloading since the mount call) is awaited
 * only here, so Main itself knows no flow and the field never waits for one.
 */
import { createContext, useContext } from 'react';
import type { MainBlocks, PasskeyMode, PasskeyOutcome, SendTab } from '../flows/flow';

export type { SendTab };

export const SendTabContext = createContext<SendTab>(() => Promise.reject(new Error('Portico: no flow host.')));

export function useSendTab(): SendTab {
  return useContext(SendTabContext);
}

/** What Main's passkey button and autofill call: the passkeys flow's ceremony, provided by the host. */
export type SendPasskey = (mode: PasskeyMode, signal: AbortSignal, onFailure: (error: unknown) => void) => Promise<PasskeyOutcome>;

export const SendPasskeyContext = createContext<SendPasskey>(() => Promise.reject(new Error('Portico: no flow host.')));

export function useSendPasskey(): SendPasskey {
  return useContext(SendPasskeyContext);
}

/** Main's blocks contributed by the flows loaded so far (the wallet buttons). */
export const MainBlocksContext = createContext<MainBlocks>({});

export function useMainBlocks(): MainBlocks {
  return useContext(MainBlocksContext);
}
