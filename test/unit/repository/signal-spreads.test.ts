/**
 * A repository check: no call passes its abort signal through a spread helper
 * (`...withSignal(signal)`). TypeScript checks no excess property in a
 * spread, so such a signal can land in an options type without `signal` and
 * be dropped in silence, as `magicLinks.authenticate`'s was. Calls pass
 * `{ signal }` (or `signal` in their options) explicitly, checked against
 * `CallOptions` (src/core/call-options.ts; docs/architecture.md, "Async").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['src', 'examples'];
/** A spread of a call whose name mentions a signal: `...withSignal(`, `...signalField(`. */
const SIGNAL_SPREAD = /\.\.\.\s*[A-Za-z_$]*[Ss]ignal[A-Za-z_$]*\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('abort signals', () => {
  it('are never passed through a spread helper', () => {
    const offenders = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (SIGNAL_SPREAD.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('the check finds the pattern it bans', () => {
    expect(SIGNAL_SPREAD.test('client.magicLinks.authenticate(token, { session_duration_minutes, ...withSignal(signal) })')).toBe(true);
    expect(SIGNAL_SPREAD.test('request({ path, ...signalField(options.signal) })')).toBe(true);
    expect(SIGNAL_SPREAD.test('client.magicLinks.authenticate(token, { session_duration_minutes, signal })')).toBe(false);
  });
});
