/**
 * The integration project's setup file (vitest.config.ts): every `/sdk/v1`
 * answer a test receives through `fetch` — the clients' default seam and the
 * bare HTTP calls of sdk-http.ts — is checked against its wire shape
 * (wire-check.ts), and a test during which one did not match fails.
 */
import { afterAll, afterEach } from 'vitest';
import { checkedFetch, takeWireViolations } from './wire-check';

/** The unwrapped `fetch`, kept on the wrapper so a later file wraps it, not the wrapper (one check per answer). */
const ORIGINAL = Symbol.for('portico.test.wire-check.original-fetch');
type Wrapped = typeof fetch & { [ORIGINAL]?: typeof fetch };

const original = (globalThis.fetch as Wrapped)[ORIGINAL] ?? globalThis.fetch;
globalThis.fetch = Object.assign(checkedFetch(original), { [ORIGINAL]: original });

function failOnViolations(): void {
  const violations = takeWireViolations();
  if (violations.length > 0) {
    throw new Error(`The emulator answered outside its wire shapes (test/integration/support/wire-schemas.ts):\n${violations.join('\n')}`);
  }
}

afterEach(failOnViolations);
afterAll(failOnViolations);
