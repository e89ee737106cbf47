/**
 * The consumer widget for every mount kind: validates the config, picks the
 * flows the mount kind and config need (each its own chunk) and the kind's
 * first screen, and renders them in the shell every widget shares
 * (widget-shell.tsx: environment, theme, toasts, config errors).
 */
import type { NormalizedLoginConfig } from './config/config-types';
import { validateLoginConfig } from './config/validate-config';
import { EAGER_FLOWS, FLOWS, firstScreen, flowsNeeded, type AnyFlow, type FlowId, type WidgetState } from './flows';
import { registerFlows } from './host/load-flows';
import { registerLocalePacks } from './i18n/locale-packs';
import type { WidgetKind, WidgetProps } from './widget-props';
import { WidgetShell, type WidgetSetup, type WidgetShellProps } from './widget-shell';
import type { PorticoClient } from '../core';

export interface WidgetRootProps extends WidgetProps {
  /**
   * Starts on a given screen state instead of the kind's first screen.
   * @internal For tests of screens deep in a flow and the screens gallery.
   */
  initialState?: WidgetState;
}

const ALL_FLOWS = Object.keys(FLOWS) as FlowId[];

// The consumer registry's chunks, for the shared loader (host/load-flows.ts).
registerFlows(FLOWS, EAGER_FLOWS as Record<string, AnyFlow>);
registerLocalePacks('consumer', () => import('./i18n/locales/consumer-packs'));

const EMPTY_CONFIG: NormalizedLoginConfig = validateLoginConfig({ products: [] });

/** The public mount method of a kind, for 'Invalid call to …': `mountLogin` for `login`, … */
export function mountMethod(kind: WidgetKind): string {
  return `mount${kind[0]!.toUpperCase()}${kind.slice(1)}`;
}

/** The consumer's config, flows and first screen for the shell (widget-shell.tsx). */
function setup(props: WidgetShellProps<PorticoClient, NormalizedLoginConfig, WidgetState, WidgetKind>): WidgetSetup<NormalizedLoginConfig, WidgetState> {
  const { kind, initialState } = props;
  let config = EMPTY_CONFIG;
  let configError: Error | null = null;
  try {
    config = validateLoginConfig(props.config, mountMethod(kind));
  } catch (error) {
    configError = error instanceof Error ? error : new Error(String(error));
  }
  return {
    config,
    configError,
    // A given initial state (tests, the gallery) may belong to any flow: load them all then.
    flowIds: initialState === undefined ? flowsNeeded({ kind, products: config.products }) : ALL_FLOWS,
    home: firstScreen(kind, props),
  };
}

export function WidgetRoot(props: WidgetRootProps) {
  return <WidgetShell {...props} setup={setup} />;
}
