/**
 * Keeps the type of each widget event on `window.porticoEvents`, so the
 * browser tests (and a person in the console) can see what reached the
 * `portico-event` listener. Only the type: events can carry session tokens.
 */
declare global {
  interface Window {
    porticoEvents?: Array<{ type: string }>;
  }
}

export function recordEvent(type: string): void {
  (window.porticoEvents ??= []).push({ type });
}
