import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { incomingOf, type EmulatorDeps, type EmulatorEnv } from '../context';
import { errorResponse } from '../errors';
import { newId } from '../ids';
import { parseBody } from '../validation';

/**
 * Fault injection for `/sdk/v1` routes, so client tests can see latency,
 * server errors, dropped connections and captcha challenges on demand.
 */

export const faultSchema = z
  .object({
    /** Exact path below /sdk/v1 (e.g. `/sessions/authenticate`) or a glob where `*` matches anything. */
    path: z.string().min(1),
    method: z.string().min(1).optional(),
    latencyMs: z.int().min(0).max(120_000).optional(),
    status: z.int().min(400).max(599).optional(),
    errorType: z.string().min(1).optional(),
    errorMessage: z.string().optional(),
    drop: z.boolean().optional(),
    /** Answer 403 text/plain 'Captcha required' unless the JSON body has a captcha_token. */
    captcha: z.boolean().optional(),
    /** How many requests the fault acts on; unlimited when absent. */
    times: z.int().min(1).optional(),
  })
  .refine((f) => f.latencyMs !== undefined || f.status !== undefined || f.drop || f.captcha, {
    message: 'A fault needs at least one of latencyMs, status, drop or captcha.',
  });

export type FaultInput = z.output<typeof faultSchema>;

export interface Fault extends FaultInput {
  id: string;
  /** Remaining applications; null = unlimited. */
  remaining: number | null;
}

/** Thrown to make the transport fail like a dropped connection. */
export class ConnectionDropped extends Error {
  constructor() {
    super('Connection dropped by an emulator fault.');
    this.name = 'ConnectionDropped';
  }
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export class FaultRegistry {
  #faults: Fault[] = [];

  add(input: FaultInput): Fault {
    const path = input.path.startsWith('/sdk/v1/') ? input.path.slice('/sdk/v1'.length) : input.path;
    const fault: Fault = { ...input, path, id: newId('fault'), remaining: input.times ?? null };
    this.#faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.#faults = [];
  }

  /** Faults matching a request, in creation order. `path` is below /sdk/v1. */
  matching(method: string, path: string): Fault[] {
    return this.#faults.filter(
      (fault) =>
        (!fault.method || fault.method.toUpperCase() === method.toUpperCase()) && globToRegExp(fault.path).test(path),
    );
  }

  /** Counts one application; a fault whose count runs out is removed. */
  consume(fault: Fault): void {
    if (fault.remaining === null) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f.id !== fault.id);
  }
}

async function hasCaptchaToken(request: Request): Promise<boolean> {
  try {
    const body = (await request.clone().json()) as { captcha_token?: unknown } | null;
    return typeof body?.captcha_token === 'string' && body.captcha_token.length > 0;
  } catch {
    return false;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies matching faults before the product routes run. Preflights are never faulted. */
export function faultMiddleware(deps: EmulatorDeps): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const path = c.req.path.slice('/sdk/v1'.length) || '/';
    for (const fault of deps.faults.matching(c.req.method, path)) {
      if (fault.captcha && (await hasCaptchaToken(c.req.raw))) continue;
      deps.faults.consume(fault);
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.drop) {
        incomingOf(c)?.socket.destroy();
        throw new ConnectionDropped();
      }
      if (fault.captcha) return c.text('Captcha required', 403);
      if (fault.status) {
        const type = fault.errorType ?? 'internal_server_error';
        const message = fault.errorMessage ?? 'Injected by an emulator fault.';
        return errorResponse(fault.status, type, message, c.get('requestId'));
      }
    }
    return next();
  };
}

export function faultRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  routes.post('/faults', async (c) => {
    const input = await parseBody(c, faultSchema);
    return c.json({ fault: deps.faults.add(input) });
  });
  routes.get('/faults', (c) => c.json({ faults: deps.faults.list() }));
  routes.delete('/faults', (c) => {
    deps.faults.clear();
    return c.json({});
  });
  return routes;
}
