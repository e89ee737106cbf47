/**
 * The built portico-emulator from code (run after `npm run build`), by
 * `import` and by `require`: every value its declarations export exists at
 * run time, `startEmulator` serves with a working `api` and `stop()`, and
 * `createEmulator` answers in process (docs/testing.md, "The emulator from
 * code").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as Emulator from '../../emulator/src';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));
// Through a variable so the typecheck (which runs before the build) does not look in dist/.
const importEntry = (name: string) => import(/* @vite-ignore */ name) as Promise<typeof Emulator>;

/** The value names (not `type …`) of the declarations' export list. */
function declaredValues(file: string): string[] {
  const text = readFileSync(path.join(root, 'emulator', 'dist', file), 'utf8');
  const list = /export \{([^}]*)\};\s*$/.exec(text)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '));
}

const builds: Array<[string, () => Promise<typeof Emulator>, string]> = [
  ['import', () => importEntry('portico-emulator'), 'index.d.ts'],
  ['require', async () => require('portico-emulator') as typeof Emulator, 'index.d.cts'],
];

describe.each(builds)('portico-emulator by %s', (_how, load, declarations) => {
  it('exports at run time every value its declarations name', async () => {
    const module = (await load()) as unknown as Record<string, unknown>;
    const values = declaredValues(declarations);
    expect(values).toEqual(expect.arrayContaining(['startEmulator', 'createEmulator', 'createDevApiClient', 'WaitTimeoutError']));
    expect(values.filter((name) => module[name] === undefined)).toEqual([]);
  });

  it('starts on a free port with an api, and stop() ends it; createEmulator answers without a server', async () => {
    const { createEmulator, startEmulator, DevApiError } = await load();
    const emulator = await startEmulator({ port: 0 });
    try {
      const user = await emulator.api.users.create({ email: 'built@example.com' });
      expect((await emulator.api.sessions.create({ userId: user.user_id })).cookies.map((c) => c.name)).toEqual([
        'stytch_session',
        'stytch_session_jwt',
      ]);
      await expect(emulator.api.users.create({ email: 'built@example.com' })).rejects.toBeInstanceOf(DevApiError);
    } finally {
      await emulator.stop();
    }
    const inProcess = createEmulator();
    const response = await inProcess.fetch(new Request(`${inProcess.url}/_emulator/users`));
    expect(await response.json()).toEqual({ users: [] });
    await inProcess.close();
  }, 30_000);
});
