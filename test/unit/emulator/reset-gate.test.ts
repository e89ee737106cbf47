/**
 * A reset and the dev API's other calls never interleave
 * (emulator/src/dev-api/reset-gate.ts; docs/testing.md, "One emulator for a
 * whole suite"): the gate's ordering, and resets racing seeds in process.
 */
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../emulator/src/create-emulator';
import { ResetGate } from '../../../emulator/src/dev-api/reset-gate';
import { sharedSigningKey } from './helpers';

/** A promise with its resolver, to hold a call open. */
function held(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ResetGate', () => {
  it('runs dev calls side by side, holds a reset until they finish, and holds later calls until the reset is done', async () => {
    const gate = new ResetGate();
    const log: string[] = [];
    const first = held();
    const second = held();
    const a = gate.shared(async () => {
      log.push('a starts');
      await first.promise;
      log.push('a ends');
    });
    const b = gate.shared(async () => {
      log.push('b starts');
      await second.promise;
      log.push('b ends');
    });
    const reset = gate.exclusive(async () => {
      log.push('reset');
    });
    const late = gate.shared(async () => {
      log.push('late');
    });
    await tick();
    expect(log).toEqual(['a starts', 'b starts']);
    first.release();
    await tick();
    expect(log).toEqual(['a starts', 'b starts', 'a ends']);
    second.release();
    await Promise.all([a, b, reset, late]);
    expect(log).toEqual(['a starts', 'b starts', 'a ends', 'b ends', 'reset', 'late']);
  });

  it('runs two resets one after the other, and a failing call still lets a reset through', async () => {
    const gate = new ResetGate();
    const log: string[] = [];
    const failing = gate.shared(async () => {
      await tick();
      throw new Error('refused');
    });
    const resets = [1, 2].map((n) =>
      gate.exclusive(async () => {
        log.push(`reset ${n} starts`);
        await tick();
        log.push(`reset ${n} ends`);
      }),
    );
    await expect(failing).rejects.toThrow('refused');
    await Promise.all(resets);
    expect(log).toEqual(['reset 1 starts', 'reset 1 ends', 'reset 2 starts', 'reset 2 ends']);
  });
});

describe('reset racing seeds, in process', () => {
  it('20 rounds of resets concurrent with password seeds: every call succeeds, no user is half seeded', async () => {
    const emulator = createEmulator({}, { signingKey: sharedSigningKey() });
    for (let round = 0; round < 20; round++) {
      const seeds = [0, 1, 2, 3].map((i) =>
        emulator.api.users.create({ email: `u${round}-${i}@example.com`, password: 'Quartz-lantern-47-orbit' }),
      );
      // The reset lands while the seeds hash their passwords (a few to tens of milliseconds).
      await new Promise((resolve) => setTimeout(resolve, 1 + (round % 8)));
      const reset = emulator.api.reset();
      const batch = emulator.api.users.createMany([{ email: `m${round}@example.com`, password: 'Quartz-lantern-47-orbit', totp: true }]);
      const calls = [...seeds, reset, batch];
      const settled = await Promise.allSettled(calls);
      expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
      for (const user of await emulator.api.users.list()) expect(user.password, user.emails[0]?.email).not.toBeNull();
    }
    await emulator.close();
    // 20 rounds of five password hashes each: about 3 s alone, more on a loaded 2-core machine.
  }, 30_000);
});
