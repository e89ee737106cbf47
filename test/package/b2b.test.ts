/**
 * `portico/b2b`, the B2B headless client's entry: it resolves as a host
 * resolves it (import, require, types), and `portico` holds none of it, so a
 * consumer-only host downloads no B2B code (docs/reference.md, "Entries and
 * React"). Read from the built dist/ and its source maps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const require = createRequire(path.join(root, 'package.json'));
const importEntry = (name: string) => import(/* @vite-ignore */ name);

/** Where a module of the B2B client comes from, in a source map's `sources`. */
const B2B_SOURCE = /(^|\/)src\/core\/b2b\//;

/** The files `file` imports statically (`import … from`, `export … from`, bare `import '…'`), by relative path. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(dist, file), 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? statement.moduleSpecifier
        : undefined;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('./')) found.push(specifier.text.slice(2));
  }
  return found;
}

/** `entry` and every file it loads through static imports. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

/** The source files a built file was made from (its source map). */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
  return map.sources;
}

describe('portico/b2b', () => {
  it('imports and requires createPorticoB2BClient, and declares it for both', async () => {
    const esm = await importEntry('portico/b2b');
    const cjs = require('portico/b2b');
    for (const entry of [esm, cjs]) {
      expect(typeof entry.createPorticoB2BClient).toBe('function');
      expect(typeof entry.PorticoApiError).toBe('function');
      expect(entry.createPorticoClient).toBeUndefined();
    }
    for (const declarations of ['b2b.d.ts', 'b2b.d.cts']) {
      const text = readFileSync(path.join(dist, declarations), 'utf8');
      expect(text, declarations).toMatch(/createPorticoB2BClient/);
      expect(text, declarations).toMatch(/PorticoB2BClient\b/);
    }
  });

  it('creates a client with the namespaces the reference lists', async () => {
    const { createPorticoB2BClient } = await importEntry('portico/b2b');
    const client = createPorticoB2BClient('public-token-test-package', { customBaseUrl: 'http://127.0.0.1:9' });
    expect(Object.keys(client).sort()).toEqual(
      ['authenticateByUrl', 'bootstrap', 'destroy', 'discovery', 'idp', 'impersonation', 'isTestProject', 'magicLinks', 'oauth', 'organization', 'otps', 'passwords', 'rbac', 'recoveryCodes', 'self', 'session', 'sso', 'telemetry', 'totp'].sort(),
    );
    client.destroy();
  });

  it("holds no B2B module in portico's or portico/react's static closure, in ESM or CJS", () => {
    for (const entry of ['index.js', 'react.js']) {
      const closure = staticClosure(entry);
      expect(closure.length, entry).toBeGreaterThan(1);
      for (const file of closure) expect(sourcesOf(file).filter((s) => B2B_SOURCE.test(s)), `${entry} → ${file}`).toEqual([]);
    }
    for (const file of ['index.cjs', 'react.cjs']) {
      expect(sourcesOf(file).filter((s) => B2B_SOURCE.test(s)), file).toEqual([]);
    }
  });

  it('is built from the B2B modules (the check above can fail)', () => {
    expect(staticClosure('b2b.js').flatMap(sourcesOf).some((s) => B2B_SOURCE.test(s))).toBe(true);
    expect(existsSync(path.join(dist, 'b2b.cjs'))).toBe(true);
  });
});
