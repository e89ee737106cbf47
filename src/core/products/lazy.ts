/**
 * A product namespace whose implementation is loaded on its first call, as
 * its own chunk. Every method of the namespaces loaded this way returns a
 * promise (argument checks included: they reject, never throw), so a caller
 * cannot tell the difference — but a page that never uses passwords,
 * wallets, passkeys, TOTP, impersonation or the IDP calls does not download
 * them (@simplewebauthn/browser alone is ~9 kB). See README, "Size".
 * A call's signal (in its last argument, call-options.ts) applies while the
 * chunk loads too: an aborted call stops waiting at once.
 */
import { signalOf, whileWaiting } from '../call-options';

export type AsyncNamespace<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

/** `load` once; a failed load (a chunk that did not download) is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export function lazyNamespace<T extends AsyncNamespace<T>>(methods: ReadonlyArray<keyof T & string>, load: () => Promise<T>): T {
  const implementation = loadOnce(load);
  const namespace: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of methods) {
    namespace[name] = (...args) =>
      afterLoad(implementation, signalOf(args.at(-1)), (impl) =>
        (impl[name] as (...args: unknown[]) => Promise<unknown>)(...args),
      );
  }
  return namespace as T;
}

/**
 * Runs `call` on the loaded implementation, waiting for the load on behalf of
 * `signal`: an aborted call rejects at once with its reason (the load goes on
 * for other callers), and one aborted before it starts loads nothing.
 */
export function afterLoad<T, R>(load: () => Promise<T>, signal: AbortSignal | undefined, call: (implementation: T) => Promise<R>): Promise<R> {
  return whileWaiting(signal, load).then(call);
}
