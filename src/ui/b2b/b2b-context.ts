/**
 * The B2B widget's environment: the same context every widget provides
 * (src/ui/context/widget-context.tsx, filled by src/ui/widget-shell.tsx), read
 * with the B2B client and config it holds in a B2B mount.
 */
import { useWidget, type WidgetEnvironment } from '../context/widget-context';
import type { PorticoB2BClient } from '../../core/b2b';
import type { PorticoB2BEvent } from './b2b-events';
import type { NormalizedB2BConfig } from './config/b2b-config-types';

/** The shared environment with the B2B client and config, and `emit` taking the B2B events. */
export type B2BWidgetEnvironment = Omit<WidgetEnvironment<PorticoB2BClient, NormalizedB2BConfig>, 'emit'> & {
  /** Sends an event to `callbacks.onEvent`; a throwing host handler is logged, not rethrown. */
  emit(event: PorticoB2BEvent): void;
};

/** For B2B screens only: the B2B widget (src/ui/b2b/b2b-widget-root.tsx) provides a B2B client and config. */
export function useB2BWidget(): B2BWidgetEnvironment {
  return useWidget() as unknown as B2BWidgetEnvironment;
}
