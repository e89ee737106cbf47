import { Hono } from 'hono';
import type { EmulatorDeps, EmulatorEnv } from '../../context';
import { mailboxRoutes } from './mailbox-page';
import { MESSAGES } from './records';

/** The outbox for tests to read (newest last), and the mailbox page. */
export function mailboxDevRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.route('/', mailboxRoutes(deps));
  routes.get('/messages', (c) => {
    const to = c.req.query('to')?.toLowerCase();
    const messages = deps.store.of(MESSAGES);
    return c.json({ messages: to === undefined ? messages.values() : messages.findAll('to', to) });
  });
  return routes;
}
