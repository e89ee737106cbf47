/**
 * What every screen needs from its widget, in one context: the client, the
 * validated config, the translator, the theme, the bootstrap data, the host's
 * callbacks (wrapped so a throwing host cannot break a flow), telemetry and
 * toasts. The widget state and its dispatch live in a second context, so
 * components that only read the environment do not re-render on every action.
 */
import { createContext, useContext, type Dispatch } from 'react';
import type { BootstrapData, PorticoClient, PorticoError } from '../../core';
import type { NormalizedLoginConfig } from '../config/config-types';
import type { PorticoEvent } from '../events';
import type { Translator } from '../i18n/format';
import type { WidgetAction } from '../state/actions';
import type { WidgetState } from '../state/widget-state';
import type { Theme } from '../theme/theme';
import type { ToastInput } from '../toast/toast-queue';

export interface WidgetEnvironment {
  client: PorticoClient;
  config: NormalizedLoginConfig;
  t: Translator;
  theme: Theme;
  bootstrap: BootstrapData;
  /** Sends an event to `callbacks.onEvent`; a throwing host handler is logged, not rethrown. */
  emit(event: PorticoEvent): void;
  /** Passes an error to `callbacks.onError` (once per call); never throws. */
  reportError(error: PorticoError | Error | unknown): void;
  /** Logs a widget telemetry event through the client's batcher; never throws. */
  logEvent(eventName: string, details: Record<string, unknown>): void;
  /** Shows a toast in the widget's polite live region. */
  showToast(toast: ToastInput): void;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment | null>(null);

export interface WidgetStore {
  state: WidgetState;
  dispatch: Dispatch<WidgetAction>;
}

export const WidgetStoreContext = createContext<WidgetStore | null>(null);

export function useWidget(): WidgetEnvironment {
  const value = useContext(WidgetEnvironmentContext);
  if (value === null) throw new Error('Portico: widget components must render inside <PorticoWidget>.');
  return value;
}

export function useWidgetStore(): WidgetStore {
  const value = useContext(WidgetStoreContext);
  if (value === null) throw new Error('Portico: widget screens must render inside the login widget.');
  return value;
}
