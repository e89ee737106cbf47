/** The emulator's `dataFile` snapshot keeps users and sessions across a restart. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearPage, destroyClients, lastMessageTo, newClient, startTestEmulator } from './support/harness';

let dir: string;
beforeEach(() => {
  clearPage();
  dir = mkdtempSync(path.join(tmpdir(), 'portico-snapshot-'));
});
afterEach(() => {
  destroyClients();
  rmSync(dir, { recursive: true, force: true });
});

describe('emulator snapshot', () => {
  it('a session made before a restart still authenticates after it', async () => {
    const dataFile = path.join(dir, 'state.json');
    const first = await startTestEmulator({ dataFile });
    const client = newClient(first);
    const email = 'persist@example.com';
    const { method_id } = await client.otps.email.loginOrCreate(email);
    const code = (await lastMessageTo(first, email)).code!;
    const auth = await client.otps.authenticate(code, method_id, { session_duration_minutes: 60 });
    client.destroy();
    await first.close();

    // The snapshot is JSON and holds no raw session token.
    const snapshot = readFileSync(dataFile, 'utf8');
    expect(() => JSON.parse(snapshot)).not.toThrow();
    expect(snapshot).not.toContain(auth.session_token);

    const second = await startTestEmulator({ dataFile });
    try {
      const again = newClient(second);
      const refreshed = await again.session.authenticate();
      expect(refreshed.session.session_id).toBe(auth.session.session_id);
      expect(refreshed.user_id).toBe(auth.user_id);
      // JWTs are signed by the same key as before the restart.
      const jwks = (await (await fetch(`${second.url}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string }> };
      const kid = JSON.parse(atob(auth.session_jwt.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))).kid;
      expect(jwks.keys.map((k) => k.kid)).toContain(kid);
    } finally {
      await second.close();
    }
  });
});
