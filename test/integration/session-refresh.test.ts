/**
 * The background refresh loop against the emulator: a fault-injected 500
 * makes it back off (2 s, 4 s, … with ±175 ms jitter) and recover; an
 * unrecoverable answer logs the user out. Timers are driven by hand; the
 * requests are real.
 */
import { describe, expect, it } from 'vitest';
import {
  devApi,
  lastMessageTo,
  manualTimers,
  newClient,
  readCookie,
  useTestEmulator,
  waitFor,
} from './support/harness';

const getEmulator = useTestEmulator({ resetBetweenTests: true });

async function signedInClient(email: string, timers: ReturnType<typeof manualTimers>) {
  const client = newClient(getEmulator(), { seams: { timers: timers.seam } });
  timers.runStartup();
  const { method_id } = await client.otps.email.loginOrCreate(email);
  const code = (await lastMessageTo(getEmulator(), email)).code!;
  await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 });
  await waitFor(() => timers.delays().includes(180_000));
  return client;
}

const isBackoff = (base: number) => (ms: number) => ms >= base - 175 && ms <= base + 175;

describe('background session refresh', () => {
  it('backs off on a 500 and recovers when the server does', async () => {
    const timers = manualTimers();
    const client = await signedInClient('refresh@example.com', timers);
    const sessionId = client.session.getSync()!.session_id;

    await devApi(getEmulator(), 'POST', '/faults', { path: '/sessions/authenticate', status: 500, times: 2 });

    timers.fire((ms) => ms === 180_000);
    await waitFor(() => timers.delays().some(isBackoff(2000)));
    timers.fire(isBackoff(2000));
    await waitFor(() => timers.delays().some(isBackoff(4000)));
    // Still signed in while the server is failing transiently.
    expect(client.session.getSync()?.session_id).toBe(sessionId);

    timers.fire(isBackoff(4000));
    await waitFor(() => timers.delays().includes(180_000));
    expect(client.session.getSync()?.session_id).toBe(sessionId);
    expect(readCookie('stytch_session')).toBeTruthy();
  });

  it('logs out when the session is gone on the server (session_not_found)', async () => {
    const timers = manualTimers();
    const client = await signedInClient('gone@example.com', timers);
    const changes: unknown[] = [];
    client.session.onChange((session) => changes.push(session));

    // Another device revokes the session.
    const token = readCookie('stytch_session')!;
    const revoke = await fetch(`${getEmulator().url}/sdk/v1/sessions/revoke`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`public-token-test-emulator:${token}`)}`,
        'Content-Type': 'application/json',
      },
    });
    expect(revoke.status).toBe(200);

    timers.fire((ms) => ms === 180_000);
    await waitFor(() => client.session.getSync() === null);
    expect(readCookie('stytch_session')).toBeNull();
    expect(readCookie('stytch_session_jwt')).toBeNull();
    // Observers are told in the task after the change (docs/architecture.md).
    await waitFor(() => changes.length > 0 && changes.at(-1) === null);
    // No further refresh is scheduled for a logged-out client.
    expect(timers.delays()).not.toContain(180_000);
  });

  it('refreshes at startup when a session cookie exists (a page reload)', async () => {
    const timers = manualTimers();
    const first = await signedInClient('reload@example.com', timers);
    const sessionId = first.session.getSync()!.session_id;
    first.destroy();

    const reloaded = newClient(getEmulator());
    await waitFor(() => reloaded.session.getSync()?.session_id === sessionId);
    expect(reloaded.user.getSync()?.emails[0]?.email).toBe('reload@example.com');
  });

  it('a first visit with no session sends no refresh (the emulator has no custom domain)', async () => {
    const paths: string[] = [];
    const client = newClient(getEmulator(), {
      seams: {
        fetch: (url, init) => {
          paths.push(new URL(url).pathname);
          return fetch(url, init);
        },
      },
    });
    // The startup decision waits on this same bootstrap and acts before this await
    // resumes, so a refresh it sent would already be listed below.
    const bootstrap = await client.bootstrap.get();
    expect(bootstrap.cnameDomain).toBeNull();
    expect(paths).toEqual(['/sdk/v1/projects/bootstrap/public-token-test-emulator']);
    expect(client.session.getSync()).toBeNull();
  });
});
