/** @jsxImportSource @emotion/react */
/**
 * The widget's outer shell for every mount kind: builds the environment
 * (translator, theme, validated config, bootstrap, safe callbacks, telemetry,
 * toasts), sets the theme's CSS custom properties on the root element, and
 * renders the kind's content.
 */
import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { PorticoError } from '../core';
import { getClientInternals } from '../core/internals';
import { ToastRegion, useToastQueue } from './components/toast-region';
import type { NormalizedLoginConfig } from './config/config-types';
import { validateLoginConfig } from './config/validate-config';
import { useBootstrap } from './context/use-bootstrap';
import { useReportOnce } from './context/use-report-once';
import { WidgetEnvironmentContext, type WidgetEnvironment } from './context/widget-context';
import type { PorticoEvent } from './events';
import { createTranslator } from './i18n/format';
import { LoginWidget } from './login-widget';
import { KindPlaceholder } from './screens/placeholder/kind-placeholder';
import type { WidgetState } from './state/widget-state';
import { themeToCssVariables } from './theme/css-variables';
import * as styles from './theme/styles';
import { mergeTheme } from './theme/theme';
import type { WidgetProps } from './widget-props';

export interface WidgetRootProps extends WidgetProps {
  /**
   * Starts the login widget on a given state instead of Main.
   * @internal For tests of screens deep in a flow.
   */
  initialState?: WidgetState;
}

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
  identityProvider: 'mountIdentityProvider',
};

export function WidgetRoot(props: WidgetRootProps) {
  const { kind, client, strings, callbacks, initialState } = props;
  const t = useMemo(() => createTranslator(strings), [strings]);
  const theme = useMemo(() => mergeTheme(props.styles), [props.styles]);
  const cssVariables = useMemo(() => themeToCssVariables(theme) as CSSProperties, [theme]);
  const checked = useMemo(() => checkConfig(props.config, MOUNT_METHOD[kind]), [props.config, kind]);
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

  const logEvent = useCallback(
    (eventName: string, details: Record<string, unknown>) => {
      try {
        getClientInternals(client).ctx.telemetry.log({ event_name: eventName, details });
      } catch {
        // Telemetry is best effort and never reaches the visitor.
      }
    },
    [client],
  );

  const env = useMemo<WidgetEnvironment>(
    () => ({
      client,
      config: checked.config,
      t,
      theme,
      bootstrap,
      emit,
      reportError,
      logEvent,
      showToast: toasts.show,
    }),
    [client, checked.config, t, theme, bootstrap, emit, reportError, logEvent, toasts.show],
  );

  // A config of the wrong shape: shown in place of the widget and reported once.
  const configError = checked.error;
  useReportOnce(configError, reportError);

  let content;
  if (configError !== null) {
    content = (
      <p role="alert" css={styles.errorText}>
        {configError.message}
      </p>
    );
  } else if (kind === 'login') {
    content = <LoginWidget initialState={initialState} />;
  } else {
    content = <KindPlaceholder kind={kind} />;
  }

  return (
    <WidgetEnvironmentContext.Provider value={env}>
      <div css={styles.root} style={cssVariables} data-portico-widget={kind}>
        {content}
        <ToastRegion queue={toasts} t={t} />
      </div>
    </WidgetEnvironmentContext.Provider>
  );
}
