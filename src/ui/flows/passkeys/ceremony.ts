/**
 * One abort controller for every passkey ceremony on the page. A browser
 * runs one WebAuthn ceremony at a time, so starting one (the button,
 * autofill, registration, in any widget of the page) aborts the one in
 * progress; the screen's own signal (leaving the screen, unmounting) aborts
 * it too. `superseded` tells the two apart: autofill stops trying when
 * another ceremony took over, without counting a failure.
 */
export interface Ceremony {
  signal: AbortSignal;
  /** Aborted because another ceremony started (not because the screen went away). */
  superseded(): boolean;
  /** The ceremony settled: it no longer holds the page's controller. */
  end(): void;
}

let current: AbortController | null = null;

export function beginCeremony(screen: AbortSignal): Ceremony {
  current?.abort(new DOMException('Another passkey ceremony started.', 'AbortError'));
  const own = new AbortController();
  current = own;
  const follow = () => own.abort(screen.reason);
  if (screen.aborted) follow();
  else screen.addEventListener('abort', follow, { once: true });
  return {
    signal: own.signal,
    superseded: () => own.signal.aborted && !screen.aborted,
    end() {
      screen.removeEventListener('abort', follow);
      if (current === own) current = null;
    },
  };
}
