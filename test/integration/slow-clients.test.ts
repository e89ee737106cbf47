// @vitest-environment node
/**
 * Slow and greedy clients against the served emulator, over raw TCP sockets
 * (docs/architecture.md, "Connection limits"): headers and bodies that trickle in are cut off at
 * their timeouts, idle keep-alive sockets are closed, and one address may hold
 * only so many sockets at once. Small limits keep the test fast; each wait is
 * for the socket's 'close' event, bounded well below Node's own defaults
 * (60 s for headers, 300 s for a request, 5 s keep-alive).
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestEmulator, waitFor, type Emulator } from './support/harness';

/** Checks of the two timeouts happen every quarter of the shorter one, so these bounds leave room. */
const LIMITS = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 200 };
const CLOSE_BOUND_MS = 2500;

const emulators: Emulator[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const emulator of emulators.splice(0)) await emulator.close();
});

async function start(connectionLimits: Record<string, number>): Promise<Emulator> {
  const emulator = await startTestEmulator({ connectionLimits });
  emulators.push(emulator);
  return emulator;
}

interface OpenSocket {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from connect to close; rejects if the socket is still open after `boundMs`. */
  closedWithin(boundMs: number): Promise<number>;
}

function open(emulator: Emulator): Promise<OpenSocket> {
  const socket = connect(emulator.port, '127.0.0.1');
  sockets.push(socket);
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', () => {
    // A reset by the server is one of the ways a socket is closed; 'close' follows.
  });
  const connectedAt = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - connectedAt)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closedWithin: (boundMs) =>
          new Promise<number>((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`the socket was still open after ${boundMs} ms`)), boundMs);
            void closed.then((ms) => {
              clearTimeout(timer);
              done(ms);
            });
          }),
      }),
    );
  });
}

/** Writes `chunk` every 50 ms until the socket closes. */
function trickle(socket: Socket, chunk: () => string): void {
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(chunk());
  }, 50);
  socket.once('close', () => clearInterval(timer));
}

const GET_CLOCK = 'GET /_emulator/clock HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

/** Sends one keep-alive request and resolves once its whole answer is in. */
async function roundTrip(open: OpenSocket): Promise<string> {
  const before = open.received().length;
  open.socket.write(GET_CLOCK);
  await waitFor(() => /\r\n\r\n\{.*\}$/s.test(open.received().slice(before)), 5000);
  return open.received().slice(before);
}

/** Whether a new socket gets an answer (true) or is closed without one (false). */
async function served(emulator: Emulator): Promise<boolean> {
  const next = await open(emulator);
  next.socket.write(GET_CLOCK);
  const answered = (): boolean => /^HTTP\/1\.1 200 /.test(next.received());
  return new Promise((resolve) => {
    next.socket.on('data', () => {
      if (answered()) resolve(true);
    });
    next.socket.once('close', () => resolve(answered()));
  });
}

describe('slow clients', () => {
  it('cuts off a client that connects and sends nothing, after headersTimeoutMs', async () => {
    const emulator = await start(LIMITS);
    const idle = await open(emulator);
    expect(await idle.closedWithin(CLOSE_BOUND_MS)).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(idle.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a client that trickles its request headers, after headersTimeoutMs', async () => {
    const emulator = await start(LIMITS);
    const slow = await open(emulator);
    slow.socket.write('POST /sdk/v1/users/search HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let n = 0;
    trickle(slow.socket, () => `X-Trickle-${n++}: a\r\n`);
    expect(await slow.closedWithin(CLOSE_BOUND_MS)).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a client that trickles its body, after requestTimeoutMs, and logs no emulator error for it', async () => {
    const errors = vi.spyOn(console, 'error');
    const emulator = await start(LIMITS);
    const slow = await open(emulator);
    slow.socket.write(
      'POST /_emulator/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    trickle(slow.socket, () => ' ');
    expect(await slow.closedWithin(CLOSE_BOUND_MS)).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    // The handler that was reading the body learns of the abort; a ping after it has run its course.
    expect((await fetch(`${emulator.url}/_emulator/clock`)).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });

  it('closes an idle keep-alive socket after keepAliveTimeoutMs (plus Node’s one-second grace)', async () => {
    const emulator = await start(LIMITS);
    const client = await open(emulator);
    expect(await roundTrip(client)).toMatch(/^HTTP\/1\.1 200 /);
    await client.closedWithin(LIMITS.keepAliveTimeoutMs + 1000 + CLOSE_BOUND_MS);
  });
});

describe('sockets per client address', () => {
  it('refuses the (N+1)th concurrent socket from one address while N are held, and takes one again once a slot frees', async () => {
    const max = 4;
    const emulator = await start({ maxSocketsPerClient: max });
    const held: OpenSocket[] = [];
    for (let i = 0; i < max; i++) {
      const socket = await open(emulator);
      expect(await roundTrip(socket)).toMatch(/^HTTP\/1\.1 200 /);
      held.push(socket);
    }

    const extra = await open(emulator);
    extra.socket.write(GET_CLOCK);
    await extra.closedWithin(CLOSE_BOUND_MS);
    expect(extra.received()).toBe('');

    // The held sockets still work.
    expect(await roundTrip(held[0]!)).toMatch(/^HTTP\/1\.1 200 /);

    // One of them leaves; once the server has seen it go, a new socket is served.
    held[max - 1]!.socket.end();
    await held[max - 1]!.closedWithin(CLOSE_BOUND_MS);
    await waitFor(() => served(emulator), CLOSE_BOUND_MS);
  });
});
