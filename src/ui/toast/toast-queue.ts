/**
 * Toast bookkeeping (docs/behaviour.md §2.10, §9): at most 20 kept, shown for 4 s
 * (blank, error, custom), 2 s (success) or until dismissed (loading).
 *
 * Pure functions over an immutable array, newest first, with `now` passed in,
 * so the React layer owns the single timer and tests need no clock.
 */

export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** Epoch ms when the toast was added (or last updated). */
  createdAt: number;
  /** How long it stays, in ms; `Infinity` for loading toasts. */
  duration: number;
}

export interface ToastInput {
  /** Reusing an id replaces that toast (e.g. a loading toast turning into success). */
  id?: string;
  type?: ToastType;
  message: string;
  duration?: number;
}

/** docs/behaviour.md §9: at most 20 toasts kept. */
export const TOAST_LIMIT = 20;

/** docs/behaviour.md §9: display time per type. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
};

let counter = 0;
/** Ids unique within the page; deterministic enough for keys, not for security. */
function nextId(): string {
  counter += 1;
  return `toast-${counter}`;
}

/**
 * Adds (or replaces, by id) a toast at the front and keeps the newest 20.
 * A replaced toast restarts its timer.
 */
export function addToast(queue: readonly Toast[], input: ToastInput, now: number): Toast[] {
  const type = input.type ?? 'blank';
  const toast: Toast = {
    id: input.id ?? nextId(),
    type,
    message: input.message,
    createdAt: now,
    duration: input.duration ?? TOAST_DURATIONS[type],
  };
  return [toast, ...queue.filter((t) => t.id !== toast.id)].slice(0, TOAST_LIMIT);
}

/** Removes one toast, or all when `id` is omitted. */
export function dismissToast(queue: readonly Toast[], id?: string): Toast[] {
  if (id === undefined) return [];
  const next = queue.filter((t) => t.id !== id);
  return next.length === queue.length ? (queue as Toast[]) : next;
}

/** True when the toast's time is up at `now`. */
export function isToastExpired(toast: Toast, now: number): boolean {
  return now >= toast.createdAt + toast.duration;
}

/** Drops toasts whose time is up; returns the same array when none expired. */
export function expireToasts(queue: readonly Toast[], now: number): Toast[] {
  const next = queue.filter((t) => !isToastExpired(t, now));
  return next.length === queue.length ? (queue as Toast[]) : next;
}

/** Milliseconds until the next toast expires, or undefined when none will (empty or only loading). */
export function nextExpiryIn(queue: readonly Toast[], now: number): number | undefined {
  let soonest = Infinity;
  for (const toast of queue) soonest = Math.min(soonest, toast.createdAt + toast.duration);
  return Number.isFinite(soonest) ? Math.max(0, soonest - now) : undefined;
}
