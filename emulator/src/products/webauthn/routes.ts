import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthenticationFactor } from '../../../../protocol';
import { requireSession } from '../../auth';
import { ok, type EmulatorContext, type EmulatorDeps, type EmulatorEnv } from '../../context';
import { newId } from '../../ids';
import type { DeepReadonly } from '../../store/readonly';
import { parseBody, sessionDurationSchema } from '../../validation';
import {
  authenticatePayload,
  findUserById,
  startSession,
  updateUser,
  type ReadonlyUser,
  type WebAuthnRegistrationRecord,
} from '../../kernel';
import { authenticatorName } from './aaguids';
import {
  CHALLENGE_SECONDS,
  checkDomain,
  checkOrigin,
  credentialsOf,
  parseAssertion,
  parseRegistration,
  reasonOf,
  saveChallenge,
  takeChallenge,
} from './ceremony';
import { WebAuthnErrors } from './errors';

/**
 * WebAuthn / passkeys (docs/protocol.md §7.6), verified with
 * @simplewebauthn/server. Options go out as JSON strings (binaries
 * base64url), credentials come back as JSON strings. Registering needs the
 * caller's session; `authenticate/start/primary` needs none (a discoverable
 * credential names its user), `start/secondary` lists the session user's
 * credentials. Challenges are single use and expire after five minutes.
 */

const domainSchema = z.string().min(1).max(253);

const registerStartSchema = z.object({
  domain: domainSchema,
  authenticator_type: z.enum(['platform', 'cross-platform']).optional(),
  return_passkey_credential_options: z.boolean().optional(),
  override_id: z.string().min(1).max(64).optional(),
  override_name: z.string().min(1).max(256).optional(),
  override_display_name: z.string().min(1).max(256).optional(),
  user_agent: z.string().max(1024).optional(),
  use_base64_url_encoding: z.boolean().optional(),
});

const finishSchema = z.object({
  public_key_credential: z.string().min(1).max(64 * 1024),
  session_duration_minutes: sessionDurationSchema,
});

const authenticateStartSchema = z.object({
  domain: domainSchema,
  return_passkey_credential_options: z.boolean().optional(),
});

function webauthnFactor(deps: EmulatorDeps, registration: DeepReadonly<WebAuthnRegistrationRecord>): AuthenticationFactor {
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    last_authenticated_at: deps.clock.iso(),
    webauthn_factor: {
      webauthn_registration_id: registration.webauthn_registration_id,
      domain: registration.domain,
      user_agent: registration.user_agent,
    },
  };
}

function registrationOf(user: ReadonlyUser, id: string): DeepReadonly<WebAuthnRegistrationRecord> | undefined {
  return user.webauthn_registrations.find((r) => r.webauthn_registration_id === id);
}

/** The user's credentials for an RP ID, as `excludeCredentials` / `allowCredentials` list them. */
function descriptorsFor(deps: EmulatorDeps, user: ReadonlyUser, domain: string) {
  return credentialsOf(deps)
    .findAll('user', user.user_id)
    .filter((credential) => credential.domain === domain)
    .map((credential) => ({
      id: credential.credentialId,
      transports: [...credential.transports] as AuthenticatorTransport[],
    }));
}

export function webauthnRoutes(deps: EmulatorDeps): Hono<EmulatorEnv> {
  const routes = new Hono<EmulatorEnv>();
  const { clock } = deps;
  const credentials = credentialsOf(deps);

  routes.post('/webauthn/register/start', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(c, registerStartSchema);
    const domain = checkDomain(deps, body.domain);
    const passkey = body.return_passkey_credential_options === true;
    const userName =
      body.override_name ?? user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
    const fullName = [user.name.first_name, user.name.last_name].filter(Boolean).join(' ');
    const userId = Buffer.from(body.override_id ?? user.user_id, 'utf8');
    const options = await generateRegistrationOptions({
      rpName: deps.config.projectName,
      rpID: domain,
      userID: userId,
      userName,
      userDisplayName: body.override_display_name ?? (fullName || userName),
      timeout: CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: descriptorsFor(deps, user, domain),
      authenticatorSelection: {
        ...(body.authenticator_type ? { authenticatorAttachment: body.authenticator_type } : {}),
        ...(passkey
          ? { residentKey: 'required', requireResidentKey: true, userVerification: 'required' }
          : { residentKey: 'discouraged', requireResidentKey: false, userVerification: 'preferred' }),
      },
    });
    saveChallenge(deps, options.challenge, {
      ceremony: 'registration',
      userId: user.user_id,
      domain,
      requireUserVerification: passkey,
      userHandle: options.user.id,
      authenticatorType: body.authenticator_type ?? null,
      userAgent: body.user_agent ?? c.req.header('user-agent') ?? '',
    });
    return ok(c, { user_id: user.user_id, public_key_credential_creation_options: JSON.stringify(options) });
  });

  routes.post('/webauthn/register', async (c) => {
    const { user } = requireSession(c);
    const body = await parseBody(c, finishSchema);
    const { credential, clientData } = parseRegistration(body.public_key_credential);
    const pending = takeChallenge(deps, clientData.challenge, 'registration');
    if (!pending || pending.userId !== user.user_id) throw WebAuthnErrors.noPendingRegistration();
    const origin = checkOrigin(deps, clientData.origin, pending.domain);
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: clientData.challenge,
        expectedOrigin: origin,
        expectedRPID: pending.domain,
        requireUserVerification: pending.requireUserVerification,
      });
    } catch (error) {
      throw WebAuthnErrors.invalidCredential(reasonOf(error));
    }
    if (!verification.verified) throw WebAuthnErrors.invalidCredential('the attestation did not verify.');
    const info = verification.registrationInfo;
    if (credentials.find('credentialId', info.credential.id)) throw WebAuthnErrors.duplicateRegistration();

    const now = clock.iso();
    const registration: WebAuthnRegistrationRecord = {
      webauthn_registration_id: newId('webauthn-registration'),
      domain: pending.domain,
      user_agent: pending.userAgent,
      authenticator_type: pending.authenticatorType ?? credential.authenticatorAttachment ?? '',
      verified: true,
      name: authenticatorName(info.aaguid),
      created_at: now,
      last_used_at: now,
    };
    credentials.insert({
      registrationId: registration.webauthn_registration_id,
      userId: user.user_id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: credential.response.transports ?? [],
      domain: pending.domain,
      userHandle: pending.userHandle ?? '',
      aaguid: info.aaguid,
      createdAt: now,
    });
    const updated = updateUser(deps, user.user_id, (draft) => {
      draft.webauthn_registrations.push(registration);
    });
    return finish(c, updated, registration, body.session_duration_minutes);
  });

  async function finish(
    c: EmulatorContext,
    user: ReadonlyUser,
    registration: DeepReadonly<WebAuthnRegistrationRecord>,
    durationMinutes: number | undefined,
  ): Promise<Response> {
    const issued = startSession(c, deps, { user, factor: webauthnFactor(deps, registration), durationMinutes });
    const current = findUserById(deps, user.user_id) ?? user;
    return ok(
      c,
      await authenticatePayload(deps, current, issued, {
        webauthn_registration_id: registration.webauthn_registration_id,
      }),
    );
  }

  async function authenticateStart(c: EmulatorContext, user: ReadonlyUser | null): Promise<Response> {
    const body = await parseBody(c, authenticateStartSchema);
    const domain = checkDomain(deps, body.domain);
    const passkey = body.return_passkey_credential_options === true;
    const allowCredentials = user ? descriptorsFor(deps, user, domain) : [];
    if (user && allowCredentials.length === 0) throw WebAuthnErrors.noActiveRegistrations();
    const options = await generateAuthenticationOptions({
      rpID: domain,
      allowCredentials,
      timeout: CHALLENGE_SECONDS * 1000,
      userVerification: passkey ? 'required' : 'preferred',
    });
    saveChallenge(deps, options.challenge, {
      ceremony: 'authentication',
      userId: user?.user_id ?? null,
      domain,
      requireUserVerification: passkey,
      userHandle: null,
      authenticatorType: null,
      userAgent: '',
    });
    return ok(c, {
      ...(user ? { user_id: user.user_id } : {}),
      public_key_credential_request_options: JSON.stringify(options),
    });
  }

  routes.post('/webauthn/authenticate/start/primary', (c) => authenticateStart(c, null));
  routes.post('/webauthn/authenticate/start/secondary', (c) => authenticateStart(c, requireSession(c).user));

  routes.post('/webauthn/authenticate', async (c) => {
    const body = await parseBody(c, finishSchema);
    const { credential: assertion, clientData } = parseAssertion(body.public_key_credential);
    const pending = takeChallenge(deps, clientData.challenge, 'authentication');
    if (!pending) throw WebAuthnErrors.unknownChallenge();
    const stored = credentials.find('credentialId', assertion.id);
    const user = stored ? findUserById(deps, stored.userId) : undefined;
    const registration = stored && user ? registrationOf(user, stored.registrationId) : undefined;
    if (!stored || !user || !registration) throw WebAuthnErrors.registrationNotFound();
    // A secondary challenge was issued for the session's user only.
    if (pending.userId !== null && pending.userId !== user.user_id) throw WebAuthnErrors.registrationNotFound();
    const handle = assertion.response.userHandle;
    if (handle && handle !== stored.userHandle) {
      throw WebAuthnErrors.invalidSignature('the userHandle does not belong to this credential.');
    }
    const origin = checkOrigin(deps, clientData.origin, pending.domain);
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge: clientData.challenge,
        expectedOrigin: origin,
        expectedRPID: pending.domain,
        requireUserVerification: pending.requireUserVerification,
        credential: {
          id: stored.credentialId,
          publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
          counter: stored.counter,
          transports: [...stored.transports] as AuthenticatorTransport[],
        },
      });
      if (!verification.verified) throw new Error('the signature did not verify.');
      newCounter = verification.authenticationInfo.newCounter;
    } catch (error) {
      throw WebAuthnErrors.invalidSignature(reasonOf(error));
    }
    credentials.update(stored.registrationId, (draft) => {
      draft.counter = newCounter;
    });
    const now = clock.iso();
    const updated = updateUser(deps, user.user_id, (draft) => {
      const entry = draft.webauthn_registrations.find((r) => r.webauthn_registration_id === stored.registrationId);
      if (entry) entry.last_used_at = now;
    });
    return finish(c, updated, registrationOf(updated, stored.registrationId) ?? registration, body.session_duration_minutes);
  });

  routes.put('/webauthn/update/:webauthn_registration_id', async (c) => {
    const { user } = requireSession(c);
    const id = c.req.param('webauthn_registration_id');
    const body = await parseBody(c, z.object({ name: z.string().max(256) }));
    const name = body.name.trim();
    if (!name) throw WebAuthnErrors.emptyName();
    if (!registrationOf(user, id)) throw WebAuthnErrors.registrationNotFound();
    const updated = updateUser(deps, user.user_id, (draft) => {
      const entry = draft.webauthn_registrations.find((r) => r.webauthn_registration_id === id);
      if (entry) entry.name = name;
    });
    return ok(c, { webauthn_registration: registrationOf(updated, id) });
  });

  return routes;
}
