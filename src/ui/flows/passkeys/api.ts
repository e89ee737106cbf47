/**
 * The passkey flow's requests (docs/protocol.md §7: passkey authenticate and
 * register with `is_passkey`, get user, delete and update a registration),
 * each with the screen's abort signal. After a rename or a delete the client
 * tells the browser's password manager what the account still accepts
 * (docs/protocol.md §7.6).
 */
import type { PorticoClient, User, WebAuthnAuthenticateResponse } from '../../../core';
import type { NormalizedLoginConfig } from '../../config/config-types';
import type { PasskeyMode } from '../flow';

type Env = { client: PorticoClient; config: NormalizedLoginConfig };

export function signInWithPasskey({ client, config }: Env, mode: PasskeyMode, signal: AbortSignal): Promise<WebAuthnAuthenticateResponse> {
  return client.webauthn.authenticate({
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    is_passkey: true,
    conditional_mediation: mode === 'autofill',
    signal,
  });
}

export function registerPasskey({ client, config }: Env, signal: AbortSignal): Promise<WebAuthnAuthenticateResponse> {
  return client.webauthn.register({
    is_passkey: true,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    signal,
  });
}

/** The signed-in user, fresh from the server (the list shows its `webauthn_registrations`). */
export function fetchUser({ client }: Pick<Env, 'client'>, signal: AbortSignal): Promise<User> {
  return client.user.get({ signal });
}

export async function renamePasskey({ client }: Pick<Env, 'client'>, id: string, name: string, signal: AbortSignal): Promise<void> {
  await client.webauthn.update({ webauthn_registration_id: id, name, signal });
  await client.webauthn.signalCredentials();
}

export async function deletePasskey({ client }: Pick<Env, 'client'>, id: string, signal: AbortSignal): Promise<void> {
  await client.user.deleteWebauthnRegistration(id, { signal });
  await client.webauthn.signalCredentials({ removed_webauthn_registration_id: id });
}
