import { describe, expect, it, vi } from 'vitest';
import { createRunner } from '../../../../src/ui/async/runner';
import { deferred } from '../../support/deferred';


describe('createRunner', () => {
  it('passes a live signal to the call and reports ok or failed', async () => {
    const runner = createRunner();
    let seen: AbortSignal | undefined;
    await expect(
      runner.run(async (signal) => {
        seen = signal;
        return 42;
      }),
    ).resolves.toEqual({ status: 'ok', value: 42 });
    expect(seen?.aborted).toBe(false);
    const error = new Error('nope');
    await expect(runner.run(() => Promise.reject(error))).resolves.toEqual({ status: 'failed', error });
  });

  it('refuses a second run while one is pending (exclusive), without calling it', async () => {
    const onPendingChange = vi.fn();
    const runner = createRunner({ onPendingChange });
    const first = deferred<string>();
    const firstRun = runner.run(() => first.promise);
    const second = vi.fn(() => Promise.resolve('second'));
    await expect(runner.run(second)).resolves.toEqual({ status: 'ignored' });
    expect(second).not.toHaveBeenCalled();
    expect(runner.pending).toBe(true);
    first.resolve('first');
    await expect(firstRun).resolves.toEqual({ status: 'ok', value: 'first' });
    expect(runner.pending).toBe(false);
    expect(onPendingChange.mock.calls).toEqual([[true], [false]]);
  });

  it("'latest' aborts the pending run, whose answer is ignored", async () => {
    const runner = createRunner();
    const first = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    const firstRun = runner.run((signal) => {
      firstSignal = signal;
      return first.promise;
    });
    const secondRun = runner.run(async () => 'second', { mode: 'latest' });
    expect(firstSignal?.aborted).toBe(true);
    first.resolve('late');
    await expect(firstRun).resolves.toEqual({ status: 'ignored' });
    await expect(secondRun).resolves.toEqual({ status: 'ok', value: 'second' });
  });

  it('an aborted run is ignored whether its call succeeds or fails', async () => {
    const runner = createRunner();
    const ok = deferred<string>();
    const okRun = runner.run(() => ok.promise);
    runner.abort();
    ok.resolve('late');
    await expect(okRun).resolves.toEqual({ status: 'ignored' });
    const failing = deferred<string>();
    const failingRun = runner.run(() => failing.promise);
    runner.abort();
    failing.reject(new DOMException('aborted', 'AbortError'));
    await expect(failingRun).resolves.toEqual({ status: 'ignored' });
  });

  it('dispose aborts the pending run and refuses later ones', async () => {
    const runner = createRunner();
    let signal: AbortSignal | undefined;
    const pending = runner.run((s) => {
      signal = s;
      return new Promise<never>(() => {});
    });
    runner.dispose();
    expect(signal?.aborted).toBe(true);
    await expect(pending).resolves.toEqual({ status: 'ignored' });
    const later = vi.fn(() => Promise.resolve(1));
    await expect(runner.run(later)).resolves.toEqual({ status: 'ignored' });
    expect(later).not.toHaveBeenCalled();
  });
});
