/**
 * Loads Google Identity Services' script once per URL for the whole page
 * (two widgets share it), with the mount's CSP nonce so it runs under
 * `script-src 'nonce-…'`. A blocked or failed load (CSP, offline, an ad
 * blocker) or one that takes longer than {@link GIS_LOAD_TIMEOUT_MS} rejects,
 * and the widget shows the 'Continue with Google' button instead; the next
 * mount tries again.
 */

/** Past this the prompt would arrive after the visitor has moved on: show the button. */
export const GIS_LOAD_TIMEOUT_MS = 5000;

const loads = new Map<string, Promise<void>>();

function insertScript(url: string, nonce: string | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.dataset['portico'] = 'gsi';
    const timer = setTimeout(() => finish(new Error(`Google Identity Services did not load within ${GIS_LOAD_TIMEOUT_MS} ms.`)), GIS_LOAD_TIMEOUT_MS);
    function finish(error?: Error) {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error) {
        script.remove();
        reject(error);
      } else resolve();
    }
    script.onload = () => finish();
    script.onerror = () => finish(new Error(`Google Identity Services could not be loaded from ${url}.`));
    document.head.appendChild(script);
  });
}

/** Resolves once the script ran; rejects when it cannot load (or `signal` aborts the wait). */
export function loadGisScript(url: string, nonce: string | undefined, signal: AbortSignal): Promise<void> {
  let load = loads.get(url);
  if (load === undefined) {
    load = insertScript(url, nonce);
    loads.set(url, load);
    // A failed load is not cached: the next mount (back online, CSP fixed) tries again.
    load.catch(() => loads.delete(url));
  }
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    load.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Forgets the loads (tests). */
export function resetGisScriptLoads(): void {
  loads.clear();
}
