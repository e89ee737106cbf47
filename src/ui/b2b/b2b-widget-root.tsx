/**
 * The B2B widget (docs/architecture.md, "B2B widget"): validates the B2B
 * config, picks the B2B flows the mount kind and config need and the first
 * screen, and renders them in the shell every widget shares
 * (src/ui/widget-shell.tsx). Its flows register with the shared loader here,
 * so the consumer entry never names a B2B chunk.
 */
import type { PorticoB2BClient } from '../../core/b2b';
import type { AnyFlow } from '../flows';
import { ALL_B2B_FLOWS, B2B_FLOWS, b2bFlowsNeeded, firstB2BScreen, type B2BWidgetState } from '../flows/b2b';
import { registerFlows, type FlowLine } from '../host/load-flows';
import { registerLocalePacks } from '../i18n/locale-packs';
import { WidgetShell, type WidgetSetup, type WidgetShellProps } from '../widget-shell';
import type { B2BWidgetKind, B2BWidgetProps } from './b2b-widget-props';
import type { NormalizedB2BConfig } from './config/b2b-config-types';
import { validateB2BConfig } from './config/validate-b2b-config';

export interface B2BWidgetRootProps extends B2BWidgetProps {
  /**
   * Starts on a given screen state instead of the kind's first screen.
   * @internal For tests of screens deep in a flow and the screens gallery.
   */
  initialState?: B2BWidgetState;
}

/** The public method of each kind, for 'Invalid call to …'. */
const MOUNT_METHOD: Record<B2BWidgetKind, string> = {
  b2bLogin: 'mount',
  b2bPasswordReset: 'mountPasswordReset',
  b2bIdentityProvider: 'mountIdentityProvider',
};

/** What a config that failed its check leaves the widget: nothing to sign in with. */
const EMPTY_CONFIG: NormalizedB2BConfig = validateB2BConfig({ authFlowType: 'PasswordReset', products: [] }, 'mount');

type B2BShellProps = WidgetShellProps<PorticoB2BClient, NormalizedB2BConfig, B2BWidgetState, B2BWidgetKind>;

function setup(props: B2BShellProps): WidgetSetup<NormalizedB2BConfig, B2BWidgetState> {
  const { kind, initialState } = props;
  let config = EMPTY_CONFIG;
  let configError: Error | null = null;
  try {
    // Only `mount` needs a config; the others may omit it.
    const given = props.config ?? (kind === 'b2bLogin' ? undefined : { authFlowType: 'PasswordReset', products: [] });
    config = validateB2BConfig(given, MOUNT_METHOD[kind]);
  } catch (error) {
    configError = error instanceof Error ? error : new Error(String(error));
  }
  const inputs = { config, passwordResetToken: props.passwordResetToken };
  return {
    config,
    configError,
    // A given initial state (tests, the gallery) may belong to any flow: load them all then.
    flowIds: initialState === undefined ? b2bFlowsNeeded(kind, inputs) : ALL_B2B_FLOWS,
    home: configError === null ? firstB2BScreen(kind, inputs) : { screen: 'B2BMain' },
  };
}

// The B2B registry's chunks, for the shared loader (host/load-flows.ts), which holds any flow: the
// B2B flows' reducers work over the B2B union.
registerLocalePacks('b2b', () => import('../i18n/locales/b2b-packs'));
registerFlows(B2B_FLOWS as unknown as Record<string, FlowLine & { load: () => Promise<{ default: AnyFlow }> }>);

export function B2BWidgetRoot(props: B2BWidgetRootProps) {
  return <WidgetShell {...props} setup={setup} />;
}
