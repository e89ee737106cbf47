import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../context';

/** The outbox and the telemetry events, for tests to read. Newest last. */
export function messageRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.get('/messages', (c) => {
    const to = c.req.query('to')?.toLowerCase();
    const messages = deps.store.state.messages.filter((m) => to === undefined || m.to.toLowerCase() === to);
    return c.json({ messages });
  });
  routes.get('/events', (c) => c.json({ events: deps.store.state.events }));
  return routes;
}
