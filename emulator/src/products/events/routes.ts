import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { newId } from '../../ids';
import { parseWith, readJson } from '../../validation';
import { EVENTS } from './records';

/**
 * `POST /events`: the SDK's telemetry sink (docs/protocol.md §9,
 * "Telemetry"). Sent without credentials or Basic auth, always as
 * `application/json` (so a foreign page cannot send it without a preflight);
 * the body is a JSON array of `{telemetry, event}` items. The answer is
 * ignored by the SDK, so it is a bare `{}`. Accepted items are kept, newest
 * last and at most `MAX_EVENTS` of them, for `GET /_emulator/events`.
 */

/** The SDK sends at most 15 per batch; a little slack for other clients. */
export const MAX_EVENTS_PER_REQUEST = 100;

const eventSchema = z.object({
  public_token: z.string(),
  event_name: z.string().min(1),
  details: z.record(z.string(), z.unknown()),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  http_status_code: z.int().nullable().optional(),
});

export const telemetryBatchSchema = z
  .array(z.object({ telemetry: z.record(z.string(), z.unknown()), event: eventSchema }))
  .max(MAX_EVENTS_PER_REQUEST);

export function eventsRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.post('/events', async (c) => {
    const events = parseWith(telemetryBatchSchema, await readJson(c, []));
    const records = deps.store.of(EVENTS);
    for (const event of events) records.insert({ id: newId('event'), event });
    return c.json({}, 200);
  });
  return routes;
}

/** The accepted events for tests to read, newest last. */
export function eventsDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/events', (c) => c.json({ events: deps.store.of(EVENTS).values().map((record) => record.event) }));
  return routes;
}
