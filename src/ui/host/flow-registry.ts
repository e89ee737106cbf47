/**
 * What Main's tab forms call on submit: the send of the flow that serves the
 * tab, provided by the host. The forms render from entry code in the mount
 * call; the flow's chunk (already downloading since the mount call) is awaited
 * only here, so Main itself knows no flow and the field never waits for one.
 */
import { createContext, useContext } from 'react';
import type { MainTabId } from '../config/main-layout';
import type { FlowAction, TabInput } from '../flows/flow';

export type SendTab = (tab: MainTabId, input: TabInput, signal: AbortSignal) => Promise<FlowAction>;

export const SendTabContext = createContext<SendTab>(() => Promise.reject(new Error('Portico: no flow host.')));

export function useSendTab(): SendTab {
  return useContext(SendTabContext);
}
