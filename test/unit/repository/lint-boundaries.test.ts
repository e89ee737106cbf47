/**
 * A repository check: the layer rules in eslint.config.mjs (docs/architecture.md,
 * "Lint and layer rules") fail a forbidden import and pass an allowed one.
 * Each snippet is linted as if it were the file at `filePath`.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the boundary rule for `code` linted as `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', { timeout: 30000 }, () => {
  it.each([
    ['core imports ui', 'src/core/x.ts', "export { Widget } from '../ui/widget';", /src\/core never imports src\/ui/],
    ['core imports react (nested)', 'src/core/products/x.ts', "export * from '../../react/hooks';", /src\/core never imports/],
    ['core imports mount', 'src/core/x.ts', "import '../mount';", /src\/core never imports/],
    ['ui imports a core internal', 'src/ui/widget-x.tsx', "export { getClientInternals } from '../core/internals';", /core's public entry/],
    ['ui imports a core module the index re-exports', 'src/ui/flows/idp/x.ts', "export type { IDPLogoutParams } from '../../../core/products/idp';", /core's public entry/],
    ['a flow imports a core internal', 'src/ui/flows/otp/x.ts', "export * from '../../../core/client-context';", /core's public entry/],
    ['a flow imports another flow', 'src/ui/flows/otp/x.ts', "export * from '../passwords/state';", /The otp flow imports no other flow/],
    ['a nested flow file imports another flow', 'src/ui/flows/oauth/one-tap/x.ts', "export * from '../../main';", /The oauth flow imports no other flow/],
    ['the emulator imports src', 'emulator/src/products/x/y.ts', "export * from '../../../../src/core/client';", /emulator\/ never imports src\//],
    ['the emulator imports the client’s wire types', 'emulator/src/products/x/y.ts', "export type * from '../../../../src/core/wire-types';", /emulator\/ never imports src\//],
    ['an emulator oauth file imports the client’s provider list', 'emulator/src/products/oauth/records.ts', "export * from '../../../../src/core/products/oauth-providers';", /emulator\/ never imports src\//],
    ['an emulator top-level file imports src', 'emulator/src/errors.ts', "export type * from '../../src/core/wire-types';", /emulator\/ never imports src\//],
    ['the protocol imports src', 'protocol/x.ts', "export type * from '../src/core/client';", /protocol\/ imports neither src\/ nor emulator\//],
    ['the protocol imports the emulator', 'protocol/x.ts', "export * from '../emulator/src/errors';", /protocol\/ imports neither src\/ nor emulator\//],
    ['the protocol imports a package', 'protocol/x.ts', "export { z } from 'zod';", /protocol\/ imports no package/],
    ['an emulator product imports the users product', 'emulator/src/products/otps/x.ts', "export * from '../users/users';", /The otps product imports other products only through the kernel API/],
    ['a nested product file imports sessions', 'emulator/src/products/oauth/one-tap/x.ts', "export * from '../../sessions/issue';", /The oauth product imports other products only/],
    ['a product imports another product', 'emulator/src/products/passwords/store.ts', "export * from '../magic-links/routes';", /The passwords product imports other products only/],
    ['an oauth file imports a product', 'emulator/src/products/oauth/records.ts', "export * from '../users/records';", /The oauth product imports other products only/],
    ['the kernel imports a product', 'emulator/src/products/sessions/x.ts', "export * from '../otps/records';", /The kernel \(products users, sessions, mailbox\) imports no other product/],
    ['src imports an example', 'src/ui/x.ts', "export * from '../../examples/node-server/server.mjs';", /Nothing imports examples/],
    ['a script imports an example', 'scripts/x.mjs', "export * from '../examples/relying-party/server.mjs';", /Nothing imports examples/],
  ])('fail: %s', async (_name, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['core imports core', 'src/core/x.ts', "export * from './errors';"],
    ['ui imports core’s public entry', 'src/ui/x.ts', "export * from '../core';"],
    ['ui imports a listed core module', 'src/ui/context/x.ts', "export { DEFAULT_BOOTSTRAP } from '../../core/bootstrap';"],
    ['ui imports the public core', 'src/ui/flows/passkeys/x.ts', "export { PorticoError } from '../../../core';"],
    ['ui imports the error classes', 'src/ui/host/x.ts', "export { PorticoError } from '../../core/errors';"],
    ['ui imports the protocol', 'src/ui/config/x.ts', "export { OAUTH_PROVIDERS } from '../../../protocol';"],
    ['a flow imports what flows share', 'src/ui/flows/otp/x.ts', "export * from '../flow';\nexport * from '../screen-error';"],
    ['a flow imports itself', 'src/ui/flows/otp/x.ts', "export * from './state';"],
    ['the flows index imports every flow', 'src/ui/flows/x.ts', "export * from './otp';\nexport * from './passwords';"],
    ['the emulator imports the protocol', 'emulator/src/products/x/y.ts', "export * from '../../../../protocol';"],
    ['a top-level emulator file imports the protocol', 'emulator/src/errors.ts', "export type * from '../../protocol';"],
    ['the protocol imports itself', 'protocol/index.ts', "export * from './oauth-providers';"],
    ['core imports the protocol', 'src/core/wire-types.ts', "export type * from '../../protocol/wire-types';"],
    ['the emulator imports its own modules', 'emulator/src/products/x/y.ts', "export * from '../../errors';"],
    ['an emulator product imports the kernel API', 'emulator/src/products/otps/x.ts', "export * from '../../kernel';\nexport * from './records';"],
    ['a nested product file imports the kernel and its product', 'emulator/src/products/oauth/one-tap/x.ts', "export * from '../../../kernel';\nexport * from '../routes';"],
    ['the kernel’s products import each other', 'emulator/src/products/sessions/x.ts', "export * from '../users/users';\nexport * from '../mailbox/outbox';"],
    ['a listed product exception', 'emulator/src/products/passwords/routes.ts', "export * from '../magic-links/routes';"],
    ['an oauth file imports the protocol’s provider list', 'emulator/src/products/oauth/records.ts', "export * from '../../../../protocol';"],
    ['a test of an example starts it', 'test/package/server.test.ts', "export * from '../../examples/node-server/server.mjs';"],
  ])('pass: %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('disable comments', { timeout: 30000 }, () => {
  const ruleIds = async (code: string) =>
    (await eslint.lintText(code, { filePath: join(ROOT, 'src/core/x.ts') }))[0]?.messages.map((m) => m.ruleId) ?? [];

  it('carry a reason', async () => {
    expect(await ruleIds('// eslint-disable-next-line no-debugger\ndebugger;\n')).toEqual([
      '@eslint-community/eslint-comments/require-description',
    ]);
    expect(await ruleIds('// eslint-disable-next-line no-debugger -- a reason\ndebugger;\n')).toEqual([]);
  });

  it('go when they disable nothing', async () => {
    expect(await ruleIds('// eslint-disable-next-line no-debugger -- a reason\nexport const x = 1;\n')).toEqual([null]);
  });
});

describe('logical sides in the widget’s styles', { timeout: 30000 }, () => {
  const MESSAGE =
    'Use logical properties (…-inline-start/end, inset-inline-*, text-align: start/end): the widget is laid out right to left in ar, he, fa and ur (docs/i18n.md).';
  /** The messages of the physical-sides rule for `code` linted as `filePath`. */
  const sideErrors = async (filePath: string, code: string) =>
    ((await eslint.lintText(code, { filePath: join(ROOT, filePath) }))[0]?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  const styles = (body: string) => `import { css } from '../theme/css';\nexport const rule = css\`\n${body}\n\`;\n`;

  it.each([
    ['margin-left', 'src/ui/components/x.styles.ts', styles('  margin-left: 4px;')],
    ['padding-right in a flow', 'src/ui/flows/passwords/x.styles.ts', styles('  & > ul {\n    padding-right: 20px;\n  }')],
    ['border-left-width', 'src/ui/components/x.styles.ts', styles('  border-left-width: 4px;')],
    ['border-right-color', 'src/ui/theme/x.ts', styles('  border-right-color: transparent;')],
    ['left:', 'src/ui/theme/x.ts', styles('  position: absolute;\n  left: 0;')],
    ['right:', 'src/ui/theme/x.ts', styles('  right: 50%;')],
    ['text-align: left', 'src/ui/theme/x.ts', styles('  text-align: left;')],
    ['float: right', 'src/ui/theme/x.ts', styles('  float: right;')],
    ['a corner radius', 'src/ui/theme/x.ts', styles('  border-top-left-radius: 4px;')],
    ['background-position', 'src/ui/theme/x.ts', styles('  background-position: right 8px center;')],
    ['a four-value shorthand', 'src/ui/theme/x.ts', styles('  padding: 10px 12px 10px 16px;')],
    ['a string in mount', 'src/mount/x.ts', "export const style = 'margin-right: 8px';"],
    ['a camelCase key', 'src/ui/components/x.tsx', 'export const style = { marginLeft: 8 };'],
    ['a left key', 'src/ui/components/x.tsx', 'export const style = { position: "absolute", left: 0 };'],
    ['textAlign: right', 'src/ui/components/x.tsx', 'export const style = { textAlign: "right" };'],
  ])('fail: %s', async (_name, filePath, code) => {
    expect(await sideErrors(filePath, code)).toEqual([MESSAGE]);
  });

  it.each([
    [
      'logical properties',
      'src/ui/components/x.styles.ts',
      styles(
        '  margin-inline-start: 4px;\n  padding-inline-end: 20px;\n  border-inline-start-width: 4px;\n  inset-inline-start: 0;\n  text-align: start;\n  border-start-start-radius: 4px;',
      ),
    ],
    ['symmetric shorthands and inset shadows', 'src/ui/theme/x.ts', styles('  margin: -8px 0 0;\n  padding: 10px 12px;\n  box-shadow: inset 0 0 0 1px red;\n  &:hover {\n    color: red;\n  }')],
    ['centring with no side', 'src/ui/theme/x.ts', styles('  position: fixed;\n  inset-inline: 0;\n  margin-inline: auto;')],
    ['logical keys', 'src/ui/components/x.tsx', 'export const style = { marginInlineStart: 8, insetInlineStart: 0, textAlign: "start" };'],
    ['words in a text catalogue', 'src/ui/flows/otp/messages.ts', "export const MESSAGES = { hint: 'Swipe left: the code is on the right: 123' };"],
    ['styles outside the widget', 'examples/gallery/x.ts', "export const style = 'margin-left: 8px';"],
  ])('pass: %s', async (_name, filePath, code) => {
    expect(await sideErrors(filePath, code)).toEqual([]);
  });
});
