/**
 * Parts of a client that the widget needs but host code should not lean on
 * (telemetry, the bootstrap store's subscription). Kept out of the public
 * object so its surface stays the provider's.
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
