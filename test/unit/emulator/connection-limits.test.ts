import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONNECTION_LIMITS,
  httpServerOptions,
  resolveConnectionLimits,
  SocketCounts,
} from '../../../emulator/src/connection-limits';

/**
 * The served emulator's limits on slow and greedy clients (docs/architecture.md, "Connection
 * limits"); over real sockets in test/integration/slow-clients.test.ts.
 */
describe('connection limits', () => {
  it('has the documented defaults: 10 s for headers, 30 s for a request, 5 s keep-alive, 1024 sockets per address', () => {
    expect(DEFAULT_CONNECTION_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxSocketsPerClient: 1024,
    });
    expect(resolveConnectionLimits()).toEqual(DEFAULT_CONNECTION_LIMITS);
  });

  it('gives node:http the timeouts, checked often enough that a timeout is not stretched by Node’s 30 s check', () => {
    expect(httpServerOptions(DEFAULT_CONNECTION_LIMITS)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1000,
    });
    const small = resolveConnectionLimits({ headersTimeoutMs: 200, requestTimeoutMs: 400 });
    expect(httpServerOptions(small).connectionsCheckingInterval).toBe(50);
  });

  it('refuses values the server could not use', () => {
    expect(() => resolveConnectionLimits({ maxSocketsPerClient: 0 })).toThrow();
    expect(() => resolveConnectionLimits({ keepAliveTimeoutMs: 1.5 })).toThrow();
    expect(() => resolveConnectionLimits({ idleTimeoutMs: 5 })).toThrow();
    expect(() => resolveConnectionLimits({ headersTimeoutMs: 5000, requestTimeoutMs: 4000 })).toThrow(RangeError);
  });

  it('counts open sockets per address, each address apart, and frees a slot on release', () => {
    const counts = new SocketCounts(2);
    expect(counts.admit('127.0.0.1')).toBe(true);
    expect(counts.admit('127.0.0.1')).toBe(true);
    expect(counts.admit('127.0.0.1')).toBe(false);
    expect(counts.admit('::1')).toBe(true);
    expect(counts.openFrom('127.0.0.1')).toBe(2);
    counts.release('127.0.0.1');
    expect(counts.openFrom('127.0.0.1')).toBe(1);
    expect(counts.admit('127.0.0.1')).toBe(true);
    counts.release('::1');
    expect(counts.openFrom('::1')).toBe(0);
  });
});
