import type { ServerOptions } from 'node:http';
import type { Server, Socket } from 'node:net';
import { z } from 'zod';

/**
 * How long the served emulator waits for a client, and how many sockets one
 * client address may hold (docs/architecture.md, "Connection limits", gives
 * the values and why). Node's own defaults let a client take 60 s to send its
 * headers and 300 s for its request, and hold any number of sockets.
 * In-process use has no sockets and ignores these.
 */
export interface ConnectionLimits {
  /** Time from connecting (or the previous answer) to the end of a request's headers; then 408 and close. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included; then 408 and close. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive socket stays open after an answer (Node adds a one-second grace). */
  keepAliveTimeoutMs: number;
  /** Sockets one address may hold at once; a further one is closed unanswered. */
  maxSocketsPerClient: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxSocketsPerClient: 1024,
};

const HOUR_MS = 60 * 60 * 1000;

export const connectionLimitsSchema = z
  .strictObject({
    headersTimeoutMs: z.int().min(1).max(HOUR_MS),
    requestTimeoutMs: z.int().min(1).max(HOUR_MS),
    keepAliveTimeoutMs: z.int().min(1).max(HOUR_MS),
    maxSocketsPerClient: z.int().min(1).max(1_000_000),
  })
  .partial();

export type ConnectionLimitsInput = z.input<typeof connectionLimitsSchema>;

/** The defaults with `input` on top; throws a ZodError for a bad value. */
export function resolveConnectionLimits(input: unknown = {}): ConnectionLimits {
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...connectionLimitsSchema.parse(input) };
  // Node refuses a server whose headers may take longer than the whole request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new RangeError(
      `headersTimeoutMs (${limits.headersTimeoutMs}) may not exceed requestTimeoutMs (${limits.requestTimeoutMs}).`,
    );
  }
  return limits;
}

/** node:http `createServer` options for the limits (the socket cap is `capSocketsPerClient`). */
export function httpServerOptions(limits: ConnectionLimits): ServerOptions {
  const shorter = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node looks for expired requests every 30 s by default, which would
    // stretch a 10 s timeout to 40 s: look four times per timeout, at most every second.
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(shorter / 4))),
  };
}

/** Open sockets per client address, up to a maximum each. */
export class SocketCounts {
  readonly #open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Takes a slot for `address`; false when it holds `max` already. */
  admit(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.max) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  release(address: string): void {
    const open = (this.#open.get(address) ?? 0) - 1;
    if (open > 0) this.#open.set(address, open);
    else this.#open.delete(address);
  }

  openFrom(address: string): number {
    return this.#open.get(address) ?? 0;
  }
}

/**
 * Closes, unanswered, a socket from an address that holds `max` already.
 * The address is the TCP peer: behind a proxy every client is the proxy.
 * Warns once each time an address reaches the cap, so an honest suite that
 * hits it learns why its connections are reset.
 */
export function capSocketsPerClient(server: Server, max: number, warn: (message: string) => void = console.warn): void {
  const counts = new SocketCounts(max);
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (!counts.admit(address)) {
      socket.destroy();
      if (!warned.has(address)) {
        warned.add(address);
        warn(`[portico-emulator] closed a connection from ${address}: it holds ${max} already (maxSocketsPerClient).`);
      }
      return;
    }
    socket.once('close', () => {
      counts.release(address);
      if (counts.openFrom(address) < max) warned.delete(address);
    });
  });
}
