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

describe('passcode limits are per destination', () => {
  async function sendCode(email: string): Promise<{ methodId: string; code: string }> {
    const sent = await raw('POST', '/sdk/v1/otps/email/login_or_create', { email });
    expect(sent.status).toBe(200);
    const methodId = (JSON.parse(sent.text) as { data: { method_id: string } }).data.method_id;
    const code = (await emulator.api.mailbox.messages({ to: email })).at(-1)!.code!;
    return { methodId, code };
  }
  const other = (code: string) => (code === '000000' ? '000001' : '000000');
  async function attempt(methodId: string, token: string): Promise<string> {
    const answer = await raw('POST', '/sdk/v1/otps/authenticate', { method_id: methodId, token });
    return `${answer.status} ${(JSON.parse(answer.text) as { error_type?: string }).error_type ?? 'ok'}`;
  }
  /** `count` wrong codes for `email`, four per code (under the per-code limit of five); the last answer. */
  async function wrongCodes(email: string, count: number): Promise<string> {
    let last = '';
    for (let wrong = 0; wrong < count; ) {
      const { methodId, code } = await sendCode(email);
      for (let i = 0; i < 4 && wrong < count; i++, wrong++) last = await attempt(methodId, other(code));
    }
    return last;
  }

  it('wrong codes that lock one address never lock another, from the same client', async () => {
    await emulator.api.reset();
    expect(await wrongCodes('locked@example.com', 10)).toBe('401 user_lock_limit_reached');
    const locked = await sendCode('locked@example.com');
    expect(await attempt(locked.methodId, locked.code)).toBe('401 user_lock_limit_reached');
    const fine = await sendCode('not-locked@example.com');
    expect(await attempt(fine.methodId, fine.code)).toBe('200 ok');
  });

  it("a suite's worth of deliberate wrong codes (more than the old limit of 50) does not refuse the client", async () => {
    await emulator.api.reset();
    for (let i = 0; i < 30; i++) expect(await wrongCodes(`suite-${i}@example.com`, 4)).toBe('401 otp_code_not_found');
    const fresh = await sendCode('after-the-suite@example.com');
    expect(await attempt(fresh.methodId, fresh.code)).toBe('200 ok');
  });
});
