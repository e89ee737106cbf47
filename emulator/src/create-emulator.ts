import { createEmulatorApp, type EmulatorApp, type EmulatorAppOptions } from './app';
import type { EmulatorConfigInput } from './config';
import { createDevApiClient, type DevApiClient } from './dev-client';

/**
 * The emulator with no server: its fetch handler (`Request → Response`) and
 * a dev-API client bound to it (docs/testing.md, "The emulator from code"),
 * for unit tests that hand the handler to the code under test through a
 * `fetch` seam, a mocked global `fetch` or an MSW handler.
 */

/** The origin in-process requests name: a loopback host, which the Host check always answers (host-guard.ts). */
export const IN_PROCESS_ORIGIN = 'http://localhost';

export interface InProcessEmulator extends EmulatorApp {
  /** The dev API over `fetch`, no server involved. */
  api: DevApiClient;
  /** `http://localhost`: build request URLs on it (any loopback origin works). */
  url: string;
}

export function createEmulator(config?: EmulatorConfigInput, options: Omit<EmulatorAppOptions, 'config'> = {}): InProcessEmulator {
  const emulator = createEmulatorApp({ ...options, config });
  return {
    ...emulator,
    url: IN_PROCESS_ORIGIN,
    api: createDevApiClient({ url: IN_PROCESS_ORIGIN, fetch: emulator.fetch }),
  };
}
