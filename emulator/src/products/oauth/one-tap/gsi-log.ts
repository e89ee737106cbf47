import { randomUUID } from 'node:crypto';
import type { EmulatorDeps } from '../../../context';
import { GSI_LOG, type GsiLogRecord } from './records';

/**
 * The GIS stand-in's log (`GET /_emulator/gsi/log`, cleared by a reset):
 * every display decision and every minted ID token, so a test asserts what
 * the prompt saw (client id, page origin, nonce, FedCM flag, context).
 */

export type GsiLogEntry = Omit<GsiLogRecord, 'id' | 'at'>;

export function logGsi(deps: EmulatorDeps, entry: GsiLogEntry): void {
  deps.store.of(GSI_LOG).insert({ id: randomUUID(), at: deps.clock.iso(), ...entry });
}

export function gsiLog(deps: EmulatorDeps): GsiLogEntry[] {
  return deps.store
    .of(GSI_LOG)
    .values()
    .map(({ id: _id, ...entry }) => ({ ...entry }));
}
