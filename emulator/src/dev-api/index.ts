import { Hono } from 'hono';
import { z } from 'zod';
import { resolveConfig } from '../config';
import type { EmulatorDeps, EmulatorEnv } from '../context';
import { Errors } from '../errors';
import { describeIssues, parseBody, readJsonBody } from '../validation';
import { faultRoutes } from './faults';

const YEAR_SECONDS = 365.25 * 24 * 60 * 60;
/** One move of the clock: far enough for any expiry, finite enough for Date. */
export const MAX_CLOCK_ADVANCE_SECONDS = 10 * YEAR_SECONDS;
/** The whole offset, so repeated moves cannot leave the Date range either. */
export const MAX_CLOCK_OFFSET_SECONDS = 100 * YEAR_SECONDS;

export const clockAdvanceSchema = z.object({ advanceSeconds: z.number().min(0).max(MAX_CLOCK_ADVANCE_SECONDS) });

/**
 * The dev API under `/_emulator` (no auth; the emulator is a local test tool):
 * reset, clock, config and faults here, and each product's own dev routes
 * (seeding users, the mailbox, …) from the registry. Answers are plain JSON,
 * not wrapped in `data`; errors use the provider's error body so one error
 * reader serves both.
 */
export function devApiRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { store, clock } = deps;

  routes.route('/', faultRoutes(deps));
  for (const product of deps.products) {
    if (product.devRoutes) routes.route('/', product.devRoutes(deps));
  }

  /** Clears users, sessions, tokens, messages, events, faults and the clock offset. */
  routes.post('/reset', (c) => {
    store.reset();
    deps.faults.clear();
    return c.json({});
  });

  routes.get('/clock', (c) => c.json({ now: clock.iso(), offset_seconds: store.clockOffsetMs / 1000 }));
  routes.post('/clock', async (c) => {
    const { advanceSeconds } = await parseBody(c, clockAdvanceSchema);
    if (store.clockOffsetMs / 1000 + advanceSeconds > MAX_CLOCK_OFFSET_SECONDS) {
      throw Errors.badRequest(`advanceSeconds: the clock may run at most ${MAX_CLOCK_OFFSET_SECONDS} s ahead in all.`);
    }
    clock.advance(advanceSeconds);
    return c.json({ now: clock.iso(), offset_seconds: store.clockOffsetMs / 1000 });
  });

  routes.get('/config', (c) => c.json({ config: deps.config }));
  routes.patch('/config', async (c) => {
    const patch = await readJsonBody(c);
    const result = z.record(z.string(), z.unknown()).safeParse(patch);
    if (!result.success) throw Errors.badRequest('The config patch must be a JSON object.');
    try {
      deps.config = resolveConfig(result.data, deps.config);
    } catch (error) {
      if (error instanceof z.ZodError) throw Errors.badRequest(describeIssues(error));
      throw error;
    }
    return c.json({ config: deps.config });
  });

  return routes;
}
