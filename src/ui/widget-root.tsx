/**
 * The widget's outer shell for every mount kind: builds the environment
 * (translator, theme, validated config, bootstrap, safe callbacks, telemetry,
 * toasts), loads the flows the mount kind and config need (each its own
 * chunk), writes on the root element only the theme values the `styles` option
 * gives for its colour scheme (the defaults are the style sheet's fallbacks, so
 * host CSS wins over them: docs/architecture.md, "Look"), and renders the flows
 * from the kind's first screen.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import type { PorticoError } from '../core';
import { Alert } from './components/alert';
import { ToastRegion, useToastQueue } from './components/toast-region';
import type { NormalizedLoginConfig } from './config/config-types';
import { validateLoginConfig } from './config/validate-config';
import { useBootstrap } from './context/use-bootstrap';
import { useReportOnce } from './context/use-report-once';
import { WidgetEnvironmentContext, type WidgetEnvironment } from './context/widget-context';
import type { PorticoEvent } from './events';
import { createTranslator } from './i18n/format';
import { FLOWS, firstScreen, flowsNeeded, type FlowId, type WidgetState } from './flows';
import { FlowHost } from './host/flow-host';
import { useFlows } from './host/use-flows';
import { useRenderScreenEvent } from './host/use-render-screen-event';
import { createWidgetTelemetry } from './telemetry';
import { themeToCssVariables } from './theme/css-variables';
import { StyleSheet } from './theme/style-sheet';
import * as styles from './theme/styles';
import { schemeValues } from './theme/theme';
import type { WidgetProps } from './widget-props';
import { cx, part } from './theme/css';

export interface WidgetRootProps extends WidgetProps {
  /**
   * Starts on a given screen state instead of the kind's first screen.
   * @internal For tests of screens deep in a flow and the screens gallery.
   */
  initialState?: WidgetState;
}

const ALL_FLOWS = Object.keys(FLOWS) as FlowId[];

const EMPTY_CONFIG: NormalizedLoginConfig = validateLoginConfig({ products: [] });

type ConfigResult = { config: NormalizedLoginConfig; error: null } | { config: NormalizedLoginConfig; error: Error };

function checkConfig(config: unknown, method: string): ConfigResult {
  try {
    return { config: validateLoginConfig(config, method), error: null };
  } catch (error) {
    return { config: EMPTY_CONFIG, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

const MOUNT_METHOD: Record<WidgetProps['kind'], string> = {
  login: 'mountLogin',
  resetPassword: 'mountResetPassword',
  passkeyRegistration: 'mountPasskeyRegistration',
  passkeyList: 'mountPasskeyList',
  identityProvider: 'mountIdentityProvider',
  authenticate: 'mountAuthenticate',
};

/** The system's dark preference (`undefined` where `matchMedia` is missing: a server, old test DOMs). */
const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');

function subscribeDark(changed: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

export function WidgetRoot(props: WidgetRootProps) {
  const { kind, client, strings, callbacks, initialState, passwordResetToken } = props;
  const scheme = props.theme ?? 'light';
  // Whether `styles.dark` applies: `auto` follows the system live (the style sheet's own defaults
  // follow it by themselves; this only decides what is written inline).
  const dark = useSyncExternalStore(
    subscribeDark,
    () => scheme === 'dark' || (scheme === 'auto' && darkQuery()?.matches === true),
    () => scheme === 'dark',
  );
  // The host's values for this scheme: written inline, and the screens' `env.theme`; the defaults
  // are the style sheet's fallbacks.
  const theme = useMemo(() => schemeValues(props.styles, dark), [props.styles, dark]);
  const cssVariables = useMemo(() => themeToCssVariables(theme) as CSSProperties, [theme]);
  const checked = useMemo(() => checkConfig(props.config, MOUNT_METHOD[kind]), [props.config, kind]);
  // A given initial state (tests, the gallery) may belong to any flow: load them all then.
  const flowIds = useMemo(
    () => (initialState === undefined ? flowsNeeded({ kind, products: checked.config.products }) : ALL_FLOWS),
    [kind, checked.config.products, initialState],
  );
  const home = useMemo(() => firstScreen(kind, { passwordResetToken }), [kind, passwordResetToken]);
  const flows = useFlows(flowIds, (initialState ?? home).screen);
  const t = useMemo(
    () => createTranslator(strings, flows.flows.map((flow) => flow.messages)),
    [strings, flows.flows],
  );
  const bootstrap = useBootstrap(client);
  const toasts = useToastQueue();

  // The latest callbacks without re-creating every consumer when a host passes inline functions.
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  }, [callbacks]);

  const emit = useCallback((event: PorticoEvent) => {
    try {
      callbacksRef.current?.onEvent?.(event);
    } catch (error) {
      console.error('Portico: callbacks.onEvent threw.', error);
    }
  }, []);

  const reportError = useCallback((error: unknown) => {
    const value: PorticoError | Error = error instanceof Error ? error : new Error(String(error));
    try {
      callbacksRef.current?.onError?.(value);
    } catch (thrown) {
      console.error('Portico: callbacks.onError threw.', thrown);
    }
  }, []);

  const telemetry = useMemo(() => createWidgetTelemetry(client), [client]);

  const env = useMemo<WidgetEnvironment>(
    () => ({
      client,
      config: checked.config,
      t,
      theme,
      bootstrap,
      emit,
      reportError,
      telemetry,
      showToast: toasts.show,
    }),
    [client, checked.config, t, theme, bootstrap, emit, reportError, telemetry, toasts.show],
  );

  // A config of the wrong shape: shown in place of the widget and reported once.
  const configError = checked.error;
  useReportOnce(configError, reportError);
  const loadError = useMemo(() => (flows.status === 'failed' ? new Error(t('network_error')) : null), [flows, t]);
  useReportOnce(loadError, reportError);
  useRenderScreenEvent(kind, configError === null, env);

  let content;
  if (configError !== null) {
    content = <Alert variant="error" message={configError.message} />;
  } else {
    content = <FlowHost ids={flowIds} flows={flows} home={home} initialState={initialState} />;
  }

  return (
    <WidgetEnvironmentContext.Provider value={env}>
      <div className={cx(styles.root)} style={cssVariables} data-portico-widget={kind} data-portico-theme={scheme} {...part('root')}>
        <StyleSheet />
        {content}
        <ToastRegion queue={toasts} t={t} />
      </div>
    </WidgetEnvironmentContext.Provider>
  );
}
