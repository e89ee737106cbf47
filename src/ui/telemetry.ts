/**
 * The widget's telemetry events (docs/behaviour.md §4.5: email_sent and
 * email_try_again_clicked with the email and a flow type, render_login_screen
 * with the options and bootstrap, render_idp_screen with the bootstrap), as one small typed object over the
 * client's public `telemetry.log` (best effort: it never throws).
 */
import type { BootstrapData, PorticoClient } from '../core';

/** The flow an email belongs to. */
export type EmailFlowType = 'login_or_create_eml' | 'login_or_create_otp' | 'reset_password';

export interface WidgetTelemetry {
  renderLoginScreen(options: unknown, bootstrap: BootstrapData): void;
  renderIdpScreen(bootstrap: BootstrapData): void;
  emailSent(email: string, type: EmailFlowType): void;
  emailTryAgainClicked(email: string, type: EmailFlowType): void;
}

export function createWidgetTelemetry(client: Pick<PorticoClient, 'telemetry'>): WidgetTelemetry {
  const log = (eventName: string, details: Record<string, unknown>) => client.telemetry.log(eventName, details);
  return {
    renderLoginScreen: (options, bootstrap) => log('render_login_screen', { options, bootstrap }),
    renderIdpScreen: (bootstrap) => log('render_idp_screen', { bootstrap }),
    emailSent: (email, type) => log('email_sent', { email, type }),
    emailTryAgainClicked: (email, type) => log('email_try_again_clicked', { email, type }),
  };
}
