/**
 * `startEmulator` from code (docs/testing.md, "The emulator from code"): an
 * emulator on a free port with a dev client bound to it, and `stop()` that
 * frees the port.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EmulatorUnreachableError, startEmulator } from '../../../emulator/src/index';
import { basic, ORIGIN } from './helpers';

/** Whether a plain TCP server can listen on the port (the emulator let it go). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('startEmulator({ port: 0 })', () => {
  it('serves on a free port, hands out a working api, and stop() frees the port', async () => {
    const emulator = await startEmulator({ port: 0, config: { projectName: 'From code' } });
    try {
      expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(emulator.api.url).toBe(emulator.url);
      expect(await portIsFree(emulator.port)).toBe(false);
      expect((await emulator.api.config.get()).projectName).toBe('From code');

      const waiting = emulator.api.mailbox.waitForCode('http-code@example.com', { timeoutMs: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const sent = await fetch(`${emulator.url}/sdk/v1/otps/email/login_or_create`, {
        method: 'POST',
        headers: { origin: ORIGIN, authorization: basic(), 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'http-code@example.com' }),
      });
      expect(sent.status).toBe(200);
      expect(await waiting).toMatch(/^\d{6}$/);
    } finally {
      await emulator.stop();
    }
    expect(await portIsFree(emulator.port)).toBe(true);
    await emulator.close(); // stop and close are one, and idempotent
    await expect(emulator.api.reset()).rejects.toBeInstanceOf(EmulatorUnreachableError);
  });

  it('gives two emulators two ports and two separate states', async () => {
    const [a, b] = await Promise.all([startEmulator({ port: 0 }), startEmulator({ port: 0 })]);
    try {
      expect(a.port).not.toBe(b.port);
      await a.api.users.create({ email: 'only-in-a@example.com' });
      expect(await a.api.users.list()).toHaveLength(1);
      expect(await b.api.users.list()).toEqual([]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
