/**
 * The infrastructure behind a client (e.g. the telemetry batcher's `flush`),
 * for tests and the client's own wiring only. The widget (src/ui) uses the
 * public client alone: `bootstrap.onChange` and `telemetry.log` cover what it
 * used to reach in here for.
 */
import type { ClientContext } from './client-context';
import type { BootstrapStore } from './bootstrap';

export interface ClientInternals {
  ctx: ClientContext & { bootstrap: BootstrapStore };
}

const internals = new WeakMap<object, ClientInternals>();

/** Called once by `createPorticoClient`. */
export function registerClientInternals(client: object, value: ClientInternals): void {
  internals.set(client, value);
}

/** The internals of a client made by `createPorticoClient`. */
export function getClientInternals(client: object): ClientInternals {
  const value = internals.get(client);
  if (!value) throw new Error('Portico: not a client created by createPorticoClient.');
  return value;
}
