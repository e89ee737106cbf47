import type { EmulatorContext, EmulatorDeps } from './context';
import { incomingOf } from './context';

/**
 * The caller's address, for session attributes and per-client limits. It is
 * the TCP peer; `X-Forwarded-For` is anyone's to write, so it is read only
 * when `trustProxy` says a proxy of the operator's sets it. In-process
 * requests have no peer: '' (all of them count as one client).
 */
export function clientAddress(c: EmulatorContext, deps: EmulatorDeps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return incomingOf(c)?.socket?.remoteAddress ?? '';
}
