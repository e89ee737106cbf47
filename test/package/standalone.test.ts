// @vitest-environment jsdom
/**
 * Checks the script-tag build `portico/standalone` (run after `npm run
 * build`): layout, exports, preact instead of React, lazy libphonenumber-js,
 * no Node code; then loads it in a page and mounts the login widget.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dir = path.join(root, 'dist', 'standalone');
const entry = path.join(dir, 'portico.js');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const jsFiles = () => readdirSync(dir).filter((f) => f.endsWith('.js'));

const STATIC_IMPORT = /(?<![\w$.@])(?:import|export\s*(?:\*|\{[^}]*\}))\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g;

/** The entry and every chunk it imports statically: what loads before any lazy import. */
function firstLoad(): string[] {
  const seen = new Set<string>();
  const queue = ['portico.js'];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file).replace(DYNAMIC_IMPORT, '');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(path.posix.normalize(match[1]!));
  }
  return [...seen];
}

describe('portico/standalone build', () => {
  it('is exported with types first and its files exist', () => {
    const target = pkg.exports['./standalone'];
    expect(Object.keys(target)).toEqual(['import']);
    expect(Object.keys(target.import)).toEqual(['types', 'default']);
    expect(target.import.default).toBe('./dist/standalone/portico.js');
    for (const file of Object.values<string>(target.import)) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(readFileSync(path.join(root, target.import.types), 'utf8')).toMatch(/\bcreatePorticoUIClient\b/);
  });

  it('is one ES module entry plus chunk-*.js files', () => {
    expect(existsSync(entry)).toBe(true);
    for (const file of jsFiles()) expect(file).toMatch(/^(portico|chunk-[A-Za-z0-9_-]+)\.js$/);
    expect(jsFiles().length).toBeGreaterThan(1);
  });

  it('exports createPorticoUIClient and createPorticoClient', () => {
    const exported = [...read('portico.js').matchAll(/export\s*\{([^}]*)\}/g)]
      .flatMap((m) => m[1]!.split(','))
      .map((item) => item.trim().split(/\s+as\s+/).pop());
    expect(exported).toContain('createPorticoUIClient');
    expect(exported).toContain('createPorticoClient');
  });

  it('bundles everything: no bare imports, no Node built-ins', () => {
    for (const file of jsFiles()) {
      const code = read(file);
      // Every import is a relative chunk or the entry (lazy chunks share its code); a bare
      // specifier would not load from a <script type="module">.
      const specifiers = [
        ...code.matchAll(/(?<![\w$.@])import\s*\(\s*["']([^"']+)["']\s*\)/g),
        ...code.matchAll(/(?<![\w$.@])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g),
      ].map((m) => m[1]);
      if (file === 'portico.js') expect(specifiers.length, file).toBeGreaterThan(0);
      for (const specifier of specifiers) expect(specifier, file).toMatch(/^\.\/(portico|chunk-[A-Za-z0-9_-]+)\.js$/);
      expect(code, file).not.toMatch(/["']node:|\brequire\(/);
    }
  });

  it('runs on preact/compat, not React', () => {
    for (const file of jsFiles()) {
      const code = read(file);
      expect(code, file).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE');
      expect(code, file).not.toContain('ReactCurrentDispatcher');
      expect(code, file).not.toContain('react-dom');
    }
  });

  it('loads libphonenumber-js lazily, outside the first load', () => {
    const first = firstLoad();
    expect(first[0]).toBe('portico.js');
    for (const file of first) expect(read(file), file).not.toMatch(/libphonenumber|country_calling_codes/);
    const lazy = jsFiles().filter((f) => !first.includes(f));
    expect(lazy.some((f) => /country_calling_codes/.test(read(f)))).toBe(true);
  });
});

describe('portico/standalone in a page', () => {
  const cleanups: Array<() => void> = [];
  afterAll(() => cleanups.forEach((fn) => fn()));

  it('mounts the login widget with styles carrying the nonce, and unmounts cleanly', async () => {
    const mod = await import(/* @vite-ignore */ pathToFileURL(entry).href);
    const fetch = async (url: string) => {
      const body = new URL(url).pathname.includes('/projects/bootstrap/')
        ? { data: { captcha_settings: { enabled: false }, password_config: null, disable_sdk_watermark: true } }
        : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    // The page's fetch, stubbed: seams are internal, not options of the public API.
    vi.stubGlobal('fetch', fetch);
    const ui = mod.createPorticoUIClient('public-token-test-standalone', { nonce: 'page-nonce' });
    // Destroyed first: its last telemetry flush still goes to the stub.
    cleanups.push(() => ui.client.destroy(), () => vi.unstubAllGlobals());
    document.body.innerHTML = '<div id="login"></div><div id="shadowed"></div>';
    const config = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } };

    ui.mountLogin({ elementId: '#login', config });
    ui.mountLogin({ elementId: '#shadowed', config: { ...config, enableShadowDOM: true } });

    const login = document.querySelector('#login')!;
    const shadow = document.querySelector('#shadowed')!.shadowRoot!;
    await expect.poll(() => login.textContent).toContain('Sign up or log in');
    await expect.poll(() => shadow.textContent).toContain('Sign up or log in');
    const styles = [...document.head.querySelectorAll('style'), ...shadow.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('page-nonce');
    expect(shadow.querySelectorAll('style').length).toBeGreaterThan(0);

    expect(() => ui.mountLogin({ elementId: '#missing', config })).toThrow(
      'Invalid call to mountLogin\nThe selector "#missing" applies to no elements.',
    );

    ui.unmount('#login');
    ui.unmount('#shadowed');
    expect(login.childNodes).toHaveLength(0);
    expect(shadow.childNodes).toHaveLength(0);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});
