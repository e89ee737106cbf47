/**
 * Whether an injected object can be used as a wallet: extensions put anything
 * on `window`, and a page's own scripts can too. Only the methods we call are
 * checked; their answers are parsed where they are used (adapters.ts).
 */
import type { Eip1193Provider, SolanaProvider } from './types';

function isObject(value: unknown): value is object {
  // Some providers are Proxies over functions.
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return isObject(value) && typeof Reflect.get(value, 'request') === 'function';
}

export function isSolanaProvider(value: unknown): value is SolanaProvider {
  return (
    isObject(value) &&
    typeof Reflect.get(value, 'connect') === 'function' &&
    typeof Reflect.get(value, 'signMessage') === 'function'
  );
}

/** `value[key]`, for reading globals and flags of objects we know nothing about; a throwing getter reads as absent. */
export function readProperty(value: unknown, key: string): unknown {
  if (!isObject(value)) return undefined;
  try {
    return Reflect.get(value, key);
  } catch {
    return undefined;
  }
}

/** A boolean `is*` flag set to exactly `true`. */
export function hasFlag(value: unknown, flag: string): boolean {
  return readProperty(value, flag) === true;
}
