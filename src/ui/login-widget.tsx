/** @jsxImportSource @emotion/react */
/**
 * The login widget: one reducer over the widget state, the current screen
 * looked up in the screen table, the back arrow on sub-screens, focus moved
 * to each new screen's heading, and the watermark.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { BackButton } from './components/back-button';
import { SCREEN_HEADING_ATTRIBUTE } from './components/screen-heading';
import { Watermark } from './components/watermark';
import { mainConfigError } from './config/main-layout';
import { useReportOnce } from './context/use-report-once';
import { useWidget, WidgetStoreContext, type WidgetStore } from './context/widget-context';
import { SCREEN_TABLE } from './screens/screen-table';
import { widgetActions } from './state/actions';
import { widgetReducer } from './state/reducer';
import { hasBackArrow } from './state/screens';
import { createInitialState, type WidgetState } from './state/widget-state';
import * as styles from './theme/styles';

export interface LoginWidgetProps {
  initialState?: WidgetState | undefined;
}

export function LoginWidget({ initialState }: LoginWidgetProps) {
  const { config, t, client, logEvent, reportError } = useWidget();
  const [state, dispatch] = useReducer(widgetReducer, initialState, (initial) => initial ?? createInitialState());
  const store = useMemo<WidgetStore>(() => ({ state, dispatch }), [state]);

  // render_login_screen, once per widget, with the fetched bootstrap.
  const logged = useRef(false);
  useEffect(() => {
    let active = true;
    client.bootstrap.get().then(
      (bootstrap) => {
        if (!active || logged.current) return;
        logged.current = true;
        logEvent('render_login_screen', { options: config, bootstrap });
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, [client, config, logEvent]);

  const configErrorKey = useMemo(() => mainConfigError(config), [config]);
  const configError = useMemo(() => (configErrorKey === null ? null : new Error(t(configErrorKey))), [configErrorKey, t]);
  useReportOnce(configError, reportError);

  // Focus the new screen's heading after a navigation (not on the first render).
  const frame = useRef<HTMLDivElement>(null);
  const shownScreen = useRef(state.screen);
  useEffect(() => {
    if (shownScreen.current === state.screen) return;
    shownScreen.current = state.screen;
    const container = frame.current;
    if (container === null) return;
    const heading = container.querySelector<HTMLElement>(`[${SCREEN_HEADING_ATTRIBUTE}]`);
    (heading ?? container).focus();
  }, [state.screen]);

  if (configError !== null) {
    return (
      <p role="alert" css={styles.errorText}>
        {configError.message}
      </p>
    );
  }

  const Screen = SCREEN_TABLE[state.screen];
  return (
    <WidgetStoreContext.Provider value={store}>
      <div ref={frame} tabIndex={-1} css={styles.screen} data-screen={state.screen}>
        {hasBackArrow(state.screen) ? <BackButton onClick={() => dispatch(widgetActions.goBack())} /> : null}
        <Screen key={state.screen} />
      </div>
      <Watermark />
    </WidgetStoreContext.Provider>
  );
}
