/**
 * The render telemetry of a mount (docs/behaviour.md §4.5):
 * `render_login_screen` (options, bootstrap) once per login widget and
 * `render_idp_screen` (bootstrap) once per identity-provider widget, with
 * the fetched bootstrap. Runs through a runner, so a widget unmounted before
 * the bootstrap arrives logs nothing.
 */
import { useEffect, useRef } from 'react';
import { useRunner } from '../async/use-runner';
import type { WidgetEnvironment } from '../context/widget-context';
import type { WidgetKind } from '../widget-props';

export function useRenderScreenEvent(kind: WidgetKind | `b2b${string}`, active: boolean, env: WidgetEnvironment): void {
  const { run } = useRunner();
  const logged = useRef(false);
  const { client, config, telemetry } = env;
  const logs = kind === 'login' || kind === 'identityProvider';
  useEffect(() => {
    if (!active || !logs || logged.current) return;
    void run((signal) => client.bootstrap.get({ signal })).then((outcome) => {
      if (outcome.status !== 'ok' || logged.current) return;
      logged.current = true;
      if (kind === 'login') telemetry.renderLoginScreen(config, outcome.value);
      else telemetry.renderIdpScreen(outcome.value);
    });
  }, [kind, logs, active, run, client, config, telemetry]);
}
