/**
 * Checks the built package (run after `npm run build`): every entry resolves
 * through `exports` for both import and require, declarations exist, and the
 * browser entries carry no Node or server-only code.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const require = createRequire(path.join(root, 'package.json'));
// Through variables so the typecheck (which runs before the build) does not
// look for the declarations in dist/.
const importEntry = (name: string) => import(/* @vite-ignore */ name);

describe('package exports', () => {
  it('lists types first in every condition', () => {
    for (const [entry, conditions] of Object.entries<Record<string, unknown>>(pkg.exports)) {
      if (typeof conditions === 'string') continue;
      for (const target of Object.values(conditions)) {
        expect(Object.keys(target as object)[0], entry).toBe('types');
      }
    }
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.type).toBe('module');
  });

  it('resolves every declared file', () => {
    for (const conditions of Object.values<Record<string, Record<string, string>> | string>(pkg.exports)) {
      if (typeof conditions === 'string') continue;
      for (const target of Object.values(conditions)) {
        for (const file of Object.values(target)) {
          expect(existsSync(path.join(root, file)), file).toBe(true);
        }
      }
    }
  });

  it('imports and requires the client entry', async () => {
    const esm = await importEntry('portico');
    expect(typeof esm.createPorticoClient).toBe('function');
    const cjs = require('portico');
    expect(typeof cjs.createPorticoClient).toBe('function');
  });

  it('imports and requires the mount API and the React entry', async () => {
    const esm = await importEntry('portico');
    expect(typeof esm.createPorticoUIClient).toBe('function');
    expect(typeof require('portico').createPorticoUIClient).toBe('function');
    for (const react of [await importEntry('portico/react'), require('portico/react')]) {
      for (const name of ['PorticoProvider', 'PorticoLogin', 'PorticoPasswordReset', 'PorticoPasskeyRegistration', 'PorticoPasskeyList', 'PorticoIdentityProvider', 'usePorticoClient', 'usePorticoSession', 'usePorticoUser']) {
        expect(typeof react[name], name).toBe('function');
      }
    }
  });

  it("starts both entries with 'use client', ESM and CJS, as their first statement", () => {
    // A Next.js server component imports them as client modules only when the directive leads the file.
    for (const file of ['react.js', 'react.cjs', 'index.js', 'index.cjs']) {
      const source = ts.createSourceFile(file, readFileSync(path.join(dist, file), 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
      const first = source.statements[0];
      expect(first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text, file).toBe('use client');
    }
  });

  it('keeps React and react-dom external in the npm entries, with no CSS-in-JS runtime', () => {
    const files = readdirSync(dist).filter((f) => /^(index|react|chunk-.*)\.c?js$/.test(f));
    const all = files.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
    expect(all).toMatch(/from ["']react["']/);
    expect(all).toMatch(/from ["']react-dom\/client["']/);
    expect(all).not.toMatch(/@emotion\//);
    expect(all).toMatch(/require\(["']react["']\)/);
    expect(all).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE');
    expect(all).not.toMatch(/["']preact/);
  });

  it('leaves the emulator to its own package: no emulator entry, bin or server dependency here', () => {
    expect(pkg.exports['./emulator']).toBeUndefined();
    expect(pkg.bin).toBeUndefined();
    for (const name of ['hono', '@hono/node-server', 'jose', 'zod', 'zxcvbn', '@simplewebauthn/server', '@noble/curves', '@noble/hashes']) {
      expect(Object.keys(pkg.dependencies ?? {}), name).not.toContain(name);
    }
  });

  it('portico-emulator: imports and requires its entry, and ships an executable bin', async () => {
    const emulatorPkg = JSON.parse(readFileSync(path.join(root, 'emulator', 'package.json'), 'utf8'));
    expect(emulatorPkg.name).toBe('portico-emulator');
    const esm = await importEntry('portico-emulator');
    expect(typeof esm.startEmulator).toBe('function');
    const cjs = require('portico-emulator');
    expect(typeof cjs.startEmulator).toBe('function');
    const bin = path.join(root, 'emulator', emulatorPkg.bin['portico-emulator']);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
  });

  it('keeps Node and server-only packages out of the browser entries', () => {
    const browserFiles = readdirSync(dist).filter(
      (f) => /\.(c?js)$/.test(f),
    );
    expect(browserFiles.length).toBeGreaterThan(0);
    for (const file of browserFiles) {
      const code = readFileSync(path.join(dist, file), 'utf8');
      expect(code, file).not.toMatch(/from ["']node:|require\(["']node:/);
      // Imports of them, not mentions: 'zxcvbn' is also the name of a strength policy the widget shows.
      expect(code, file).not.toMatch(
        /(?:from\s*|require\(\s*|import\(\s*)["'](?:zxcvbn|hono|jose|@simplewebauthn\/server|@hono\/node-server)(?:\/[^"']*)?["']/,
      );
    }
  });
});
