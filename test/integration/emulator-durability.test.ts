/**
 * With `--data`, every change the emulator has answered survives SIGKILL:
 * the built CLI (emulator/dist/cli.js, from `npm run build`) is killed in the
 * middle of 200 concurrent sign-ups, restarted on the same file, and every
 * sign-up that was answered still has a valid session.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const CLI = path.resolve('emulator/dist/cli.js');
const PUBLIC_TOKEN = 'public-token-test-emulator';
const basic = (secret: string): string => `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${secret}`).toString('base64')}`;
const CONCURRENCY = 200;
/** Kill once this many sign-ups have been answered (or after KILL_AFTER_MS). */
const KILL_AFTER_SIGNUPS = 400;
const KILL_AFTER_MS = 15_000;

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-durability-'));
  // Codes must not drop out of the mailbox while 200 sign-ups are in flight.
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ mailboxCapacity: 100_000 }));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function start(): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does).`);
  const child = spawn(
    process.execPath,
    [CLI, '--port', '0', '--config', path.join(dir, 'config.json'), '--data', path.join(dir, 'state.json')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ url: match[1]!, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before listening:\n${output}`)));
  });
}

async function post(url: string, body: unknown, secret = PUBLIC_TOKEN): Promise<{ status: number; json: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: basic(secret), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

interface Acknowledged {
  email: string;
  userId: string;
  sessionId: string;
  token: string;
}

async function signUp(url: string, email: string): Promise<Acknowledged> {
  const sent = await post(`${url}/sdk/v1/otps/email/login_or_create`, { email });
  if (sent.status !== 200) throw new Error(`send: ${sent.status}`);
  const { messages } = (await (await fetch(`${url}/_emulator/messages?to=${encodeURIComponent(email)}`)).json()) as {
    messages: Array<{ code: string }>;
  };
  const done = await post(`${url}/sdk/v1/otps/authenticate`, {
    token: messages.at(-1)!.code,
    method_id: sent.json.data.method_id,
    session_duration_minutes: 60,
  });
  if (done.status !== 200) throw new Error(`authenticate: ${done.status}`);
  const data = done.json.data;
  return { email, userId: data.user_id, sessionId: data.session.session_id, token: data.session_token };
}

describe('emulator --data under SIGKILL', () => {
  it('keeps every answered sign-up: its user and a session that still authenticates', async () => {
    const { url, child } = await start();
    const acknowledged: Acknowledged[] = [];
    let next = 0;
    let killed = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const startedAt = Date.now();
    const worker = async (): Promise<void> => {
      while (!killed) {
        const email = `durable-${next++}@example.com`;
        try {
          acknowledged.push(await signUp(url, email));
        } catch {
          // Unanswered (cut by the kill): nothing is promised for it.
          if (killed) return;
          throw new Error(`sign-up of ${email} failed before the kill`);
        }
        if (!killed && (acknowledged.length >= KILL_AFTER_SIGNUPS || Date.now() - startedAt > KILL_AFTER_MS)) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await exited).toBe('SIGKILL');
    // Sign-ups were in flight when it died, so the kill cut real work short.
    expect(next).toBeGreaterThan(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);

    const restarted = await start();
    const users = (await (await fetch(`${restarted.url}/_emulator/users`)).json()) as {
      users: Array<{ user_id: string; emails: Array<{ email: string; verified: boolean }> }>;
    };
    const byId = new Map(users.users.map((user) => [user.user_id, user]));
    const failures: string[] = [];
    for (let i = 0; i < acknowledged.length; i += 50) {
      await Promise.all(
        acknowledged.slice(i, i + 50).map(async (ack) => {
          const user = byId.get(ack.userId);
          if (!user || !user.emails.some((e) => e.email === ack.email && e.verified)) {
            failures.push(`${ack.email}: user or verified email missing`);
          }
          const refreshed = await post(`${restarted.url}/sdk/v1/sessions/authenticate`, {}, ack.token);
          if (refreshed.status !== 200 || refreshed.json.data.session.session_id !== ack.sessionId) {
            failures.push(`${ack.email}: session ${refreshed.status}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 90_000);
});
