/**
 * docs/reference.md's B2B client table names every method of
 * `createPorticoB2BClient`'s client, and no other (as
 * test/unit/repository/reference.test.ts does for the widget's options).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { b2bHarness } from './b2b-harness';

const REFERENCE = readFileSync(path.join(import.meta.dirname, '../../../../docs/reference.md'), 'utf8');
const SECTION = '## B2B client (`portico/b2b`)';

/** The `x` of each table row's first cell `` `x` `` in the section. */
function documentedMethods(markdown: string): string[] {
  const start = markdown.indexOf(SECTION);
  expect(start, 'the B2B client section').toBeGreaterThan(-1);
  const end = markdown.indexOf('\n## ', start + SECTION.length);
  const body = markdown.slice(start, end === -1 ? undefined : end);
  return [...body.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!);
}

/** Dotted names of the functions reachable from `value`. */
function methodsOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, member]: [string, unknown]) => {
    const name = `${prefix}${key}`;
    if (typeof member === 'function') return [name];
    if (typeof member === 'object' && member !== null) return methodsOf(member, `${name}.`);
    return [];
  });
}

describe('docs/reference.md, B2B client', () => {
  it('lists exactly the client’s methods', () => {
    const { client } = b2bHarness();
    expect(documentedMethods(REFERENCE).sort()).toEqual(methodsOf(client).sort());
  });

  it('fails on a table with a row taken out', () => {
    const { client } = b2bHarness();
    const without = REFERENCE.replace(/^\| `self\.deleteMFATOTP` \|.*\n/m, '');
    expect(documentedMethods(without).sort()).not.toEqual(methodsOf(client).sort());
  });
});
