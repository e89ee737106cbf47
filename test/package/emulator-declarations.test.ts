/**
 * Checks the built portico-emulator's declaration files (run after `npm run
 * build`) the way a strict host sees them: a program importing the package
 * (ESM, and CommonJS through `require`'s `.d.cts`) compiles under `strict`
 * with `skipLibCheck: false` against the repository's @types/node (Node 20's)
 * and the current one (the `types-node-current` devDependency, an alias of
 * the newest @types/node), and the
 * declarations name no type of Node's built-in modules, whose homes move
 * between @types/node versions (docs/testing.md, "The package's declaration
 * files"; `JsonWebKey` left `node:crypto` that way).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const emulatorDir = path.join(root, 'emulator');
const dist = path.join(emulatorDir, 'dist');

/** What a host writes: the start-from-code API, the client, its errors and types. */
const HOST_PROGRAM = `
import {
  createDevApiClient,
  createEmulator,
  DevApiError,
  startEmulator,
  WaitTimeoutError,
  type DevApiClient,
  type DevSession,
  type FaultSpec,
  type MailboxMessage,
  type UserSeed,
} from 'portico-emulator';

export async function run(): Promise<void> {
  const emulator = await startEmulator({ port: 0, config: { projectName: 'Host' } });
  const api: DevApiClient = emulator.api;
  await api.reset();
  const seed: UserSeed = { email: 'a@example.com', password: 'Quartz-lantern-47-orbit', phone: '+15555550100', totp: true };
  const user = await api.users.create(seed);
  const userId: string = user.user_id;
  const fault: FaultSpec = { path: '/otps/email/login_or_create', status: 503, times: 1 };
  await api.faults.inject(fault);
  const session: DevSession = await api.sessions.create({ email: 'a@example.com' });
  const cookieNames: string[] = session.cookies.map((cookie) => cookie.name);
  const code: string = await api.mailbox.waitForCode('a@example.com', { timeoutMs: 1000, since: new Date() });
  const link: string = (await api.mailbox.waitForLink('a@example.com')).url;
  const messages: MailboxMessage[] = await api.mailbox.messages({ to: 'a@example.com' });
  await api.clock.advance(60);
  await api.oauth.queueIdentity({ provider: 'google', email: 'a@example.com' });
  try {
    await api.users.delete(userId);
  } catch (error) {
    if (error instanceof DevApiError) console.log(error.status, error.errorType);
    if (error instanceof WaitTimeoutError) console.log(error.to, error.timeoutMs);
  }
  const inProcess = createEmulator({ projectName: 'Unit' });
  const handler: (request: Request) => Promise<Response> = inProcess.fetch;
  const remote = createDevApiClient({ url: emulator.url, fetch: handler });
  await remote.users.list();
  // @ts-expect-error: not a seed field
  await api.users.create({ emial: 'typo@example.com' });
  // @ts-expect-error: seconds, a number
  await api.clock.advance('60');
  console.log(code, link, messages.length, cookieNames);
  await emulator.stop();
  await emulator.close();
}
`;

/** The @types/node versions a host may have: the one this repository builds with, and the newest. */
const NODE_TYPES = {
  repository: path.join(root, 'node_modules', '@types', 'node'),
  current: path.join(root, 'node_modules', 'types-node-current'),
};
type NodeTypes = keyof typeof NODE_TYPES;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-emulator-types-'));
  mkdirSync(path.join(dir, 'node_modules'));
  // Installed the way a host has it: the package folder, its exports map deciding `.d.ts` or `.d.cts`.
  symlinkSync(emulatorDir, path.join(dir, 'node_modules', 'portico-emulator'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  writeFileSync(path.join(dir, 'host.mts'), HOST_PROGRAM);
  writeFileSync(path.join(dir, 'host.cts'), HOST_PROGRAM);
  // A types root per @types/node version, each holding it as `node`.
  for (const [version, folder] of Object.entries(NODE_TYPES)) {
    mkdirSync(path.join(dir, 'types', version), { recursive: true });
    symlinkSync(folder, path.join(dir, 'types', version, 'node'), 'dir');
  }
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function compile(file: string, nodeTypes: NodeTypes): string[] {
  const program = ts.createProgram([path.join(dir, file)], {
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    // A Node host: no DOM library; Request and Response come from @types/node.
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    typeRoots: [path.join(dir, 'types', nodeTypes)],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.relative(dir, diagnostic.file.fileName)}: ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('portico-emulator declaration files', () => {
  it('the current @types/node is newer than the repository one', () => {
    const major = (folder: string) => Number(JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version.split('.')[0]);
    expect(major(NODE_TYPES.current)).toBeGreaterThan(major(NODE_TYPES.repository));
  });

  it.each(Object.keys(NODE_TYPES) as NodeTypes[])('compile for an ESM host under strict with skipLibCheck false (%s @types/node)', (nodeTypes) => {
    expect(compile('host.mts', nodeTypes)).toEqual([]);
  }, 120_000);

  it.each(Object.keys(NODE_TYPES) as NodeTypes[])('compile for a CommonJS host (the .d.cts) under strict with skipLibCheck false (%s @types/node)', (nodeTypes) => {
    expect(compile('host.cts', nodeTypes)).toEqual([]);
  }, 120_000);

  it("name no type of Node's built-in modules", () => {
    const files = readdirSync(dist).filter((file) => /\.d\.c?ts$/.test(file));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      expect(text, file).not.toMatch(/\bfrom ['"](node:)?(crypto|net|http|fs|stream|buffer)['"]/);
      expect(text, file).not.toMatch(/import\(['"](node:)?crypto['"]\)/);
    }
  });
});
