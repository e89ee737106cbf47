import { describe, expect, it, vi } from 'vitest';
import { isAbortSignal, signalOf, whileWaiting } from '../../../src/core/call-options';
import { validate } from '../../../src/core/validate';

describe('call options', () => {
  it('recognise an AbortSignal by its shape', () => {
    expect(isAbortSignal(new AbortController().signal)).toBe(true);
    expect(isAbortSignal(AbortSignal.abort())).toBe(true);
    for (const value of [undefined, null, {}, 'signal', { aborted: false }]) expect(isAbortSignal(value)).toBe(false);
    expect(signalOf({ signal: AbortSignal.abort() })?.aborted).toBe(true);
    expect(signalOf({ signal: 'x' })).toBeUndefined();
    expect(signalOf('x')).toBeUndefined();
  });

  it("validate a call's signal: an AbortSignal or undefined", () => {
    expect(() => validate('m').isOptionalSignal('signal', undefined).isOptionalSignal('signal', new AbortController().signal)).not.toThrow();
    expect(() => validate('user.get').isOptionalSignal('signal', {})).toThrow('Invalid call to user.get\nsignal must be an AbortSignal.');
  });

  it('whileWaiting settles as the work does, rejects at once on abort, and starts nothing once aborted', async () => {
    await expect(whileWaiting(undefined, async () => 1)).resolves.toBe(1);
    await expect(whileWaiting(new AbortController().signal, () => Promise.reject(new Error('no')))).rejects.toThrow('no');

    const controller = new AbortController();
    const never = whileWaiting(controller.signal, () => new Promise<number>(() => {}));
    controller.abort('stop');
    await expect(never).rejects.toBe('stop');

    const start = vi.fn(async () => 1);
    await expect(whileWaiting(AbortSignal.abort('late'), start)).rejects.toBe('late');
    expect(start).not.toHaveBeenCalled();
  });
});
