/**
 * The hooks every integration file of Portico's B2B client registers: one B2B
 * emulator for the file (`useB2BEmulator`), a fresh page and address bar
 * before each test, and every client the test made destroyed after it.
 */
import { afterEach, beforeEach } from 'vitest';
import type { EmulatorConfigInput } from '../../../emulator/src';
import { createPorticoB2BClientInternal, type PorticoB2BClient } from '../../../src/core/b2b/client';
import type { InternalClientOptions } from '../../../src/core/options';
import { useB2BEmulator } from './b2b-http';
import { clearPage, PUBLIC_TOKEN, type Emulator } from './harness';

export interface B2BClients {
  /** A client as a host page would create it, pointed at the emulator (tests may add `seams`). */
  newB2BClient(options?: InternalClientOptions): PorticoB2BClient;
}

/** Registers the hooks; `onStart` receives the file's emulator once it listens. */
export function useB2BClients(config: EmulatorConfigInput, onStart: (emulator: Emulator) => void): B2BClients {
  let emulator: Emulator | undefined;
  const clients: PorticoB2BClient[] = [];
  // Registered before the emulator's own hooks, so the page is cleared before the state is reset (vitest runs hooks in order).
  beforeEach(() => {
    clearPage();
    window.history.replaceState(null, '', '/');
  });
  useB2BEmulator(config, (started) => {
    emulator = started;
    onStart(started);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });
  return {
    newB2BClient(options = {}) {
      if (!emulator) throw new Error('the emulator starts in beforeAll');
      const client = createPorticoB2BClientInternal(PUBLIC_TOKEN, { customBaseUrl: emulator.url, ...options });
      clients.push(client);
      return client;
    },
  };
}
