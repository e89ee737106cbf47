/**
 * `render_login_screen` (spec section 4, "Events": options, bootstrap), once
 * per login widget, with the fetched bootstrap. Runs through a runner, so a
 * widget unmounted before the bootstrap arrives logs nothing.
 */
import { useEffect, useRef } from 'react';
import { useRunner } from '../async/use-runner';
import type { WidgetEnvironment } from '../context/widget-context';

export function useRenderLoginScreen(active: boolean, env: WidgetEnvironment): void {
  const { run } = useRunner();
  const logged = useRef(false);
  const { client, config, telemetry } = env;
  useEffect(() => {
    if (!active || logged.current) return;
    void run(() => client.bootstrap.get()).then((outcome) => {
      if (outcome.status !== 'ok' || logged.current) return;
      logged.current = true;
      telemetry.renderLoginScreen(config, outcome.value);
    });
  }, [active, run, client, config, telemetry]);
}
