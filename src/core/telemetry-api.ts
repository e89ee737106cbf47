/**
 * The public `telemetry` namespace: lets UI integrations (the widget, or a
 * host's own screens built on the headless client) log an event to the same
 * batched `/events` sink the client uses, without reaching into its internals.
 */
import type { Telemetry } from './client-context';

export interface TelemetryApi {
  /**
   * Queues an event for the project's telemetry (sent in batches, like the
   * client's own events). Meant for UI integrations, e.g. the widget logging
   * `render_login_screen`. Best effort: it never throws, and an event that
   * cannot be queued or sent is dropped silently.
   *
   * @param eventName The event's name, e.g. `email_try_again_clicked`.
   * @param details Extra JSON-serialisable fields of the event.
   */
  log(eventName: string, details?: Record<string, unknown>): void;
}

/** The `telemetry` namespace over the client's event batcher. */
export function createTelemetryApi(telemetry: Pick<Telemetry, 'log'>): TelemetryApi {
  return {
    log(eventName, details) {
      try {
        if (typeof eventName !== 'string' || eventName === '') return;
        const safeDetails = typeof details === 'object' && details !== null && !Array.isArray(details) ? details : {};
        telemetry.log({ event_name: eventName, details: safeDetails });
      } catch {
        // Telemetry must never surface as a host error.
      }
    },
  };
}
