/**
 * What every widget shares, the consumer's (widget-root.tsx) and the B2B
 * one's (src/ui/b2b/b2b-widget-root.tsx): the environment (translator over the
 * loaded flows' texts, theme values, bootstrap, safe callbacks, telemetry,
 * toasts), the theme values the `styles` option gives for the colour scheme
 * written on the root (the defaults are the style sheet's fallbacks, so host
 * CSS wins over them: docs/architecture.md, "Look"), the config error in place
 * of the widget, and the flows from the first screen. The caller decides the
 * config, the flows and the first screen.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import type { PorticoClient, PorticoError } from '../core';
import { Alert } from './components/alert';
import { ToastRegion, useToastQueue } from './components/toast-region';
import { useBootstrap } from './context/use-bootstrap';
import { useReportOnce } from './context/use-report-once';
import { WidgetEnvironmentContext, type WidgetEnvironment } from './context/widget-context';
import type { PorticoB2BCallbacks } from './b2b/b2b-events';
import type { PorticoCallbacks, PorticoEvent } from './events';
import type { ScreenStateBase } from './flows/flow';
import { createTranslator } from './i18n/format';
import { isRightToLeft } from './i18n/locales';
import { useLanguage } from './i18n/use-language';
import { FlowHost } from './host/flow-host';
import { useFlows, type FlowsState } from './host/use-flows';
import { useRenderScreenEvent } from './host/use-render-screen-event';
import { createWidgetTelemetry } from './telemetry';
import { themeToCssVariables } from './theme/css-variables';
import { StyleSheet } from './theme/style-sheet';
import * as styles from './theme/styles';
import { schemeValues } from './theme/theme';
import type { WidgetKind, WidgetProps } from './widget-props';
import { cx, part } from './theme/css';

/** What the shell needs of a client: the bootstrap and telemetry every client has (the B2B one too). */
export type ShellClient = Pick<PorticoClient, 'bootstrap' | 'telemetry'>;

/** A consumer mount kind, or a B2B one (`b2bLogin`, …). */
export type ShellKind = WidgetKind | `b2b${string}`;

/** What a widget decides from its props: the shell renders the rest. */
export interface WidgetSetup<Config, S extends ScreenStateBase> {
  /** The validated config, or the defaults when `configError` is set. */
  config: Config;
  /** A config of the wrong shape: shown in place of the widget and reported once. */
  configError: Error | null;
  /** The flows this mount needs (registry ids). */
  flowIds: readonly string[];
  /** The first screen: where the widget starts and the back arrow returns. */
  home: S;
}

export interface WidgetShellProps<Client extends ShellClient, Config, S extends ScreenStateBase, Kind extends ShellKind>
  extends Pick<WidgetProps, 'styles' | 'strings' | 'theme' | 'passwordResetToken' | 'locale'> {
  /** The consumer widget's callbacks, or the B2B widget's (its own event names). */
  callbacks?: PorticoCallbacks | PorticoB2BCallbacks | undefined;
  /** Written on the root as `data-portico-widget`: a consumer kind or a B2B one. */
  kind: Kind;
  client: Client;
  /** The host's config, as given: `setup` validates it. */
  config: unknown;
  initialState?: S | undefined;
  /**
   * The widget's config check, flows and first screen (the consumer's in
   * widget-root.tsx, the B2B one's in src/ui/b2b/): recomputed when the
   * config, kind, initial state or reset token change.
   */
  setup: (props: WidgetShellProps<Client, Config, S, Kind>) => WidgetSetup<Config, S>;
}

/** The system's dark preference (`undefined` where `matchMedia` is missing: a server, old test DOMs). */
const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');

/** `state` with only the flows whose texts are here in the language shown (`has`); none before any language is. */
function withTexts(state: FlowsState, has: ((unit: string) => boolean) | undefined): FlowsState {
  if (has === undefined) return state.status === 'failed' ? state : { status: 'loading', flows: [] };
  const flows = state.flows.filter((flow) => flow.texts === undefined || has(flow.texts));
  if (flows.length === state.flows.length) return state;
  return state.status === 'failed' ? { ...state, flows } : { status: 'loading', flows };
}

function subscribeDark(changed: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

export function WidgetShell<Client extends ShellClient, Config, S extends ScreenStateBase, Kind extends ShellKind>(
  props: WidgetShellProps<Client, Config, S, Kind>,
) {
  const { kind, client, strings, callbacks, initialState, passwordResetToken } = props;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `setup` reads only these props
  const { config, configError, flowIds, home } = useMemo(() => props.setup(props), [props.config, kind, initialState, passwordResetToken]);
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
  const loaded = useFlows(flowIds, (initialState ?? home).screen);
  // The consumer's packs or the B2B widget's (i18n/locale-packs.ts): each holds its own flows' texts.
  const packs = kind.startsWith('b2b') ? 'b2b' : 'consumer';
  const language = useLanguage(packs, props.locale, loaded.flows.flatMap((flow) => flow.texts ?? []));
  const { shown } = language;
  // A flow shows once its texts in the language shown are here too: until then it is still loading.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `language.has` answers for `shown`
  const flows = useMemo(() => withTexts(loaded, shown === null ? undefined : language.has), [loaded, shown]);
  const t = useMemo(
    () => createTranslator(strings, flows.flows.map((flow) => flow.messages), shown ?? undefined),
    [strings, flows.flows, shown],
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
      // The event is of the widget's own union (a B2B widget's flows emit B2B events).
      (callbacksRef.current?.onEvent as ((event: PorticoEvent) => void) | undefined)?.(event);
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

  // The emails and texts the widget asks for are in its language unless the config names one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `language.localize` answers for `shown`
  const sentConfig = useMemo(() => language.localize(config), [config, shown]);
  const env = useMemo<WidgetEnvironment<Client, Config>>(
    () => ({
      client,
      config: sentConfig,
      t,
      theme,
      bootstrap,
      emit,
      reportError,
      telemetry,
      showToast: toasts.show,
    }),
    [client, sentConfig, t, theme, bootstrap, emit, reportError, telemetry, toasts.show],
  );
  // One context for both widgets: screens read it back with their widget's types
  // (`useWidget`, or `useB2BWidget` in src/ui/b2b/).
  const shared = env as unknown as WidgetEnvironment;

  useReportOnce(configError, reportError);
  const loadError = useMemo(() => (flows.status === 'failed' ? new Error(t('network_error')) : null), [flows, t]);
  useReportOnce(loadError, reportError);
  useRenderScreenEvent(kind, configError === null, shared);

  return (
    <WidgetEnvironmentContext.Provider value={shared}>
      <div
        className={cx(styles.root)}
        style={cssVariables}
        lang={t.locale}
        dir={isRightToLeft(t.locale) ? 'rtl' : 'ltr'}
        data-portico-widget={kind}
        data-portico-theme={scheme}
        {...part('root')}
      >
        <StyleSheet />
        {shown === null ? null : configError !== null ? (
          <Alert variant="error" message={configError.message} />
        ) : (
          <FlowHost<S> ids={flowIds} flows={flows} home={home} initialState={initialState} />
        )}
        <ToastRegion queue={toasts} t={t} />
      </div>
    </WidgetEnvironmentContext.Provider>
  );
}
