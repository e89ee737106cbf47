/**
 * Isolation for a suite sharing one emulator (docs/testing.md, "One emulator
 * for a whole suite"), over real HTTP:
 * - a reset and the dev API's writes are atomic with respect to each other:
 *   resets racing user seeds (passwords are hashed, which takes a while)
 *   never answer 5xx, and a seed is either wholly before a reset or wholly after;
 * - wrong passcodes are counted per destination: a run of them against one
 *   address never locks another, and the per-client limit leaves an honest
 *   suite's deliberate wrong codes far below it (docs/security.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/src';
import { basic } from '../unit/emulator/helpers';

type Started = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Started;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.stop();
});

async function raw(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(path.startsWith('/sdk/') ? { authorization: basic() } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

describe('reset racing dev writes', () => {
  it('20 rounds of reset concurrent with user creation give no 5xx, and no half-seeded user', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 20; round++) {
      const seeds = Array.from({ length: 6 }, (_, i) =>
        raw('POST', '/_emulator/users', { email: `r${round}-${i}@example.com`, password: 'Quartz-lantern-47-orbit' }),
      );
      const batch = raw('POST', '/_emulator/users/batch', {
        users: [0, 1, 2].map((i) => ({ email: `b${round}-${i}@example.com`, password: 'Quartz-lantern-47-orbit', totp: true })),
      });
      const resets = [raw('POST', '/_emulator/reset'), raw('POST', '/_emulator/reset')];
      const answers = await Promise.all([...seeds, batch, ...resets]);
      for (const answer of answers) if (answer.status !== 200) failures.push(`round ${round}: ${answer.status} ${answer.text}`);
      // Whatever order they ran in, every user left has all of its seed: its password, its TOTP.
      const { users } = JSON.parse((await raw('GET', '/_emulator/users')).text) as {
        users: Array<{ emails: Array<{ email: string }>; password: unknown; totps: unknown[] }>;
      };
      for (const user of users) {
        expect(user.password, user.emails[0]?.email).not.toBeNull();
        if (user.emails[0]?.email.startsWith('b')) expect(user.totps).toHaveLength(1);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a reset waits for a seed in flight: the seed answers 200 and the reset clears it', async () => {
    const seed = raw('POST', '/_emulator/users', { email: 'in-flight@example.com', password: 'Quartz-lantern-47-orbit' });
    await new Promise((resolve) => setTimeout(resolve, 1));
    const reset = raw('POST', '/_emulator/reset');
    expect((await seed).status).toBe(200);
    expect((await reset).status).toBe(200);
    const { users } = JSON.parse((await raw('GET', '/_emulator/users')).text) as { users: unknown[] };
    expect(users).toEqual([]);
  });
});
