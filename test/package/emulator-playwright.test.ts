/**
 * `portico-emulator/playwright` as a host installs it (run after the build):
 * the entry resolves for import and require with its declarations, keeps
 * @playwright/test external (an optional peer dependency: the host's copy
 * is the one its runner loaded), and the main entry never loads it
 * (docs/testing.md, "Testing your app with Portico").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const emulatorDir = path.join(root, 'emulator');
const emulatorPkg = JSON.parse(readFileSync(path.join(emulatorDir, 'package.json'), 'utf8'));
const require = createRequire(path.join(root, 'package.json'));
// Through a variable so the typecheck (which runs before the build) does not look in dist/.
const importEntry = (name: string) => import(/* @vite-ignore */ name);

/** Module specifiers a bundled file imports or requires. */
function importsOf(file: string): string[] {
  const code = readFileSync(path.join(emulatorDir, file), 'utf8');
  return [...code.matchAll(/(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
}

describe('portico-emulator/playwright', () => {
  it('is in exports with types first, and @playwright/test is an optional peer dependency', () => {
    const entry = emulatorPkg.exports['./playwright'];
    expect(Object.keys(entry.import)[0]).toBe('types');
    expect(Object.keys(entry.require)[0]).toBe('types');
    for (const file of [...Object.values<string>(entry.import), ...Object.values<string>(entry.require)]) {
      expect(existsSync(path.join(emulatorDir, file)), file).toBe(true);
    }
    expect(emulatorPkg.peerDependencies['@playwright/test']).toBeDefined();
    expect(emulatorPkg.peerDependenciesMeta['@playwright/test']).toEqual({ optional: true });
    expect(Object.keys(emulatorPkg.dependencies)).not.toContain('@playwright/test');
  });

  it('imports and requires the fixtures: test with the fixtures, expect, and the helpers', async () => {
    for (const entry of [await importEntry('portico-emulator/playwright'), require('portico-emulator/playwright')]) {
      expect(typeof entry.test).toBe('function');
      expect(typeof entry.test.extend).toBe('function');
      expect(typeof entry.expect).toBe('function');
      expect(typeof entry.injectWallet).toBe('function');
      expect(typeof entry.addVirtualAuthenticator).toBe('function');
      expect(typeof entry.setSessionCookies).toBe('function');
    }
  });

  it('keeps @playwright/test external, and its declarations name only @playwright/test', () => {
    for (const file of ['dist/playwright.js', 'dist/playwright.cjs']) {
      const imports = importsOf(file);
      expect(imports, file).toContain('@playwright/test');
      expect(imports.filter((s) => /^(playwright|playwright-core)(\/|$)/.test(s)), file).toEqual([]);
    }
    for (const file of ['dist/playwright.d.ts', 'dist/playwright.d.cts']) {
      const declarations = readFileSync(path.join(emulatorDir, file), 'utf8');
      expect(declarations, file).toMatch(/from '@playwright\/test'/);
      expect(declarations, file).not.toMatch(/from 'playwright(-core)?(\/[^']*)?'/);
    }
  });

  it('the main entry does not load @playwright/test (nor Playwright at all)', () => {
    for (const file of ['dist/index.js', 'dist/index.cjs', 'dist/cli.js']) {
      expect(importsOf(file).filter((s) => /playwright/.test(s)), file).toEqual([]);
    }
    // At run time too: requiring the main entry leaves Playwright out of the module cache.
    const run = spawnSync(
      process.execPath,
      ['-e', "require('portico-emulator'); console.log(JSON.stringify(Object.keys(require.cache).filter((f) => /playwright/.test(f))))"],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([]);
  });
});
