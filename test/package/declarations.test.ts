/**
 * Checks the built declaration files (run after `npm run build`), what a
 * host's TypeScript sees of `portico`, `portico/react` and
 * `portico/standalone`:
 * - no internal option, prop or type is in them (`seams`, the client's
 *   internal context, the widget's `initialState`, the internal factories),
 *   and the widget's state union, declared for `MessageKey`'s derivation, is
 *   not exported;
 * - every value they declare is exported by the module at runtime;
 * - a host program compiled against them gets the errors the public types
 *   promise (test/types/ checks the same of the sources).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, { types: string; default: string }> | string>;
};
// Through a variable so the typecheck (which runs before the build) does not look in dist/.
const importEntry = (name: string) => import(/* @vite-ignore */ name) as Promise<Record<string, unknown>>;

const ENTRIES = ['portico', 'portico/react', 'portico/standalone'] as const;

/** The declaration files of every entry and condition (`import` and `require`). */
function entryDeclarations(): string[] {
  const files: string[] = [];
  for (const conditions of Object.values(pkg.exports)) {
    if (typeof conditions === 'string') continue;
    for (const target of Object.values(conditions)) files.push(path.join(root, target.types));
  }
  return files;
}

/** `files` and every declaration file they import, relatively, in turn. */
function withImports(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier !== undefined &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (specifier?.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier.replace(/\.(c?)js$/, '.d.$1ts')));
    }
  }
  return [...seen];
}

/** A declaration file's code without its comments (module comments name internals in prose). */
function codeOf(file: string): string {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

/** Compiles one host module, placed at the package root (so `portico` resolves to itself), against the built declarations. */
function compileHost(code: string) {
  const fileName = path.join(root, '__declarations_test_host__.ts');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, code, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? code : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
  return { program, checker: program.getTypeChecker(), source: program.getSourceFile(fileName)!, diagnostics };
}

/** The names `entry`'s declarations export as values (not as types only). */
function declaredValues(compiled: ReturnType<typeof compileHost>, entry: string): string[] {
  const { checker, source } = compiled;
  const declaration = source.statements.find(
    (s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && (s.moduleSpecifier as ts.StringLiteral).text === entry,
  )!;
  const moduleSymbol = checker.getSymbolAtLocation(declaration.moduleSpecifier)!;
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.name)
    .sort();
}

describe('declaration files', () => {
  it('hold no internal option, prop or type', () => {
    const files = withImports(entryDeclarations());
    expect(files.map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining(['dist/index.d.ts', 'dist/index.d.cts', 'dist/react.d.ts', 'dist/react.d.cts', 'dist/standalone.d.ts']),
    );
    const internal =
      /\b(seams|ClientSeams|InternalClientOptions|createPorticoClientInternal|createPorticoUIClientInternal|ClientContext|ClientInternals|createClientContext|initialState|WidgetRootProps|WidgetProps|WebAuthnCeremonies)\b/g;
    // The widget's state union is declared (unexported) because `MessageKey` is derived from the
    // flows' definitions, whose reducers are typed over it (docs/architecture.md, "Reducer"); no
    // host can name or reach it: it is never exported, and no prop or option takes it.
    const exported = /export\s*\{[^}]*\bWidgetState\b[^}]*\}|export\s+(declare\s+)?type\s+WidgetState\b/;
    for (const file of files) {
      const name = path.relative(root, file);
      expect([...new Set(codeOf(file).match(internal))], name).toEqual([]);
      expect(exported.test(codeOf(file)), `${name} exports WidgetState`).toBe(false);
      expect(readFileSync(file, 'utf8').includes('@internal'), `${name} has an @internal declaration`).toBe(false);
    }
  });

  describe('against the modules and a host program', () => {
    let compiled: ReturnType<typeof compileHost>;
    beforeAll(() => {
      compiled = compileHost(`
        import { createPorticoClient, createPorticoUIClient, type MessageOverrides, type PorticoEvent, type PorticoEventData } from 'portico';
        import type { PorticoLoginProps } from 'portico/react';
        import * as standalone from 'portico/standalone';

        const fetch = (_url: string, _init: RequestInit) => Promise.resolve(new Response('{}'));
        // @ts-expect-error: seams are internal
        createPorticoClient('public-token-test-x', { seams: { fetch } });
        // @ts-expect-error: seams are internal
        createPorticoUIClient('public-token-test-x', { nonce: 'n', seams: { fetch } });
        // @ts-expect-error: seams are internal
        standalone.createPorticoUIClient('public-token-test-x', { seams: { fetch } });
        createPorticoClient('public-token-test-x', { customBaseUrl: 'http://127.0.0.1:8787', keepSessionAlive: true });

        // @ts-expect-error: the widget's initial state is for tests and the gallery
        const props: PorticoLoginProps = { config: { products: ['otp'] }, initialState: { screen: 'Main' } };
        void props;

        const onEvent = (event: PorticoEvent) => {
          if (event.type === 'OTPsAuthenticate') {
            const id: string = event.data.method_id;
            // @ts-expect-error: not a field of the passcode answer
            void event.data.methodId;
            void id;
          }
          // @ts-expect-error: a misspelled event type
          if (event.type === 'OTPAuthenticate') void event;
        };
        void onEvent;
        const flowStart: PorticoEventData<'OAuthAuthorizeFlowStart'> = { client_id: 'c', redirect_uri: 'https://rp.example/cb', scope: 'openid' };
        void flowStart;

        const strings: MessageOverrides = { 'main.header': 'Willkommen', otp_code_not_found: 'Falscher Code.' };
        // @ts-expect-error: a misspelled key
        const typo: MessageOverrides = { 'main.headr': 'Willkommen' };
        void [strings, typo];
      `);
    }, 60_000);

    it('compile a host program with exactly the expected errors', () => {
      expect(compiled.diagnostics).toEqual([]);
    });

    it.each(ENTRIES)('%s declares as values only what it exports', async (entry) => {
      const declared = declaredValues(compiled, entry);
      const runtime = Object.keys(await importEntry(entry)).sort();
      expect(declared.length).toBeGreaterThan(0);
      // The script-tag entry also exports the code its lazy chunks share, under short names.
      if (entry === 'portico/standalone') expect(runtime).toEqual(expect.arrayContaining(declared));
      else expect(declared).toEqual(runtime);
    });
  });

  it('resolve to the files the package exports', () => {
    for (const entry of ENTRIES) {
      const resolved = ts.resolveModuleName(entry, path.join(root, 'x.ts'), { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext }, ts.sys);
      expect(resolved.resolvedModule?.resolvedFileName, entry).toBe(path.join(dist, `${entry === 'portico' ? 'index' : entry.slice('portico/'.length)}.d.ts`));
    }
  });
});
