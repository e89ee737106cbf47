import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../context';
import { Errors } from '../errors';

/**
 * `POST /events`: the SDK's telemetry sink (wire notes §9). Sent without
 * credentials or Basic auth; the body is a JSON array of events. The answer
 * is ignored by the SDK, so it is a bare `{}`. Received items are kept for
 * `GET /_emulator/events`.
 */
export function eventsRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.post('/events', async (c) => {
    const text = await c.req.text();
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? [] : JSON.parse(text);
    } catch {
      throw Errors.badRequest('The request body is not valid JSON.');
    }
    deps.store.pushEvents(Array.isArray(parsed) ? parsed : [parsed]);
    return c.json({}, 200);
  });
  return routes;
}
