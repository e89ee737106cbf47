import { defineCollection } from '../../store/collection';

/** Telemetry events kept (a ring: the oldest are dropped first). */
export const MAX_EVENTS = 1000;

/** One accepted telemetry item (`{telemetry, event}`), as the SDK sent it. */
export interface EventRecord {
  id: string;
  event: unknown;
}

export const EVENTS = defineCollection<EventRecord>()({
  name: 'events',
  key: (record) => record.id,
  indexes: {},
  onUserDeleted: 'keep',
  capacity: MAX_EVENTS,
});
