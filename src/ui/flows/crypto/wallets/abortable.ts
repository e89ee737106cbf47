/**
 * A wallet prompt cannot be cancelled: once shown, the visitor answers it in
 * the extension whatever the page does. What the page can do is stop
 * listening. `untilAborted` settles with an AbortError as soon as `signal`
 * aborts, so a late answer (the visitor signs after leaving the screen) is
 * dropped, and does not call the wallet at all if the signal had already
 * aborted.
 */
import { abortError } from './errors';

export function untilAborted<T>(call: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return call();
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    call().then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
