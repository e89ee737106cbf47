/**
 * A repository check: docs/reference.md, the host developer's reference,
 * says what the code has, no more and no less.
 * - Every option key of the UI client, the mount calls and the login config
 *   (walked in the types with the TypeScript compiler, as
 *   test/package/declarations.test.ts reads declarations) has a row in its
 *   section's tables, and every row names a key the types have.
 * - Every event type (`PorticoEvent`'s `type`s) has a row under "Events".
 * - Every error type of the catalogue has a row under "Error catalogue" with
 *   its exact message, and every error class the client exports a row under
 *   "Error classes".
 * - Every `--portico-*` variable of the theme has a row with its default, and
 *   the reference names no other.
 * - The refused magic-link + email-passcode combination is quoted exactly.
 * Each check returns its problems, so the last tests can show a check fails
 * on a reference with a row taken out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as coreErrors from '../../../src/core/errors';
import { ERROR_MESSAGES } from '../../../src/core/error-messages';
import { InvalidConfigError } from '../../../src/ui/config/validate-config';
import { PASSWORD_ERROR_MESSAGES } from '../../../src/ui/flows/passwords/messages';
import { BASE_MESSAGES } from '../../../src/ui/i18n/base-messages';
import { themeToCssVariables } from '../../../src/ui/theme/css-variables';
import { DEFAULT_THEME } from '../../../src/ui/theme/theme';

const ROOT = path.join(import.meta.dirname, '../../..');
const REFERENCE = readFileSync(path.join(ROOT, 'docs/reference.md'), 'utf8');

// ── Reading the reference ─────────────────────────────────────────────────

interface Row {
  /** The `## ` heading the row is under. */
  section: string;
  /** The `### ` heading, or '' before the first. */
  subsection: string;
  cells: string[];
}

/** Splits a table row on `|`, leaving `\|` (an escaped bar inside a cell) alone. */
function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Every table body row of `markdown`, with the headings it is under (outside code fences). */
function tableRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let section = '';
  let subsection = '';
  let fenced = false;
  let header = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    if (line.startsWith('## ')) [section, subsection] = [line.slice(3).trim(), ''];
    else if (line.startsWith('### ')) subsection = line.slice(4).trim();
    if (!line.trimStart().startsWith('|')) {
      header = false;
      continue;
    }
    // The first row of a table is its header, the second its separator.
    if (!header) {
      header = true;
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(line.trim())) continue;
    rows.push({ section, subsection, cells: splitRow(line) });
  }
  return rows;
}

/** `x` for a cell that is exactly `` `x` ``, else null. */
function code(cell: string | undefined): string | null {
  const match = /^`([^`]+)`$/.exec(cell ?? '');
  return match ? match[1]! : null;
}

/** The first-column names of the rows under `section` (and `subsection`, when given). */
function names(markdown: string, section: string, subsection?: string): string[] {
  return tableRows(markdown)
    .filter((row) => row.section === section && (subsection === undefined || row.subsection === subsection))
    .map((row) => code(row.cells[0]))
    .filter((name): name is string => name !== null);
}

/** What is in `expected` and not in `listed` ("missing"), and the other way round ("not in the code"). */
function compare(what: string, expected: Iterable<string>, listed: Iterable<string>): string[] {
  const want = new Set(expected);
  const have = new Set(listed);
  return [
    ...[...want].filter((name) => !have.has(name)).map((name) => `${what}: ${name} is missing from docs/reference.md`),
    ...[...have].filter((name) => !want.has(name)).map((name) => `${what}: docs/reference.md lists ${name}, which the code does not have`),
  ];
}

// ── Reading the code ──────────────────────────────────────────────────────

/** Types whose keys have their own tables (or are not options): the walk names them and stops. */
const STOP_TYPES = new Set(['LoginConfig', 'ThemeOverrides', 'MessageOverrides', 'PorticoClient']);

let program: ts.Program;
let checker: ts.TypeChecker;

function sourceFile(relative: string): ts.SourceFile {
  const file = program.getSourceFile(path.join(ROOT, relative));
  if (!file) throw new Error(`${relative} is not in the program`);
  return file;
}

/** The type of the interface or type alias `name` declared at the top of `relative`. */
function declaredType(relative: string, name: string): ts.Type {
  const statement = sourceFile(relative).statements.find(
    (s): s is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name,
  );
  if (!statement) throw new Error(`${name} is not declared in ${relative}`);
  return checker.getTypeAtLocation(statement.name);
}

/** Whether an object type is one of the repository's own (so its keys are options to list). */
function isOwnObjectType(type: ts.Type): boolean {
  const name = type.aliasSymbol?.name ?? type.getSymbol()?.name;
  if (name !== undefined && STOP_TYPES.has(name)) return false;
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return false;
  if (checker.getIndexInfosOfType(type).length > 0) return false;
  const declaration = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0];
  const file = declaration?.getSourceFile().fileName ?? '';
  return !file.includes('node_modules') && (file.includes('/src/') || file.includes('/protocol/'));
}

/**
 * The dotted key paths of `type`: every property, and the properties of the
 * repository's own object types under it (`oauthOptions.providers[].type`
 * for an array of them). Functions, records and the stop types are keys
 * without children.
 */
function keyPaths(type: ts.Type, prefix = ''): string[] {
  const paths: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const name = `${prefix}${property.name}`;
    paths.push(name);
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, declaration));
    if (checker.isArrayType(propertyType)) {
      const element = checker.getTypeArguments(propertyType as ts.TypeReference)[0];
      if (element && isOwnObjectType(element)) paths.push(...keyPaths(element, `${name}[].`));
    } else if (isOwnObjectType(propertyType)) {
      paths.push(...keyPaths(propertyType, `${name}.`));
    }
  }
  return paths;
}

/** The keys of every mount call's options, together. */
function mountOptionKeys(): string[] {
  const file = 'src/mount/ui-client.tsx';
  const client = declaredType(file, 'PorticoUIClient');
  const keys = new Set<string>();
  for (const method of checker.getPropertiesOfType(client)) {
    if (!method.name.startsWith('mount')) continue;
    const declaration = method.valueDeclaration ?? method.declarations![0]!;
    const [signature] = checker.getTypeOfSymbolAtLocation(method, declaration).getCallSignatures();
    const parameter = signature!.parameters[0]!;
    for (const key of keyPaths(checker.getTypeOfSymbolAtLocation(parameter, declaration))) keys.add(key);
  }
  return [...keys];
}

/** `PorticoEvent`'s `type`s: the keys of the map its union is made from. */
function eventTypes(): string[] {
  return checker.getPropertiesOfType(declaredType('src/ui/events.ts', 'PorticoEventDataByType')).map((p) => p.name);
}

/** The error classes the client exports, and the config error the mount calls throw. */
function errorClasses(): string[] {
  const classes = Object.entries(coreErrors)
    .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
    .map(([name]) => name);
  return [...classes, InvalidConfigError.name];
}

/** Every `.ts`/`.tsx` file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every `--portico-*` custom property of the theme, with its default. The
 * variables the sources name anywhere (the style rules read them) are
 * among them, or the map would hide one the styles use.
 */
function cssVariables(): Map<string, string> {
  const variables = new Map(Object.entries(themeToCssVariables(DEFAULT_THEME)));
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    // `--portico-x` is the placeholder of a doc comment (src/ui/theme/styles.ts).
    for (const name of readFileSync(file, 'utf8').match(/--portico-[a-z0-9-]*[a-z0-9]/g) ?? []) {
      if (name !== '--portico-x' && !variables.has(name)) variables.set(name, '(no default in the theme)');
    }
  }
  return variables;
}

// ── The checks ────────────────────────────────────────────────────────────

const CATALOGUE: Readonly<Record<string, string>> = { ...ERROR_MESSAGES, ...PASSWORD_ERROR_MESSAGES };

function checkOptions(markdown: string): string[] {
  return [
    ...compare('UI client option', keyPaths(declaredType('src/mount/ui-client.tsx', 'PorticoUIClientOptions')), names(markdown, 'UI client options')),
    ...compare('mount option', mountOptionKeys(), names(markdown, 'Mount options')),
    ...compare('config key', keyPaths(declaredType('src/ui/config/config-types.ts', 'LoginConfig')), names(markdown, 'Login config')),
  ];
}

function checkEvents(markdown: string): string[] {
  return compare('event', eventTypes(), names(markdown, 'Events'));
}

function checkErrors(markdown: string): string[] {
  const problems = [
    ...compare('error class', errorClasses(), names(markdown, 'Errors', 'Error classes')),
    ...compare('error type', Object.keys(CATALOGUE), names(markdown, 'Errors', 'Error catalogue')),
  ];
  for (const row of tableRows(markdown).filter((r) => r.subsection === 'Error catalogue')) {
    const key = code(row.cells[0]);
    const expected = key === null ? undefined : CATALOGUE[key];
    if (expected !== undefined && row.cells[1] !== expected) {
      problems.push(`error type: ${key}'s message is '${row.cells[1]}' in docs/reference.md, '${expected}' in the code`);
    }
  }
  return problems;
}

function checkCssVariables(markdown: string): string[] {
  const variables = cssVariables();
  const rows = tableRows(markdown).filter((r) => r.section === 'Theme and CSS variables');
  const listed = new Map(rows.flatMap((r) => (code(r.cells[1])?.startsWith('--portico-') ? [[code(r.cells[1])!, code(r.cells[2])]] : [])));
  // A variable named anywhere in the reference's prose must exist too.
  const mentioned = new Set(markdown.match(/--portico-[a-z0-9-]+/g) ?? []);
  const problems = [
    ...compare('CSS variable', variables.keys(), listed.keys()),
    ...[...mentioned].filter((name) => !variables.has(name)).map((name) => `CSS variable: docs/reference.md names ${name}, which the code does not have`),
  ];
  for (const [name, value] of variables) {
    if (listed.has(name) && listed.get(name) !== value) {
      problems.push(`CSS variable: ${name} defaults to ${value} in the code, ${listed.get(name)} in docs/reference.md`);
    }
  }
  return problems;
}

// ── The tests ─────────────────────────────────────────────────────────────

describe('docs/reference.md', () => {
  beforeAll(() => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    })!;
    const roots = ['src/ui/config/config-types.ts', 'src/mount/ui-client.tsx', 'src/ui/events.ts'].map((f) => path.join(ROOT, f));
    program = ts.createProgram(roots, { ...config.options, noEmit: true });
    checker = program.getTypeChecker();
  }, 60_000);

  it('lists every option key of the UI client, the mount calls and the login config, and no other', () => {
    expect(checkOptions(REFERENCE)).toEqual([]);
  });

  it('lists every event type, and no other', () => {
    expect(checkEvents(REFERENCE)).toEqual([]);
  });

  it('lists every error class and every catalogued error type with its message, and no other', () => {
    expect(checkErrors(REFERENCE)).toEqual([]);
  });

  it('lists every CSS variable with its default, and no other', () => {
    expect(checkCssVariables(REFERENCE)).toEqual([]);
  });

  it('quotes the refusal of email magic links with email passcodes exactly', () => {
    expect(REFERENCE).toContain(`**${BASE_MESSAGES['main.error.emlAndEmailOtp']}**`);
  });

  // The checks are only worth something if they fail: each is run on a
  // reference with one row taken out, or one row too many.
  describe('fails on a reference that is out of step', () => {
    const without = (row: string) => {
      const lines = REFERENCE.split('\n');
      const index = lines.findIndex((line) => line.startsWith(`| ${row} |`));
      expect(index, row).toBeGreaterThanOrEqual(0);
      lines.splice(index, 1);
      return lines.join('\n');
    };

    it('a config key taken out', () => {
      expect(checkOptions(without('`otpOptions.expirationMinutes`'))).toEqual([
        'config key: otpOptions.expirationMinutes is missing from docs/reference.md',
      ]);
    });

    it('a nested config key taken out, and a mount option', () => {
      expect(checkOptions(without('`oauthOptions.providers[].one_tap`'))).toEqual([
        'config key: oauthOptions.providers[].one_tap is missing from docs/reference.md',
      ]);
      expect(checkOptions(without('`passwordResetToken`'))).toEqual([
        'mount option: passwordResetToken is missing from docs/reference.md',
      ]);
    });

    it('a key the code does not have', () => {
      // The login config's row (the B2B config's table has a row of the same key, above it).
      const extra = REFERENCE.replace(
        '| `sessionOptions.sessionDurationMinutes` | `number` (a positive',
        '| `sessionOptions.idleMinutes` | `number` | `5` | — |\n| `sessionOptions.sessionDurationMinutes` | `number` (a positive',
      );
      expect(checkOptions(extra)).toEqual([
        'config key: docs/reference.md lists sessionOptions.idleMinutes, which the code does not have',
      ]);
    });

    it('an event, an error type and a CSS variable taken out', () => {
      expect(checkEvents(without('`PasskeyDone`'))).toEqual(['event: PasskeyDone is missing from docs/reference.md']);
      expect(checkErrors(without('`weak_password`'))).toEqual(['error type: weak_password is missing from docs/reference.md']);
      expect(checkErrors(without('`PorticoSessionExpiredError`'))).toEqual([
        'error class: PorticoSessionExpiredError is missing from docs/reference.md',
      ]);
      expect(checkCssVariables(without('`logo.maxWidth`'))).toEqual([
        'CSS variable: --portico-logo-max-width is missing from docs/reference.md',
      ]);
    });

    it('a message or a default that differs', () => {
      expect(checkErrors(REFERENCE.replace('| Email not found. |', '| Email unknown. |'))).toEqual([
        "error type: email_not_found's message is 'Email unknown.' in docs/reference.md, 'Email not found.' in the code",
      ]);
      expect(checkCssVariables(REFERENCE.replace('`--portico-button-height` | `45px`', '`--portico-button-height` | `44px`'))).toEqual([
        'CSS variable: --portico-button-height defaults to 45px in the code, 44px in docs/reference.md',
      ]);
    });
  });
});
