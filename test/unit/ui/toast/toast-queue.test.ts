import { describe, expect, it } from 'vitest';
import {
  TOAST_DURATIONS,
  TOAST_LIMIT,
  addToast,
  dismissToast,
  expireToasts,
  nextExpiryIn,
  type Toast,
} from '../../../../src/ui/toast/toast-queue';

describe('toast queue', () => {
  it('uses the documented durations (docs/behaviour.md §9)', () => {
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity });
    expect(addToast([], { message: 'Email resent', type: 'success' }, 0)[0]).toMatchObject({
      type: 'success',
      message: 'Email resent',
      duration: 2000,
      createdAt: 0,
    });
    expect(addToast([], { message: 'x' }, 0)[0]).toMatchObject({ type: 'blank', duration: 4000 });
  });

  it('keeps at most 20, newest first', () => {
    expect(TOAST_LIMIT).toBe(20);
    let queue: Toast[] = [];
    for (let i = 0; i < 25; i += 1) queue = addToast(queue, { id: `t${i}`, message: `m${i}` }, i);
    expect(queue).toHaveLength(20);
    expect(queue[0]?.id).toBe('t24');
    expect(queue.at(-1)?.id).toBe('t5');
  });

  it('replaces a toast with the same id and restarts its timer', () => {
    let queue = addToast([], { id: 'save', type: 'loading', message: 'Saving' }, 0);
    queue = addToast(queue, { id: 'other', message: 'Other' }, 10);
    queue = addToast(queue, { id: 'save', type: 'success', message: 'Saved' }, 100);
    expect(queue.map((t) => t.id)).toEqual(['save', 'other']);
    expect(queue[0]).toMatchObject({ type: 'success', createdAt: 100, duration: 2000 });
  });

  it('expires toasts by type and never expires loading ones', () => {
    let queue: Toast[] = [];
    queue = addToast(queue, { id: 'ok', type: 'success', message: 'a' }, 0);
    queue = addToast(queue, { id: 'err', type: 'error', message: 'b' }, 0);
    queue = addToast(queue, { id: 'wait', type: 'loading', message: 'c' }, 0);
    expect(nextExpiryIn(queue, 0)).toBe(2000);
    expect(expireToasts(queue, 1999)).toBe(queue);
    queue = expireToasts(queue, 2000);
    expect(queue.map((t) => t.id)).toEqual(['wait', 'err']);
    expect(nextExpiryIn(queue, 2000)).toBe(2000);
    queue = expireToasts(queue, 4000);
    expect(queue.map((t) => t.id)).toEqual(['wait']);
    expect(expireToasts(queue, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
    expect(nextExpiryIn(queue, 4000)).toBeUndefined();
  });

  it('honours a custom duration', () => {
    const queue = addToast([], { message: 'x', type: 'custom', duration: 500 }, 0);
    expect(expireToasts(queue, 500)).toEqual([]);
  });

  it('dismisses one or all', () => {
    let queue = addToast([], { id: 'a', message: 'a' }, 0);
    queue = addToast(queue, { id: 'b', message: 'b' }, 0);
    expect(dismissToast(queue, 'a').map((t) => t.id)).toEqual(['b']);
    expect(dismissToast(queue, 'zzz')).toBe(queue);
    expect(dismissToast(queue)).toEqual([]);
  });

  it('generates distinct ids', () => {
    let queue: Toast[] = [];
    queue = addToast(queue, { message: 'a' }, 0);
    queue = addToast(queue, { message: 'b' }, 0);
    expect(queue[0]?.id).not.toBe(queue[1]?.id);
  });
});
