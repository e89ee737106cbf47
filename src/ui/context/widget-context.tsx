/**
 * What every screen needs from its widget, in one context: the client, the
 * validated config, the translator, the theme, the bootstrap data, the host's
 * callbacks (wrapped so a throwing host cannot break a flow), telemetry and
 * toasts. The widget state is not here: the host passes each screen its own
 * state and dispatch as props (src/ui/host/flow-host.tsx).
 */
import { createContext, useContext } from 'react';
import type { BootstrapData, PorticoClient, PorticoError } from '../../core';
import type { NormalizedLoginConfig } from '../config/config-types';
import type { PorticoEvent } from '../events';
import type { Translator } from '../i18n/format';
import type { ThemeValues } from '../theme/theme';
import type { WidgetTelemetry } from '../telemetry';
import type { ToastInput } from '../toast/toast-queue';

/**
 * `Client` and `Config` are the consumer widget's by default; the B2B widget
 * (src/ui/b2b/) provides the same environment over its own client and config
 * (docs/architecture.md, "B2B widget"), read back with `useB2BWidget`.
 */
export interface WidgetEnvironment<Client = PorticoClient, Config = NormalizedLoginConfig> {
  client: Client;
  config: Config;
  t: Translator;
  /**
   * The host's `styles` for the widget's colour scheme (with `styles.dark` over them when dark):
   * only what the host gave, the defaults are the style sheet's (docs/architecture.md, "Look").
   */
  theme: ThemeValues;
  bootstrap: BootstrapData;
  /** Sends an event to `callbacks.onEvent`; a throwing host handler is logged, not rethrown. */
  emit(event: PorticoEvent): void;
  /** Passes an error to `callbacks.onError` (once per call); never throws. */
  reportError(error: PorticoError | Error | unknown): void;
  /** The widget's telemetry events; never throws. */
  telemetry: WidgetTelemetry;
  /** Shows a toast in the widget's polite live region. */
  showToast(toast: ToastInput): void;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment | null>(null);

export function useWidget(): WidgetEnvironment {
  const value = useContext(WidgetEnvironmentContext);
  if (value === null) throw new Error('Portico: widget components must render inside <PorticoWidget>.');
  return value;
}
