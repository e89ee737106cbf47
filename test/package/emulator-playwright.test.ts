/**
 * `portico-emulator/playwright` as a host installs it (run after the build):
 * the entry resolves for import and require with its declarations, keeps
 * @playwright/test external (an optional peer dependency: the host's copy
 * is the one its runner loaded), and the main entry never loads it
 * (docs/testing.md, "Testing your app with Portico").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

/** A host's config and test file: the options typed, every fixture used, a wrong call refused. */
const HOST_PROGRAM = `
import { defineConfig } from '@playwright/test';
import { expect, test, type InjectedWallet, type PorticoTestOptions, type PorticoWorkerOptions } from 'portico-emulator/playwright';

export const config = defineConfig<PorticoTestOptions, PorticoWorkerOptions>({
  use: { baseURL: 'http://localhost:3000', emulatorRoutes: ['http://127.0.0.1:8787'], emulatorConfig: { projectName: 'Host' } },
});

test.use({ resetEmulator: false, sessionCookieNames: { opaqueToken: 'app_session' } });

test('every fixture', async ({ page, emulator, signInAs, virtualAuthenticator, injectWallet }) => {
  const url: string = emulator.url;
  const code: string = await emulator.api.mailbox.waitForCode('ada@acme.test');
  const { userId }: { userId: string } = await signInAs(page, { email: 'ada@acme.test' });
  const authenticator = await virtualAuthenticator(page, { isUserVerified: false });
  const signCounts: number[] = (await authenticator.credentials()).map((c) => c.signCount);
  const wallet: InjectedWallet = await injectWallet(page, { chain: 'ethereum' });
  // @ts-expect-error: not a chain the fixture has
  await injectWallet(page, { chain: 'bitcoin' });
  // @ts-expect-error: signInAs needs an email
  await signInAs(page, {});
  expect([url, code, userId, signCounts, wallet.address]).toHaveLength(5);
});
`;

let hostDir: string;

beforeAll(() => {
  hostDir = mkdtempSync(path.join(tmpdir(), 'portico-emulator-playwright-types-'));
  const modules = path.join(hostDir, 'node_modules');
  mkdirSync(path.join(modules, '@playwright'), { recursive: true });
  // Installed the way a host has them: the package folder (its exports map picks .d.ts or .d.cts) and the host's Playwright.
  symlinkSync(emulatorDir, path.join(modules, 'portico-emulator'), 'dir');
  symlinkSync(path.join(root, 'node_modules', '@playwright', 'test'), path.join(modules, '@playwright', 'test'), 'dir');
  writeFileSync(path.join(hostDir, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  writeFileSync(path.join(hostDir, 'host.mts'), HOST_PROGRAM);
  writeFileSync(path.join(hostDir, 'host.cts'), HOST_PROGRAM);
});
afterAll(() => {
  rmSync(hostDir, { recursive: true, force: true });
});

/** Diagnostics of a strict host program (skipLibCheck false: the package's declarations are checked too). */
function compile(file: string): string[] {
  const program = ts.createProgram([path.join(hostDir, file)], {
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    // Playwright's own declarations name DOM types (page functions run in the page).
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.relative(hostDir, diagnostic.file.fileName)}: ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
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

  it('imports the emulator from the main entry by name: one copy of it, one of its error classes', async () => {
    for (const file of ['dist/playwright.js', 'dist/playwright.cjs']) {
      expect(importsOf(file), file).toContain('portico-emulator');
      expect(readFileSync(path.join(emulatorDir, file), 'utf8'), file).not.toMatch(/class EmulatorClientError\b/);
    }
    const [main, fixtures] = await Promise.all([importEntry('portico-emulator'), importEntry('portico-emulator/playwright')]);
    expect(typeof fixtures.test).toBe('function');
    expect(typeof main.EmulatorClientError).toBe('function');
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

  it('its declarations compile for an ESM and a CommonJS host under strict, skipLibCheck false', () => {
    expect(compile('host.mts')).toEqual([]);
    expect(compile('host.cts')).toEqual([]);
  }, 120_000);
});
