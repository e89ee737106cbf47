import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { EmulatorDeps } from '../../context';
import { isAllowedOrigin, LOOPBACK_HOSTS } from '../../cors';
import { secretDigest } from '../../secrets';
import type { DeepReadonly } from '../../store/readonly';
import { WebAuthnErrors } from './errors';
import { WEBAUTHN_CHALLENGES, WEBAUTHN_CREDENTIALS, type WebAuthnChallengeRecord } from './records';

/**
 * What both ceremonies share: the RP ID and origin rules, the single-use
 * expiring challenges, and reading the browser's credential JSON.
 */

/** A challenge lives this long, and the options' `timeout` says as much. */
export const CHALLENGE_SECONDS = 300;

export const credentialsOf = (deps: EmulatorDeps) => deps.store.of(WEBAUTHN_CREDENTIALS);
export const challengesOf = (deps: EmulatorDeps) => deps.store.of(WEBAUTHN_CHALLENGES);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
}

/** `host` is `rpId` or one of its subdomains (WebAuthn's "registrable domain suffix" rule, without a suffix list). */
function hostFitsRpId(host: string, rpId: string): boolean {
  return host === rpId || host.endsWith(`.${rpId}`);
}

/**
 * The RP ID (the request's `domain`) must be the host of an allowed origin, or
 * a parent domain of one: a loopback host or one of the config's `allowedOrigins`.
 */
export function checkDomain(deps: EmulatorDeps, domain: string): string {
  const hosts = [...LOOPBACK_HOSTS, ...deps.config.allowedOrigins.map(hostOf)].filter(
    (host): host is string => host !== null,
  );
  // Labels only: no scheme, port, path or empty label.
  const wellFormed = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$/i.test(domain) || domain === '[::1]';
  if (!wellFormed || !hosts.some((host) => hostFitsRpId(host, domain))) throw WebAuthnErrors.invalidDomain(domain);
  return domain;
}

/** The origin the browser put in `clientDataJSON` must be allowed and belong to the RP ID. */
export function checkOrigin(deps: EmulatorDeps, origin: string, rpId: string): string {
  const host = hostOf(origin);
  if (!isAllowedOrigin(origin, deps.config.allowedOrigins) || host === null || !hostFitsRpId(host, rpId)) {
    throw WebAuthnErrors.invalidCredential(`the origin ${origin} is not allowed for the domain ${rpId}.`);
  }
  return origin;
}

function challengeDigest(deps: EmulatorDeps, challenge: string): string {
  return secretDigest(deps.store.dataKey, `webauthn-challenge:${challenge}`);
}

export function saveChallenge(
  deps: EmulatorDeps,
  challenge: string,
  record: Omit<WebAuthnChallengeRecord, 'digest' | 'expiresAt'>,
): void {
  challengesOf(deps).insert({
    ...record,
    digest: challengeDigest(deps, challenge),
    expiresAt: deps.clock.isoIn(CHALLENGE_SECONDS),
  });
}

/**
 * Takes the pending challenge a credential answers: it is deleted whatever
 * happens next (single use); an unknown, expired or other-ceremony challenge
 * is `undefined`.
 */
export function takeChallenge(
  deps: EmulatorDeps,
  challenge: string,
  ceremony: WebAuthnChallengeRecord['ceremony'],
): DeepReadonly<WebAuthnChallengeRecord> | undefined {
  const challenges = challengesOf(deps);
  const digest = challengeDigest(deps, challenge);
  const record = challenges.get(digest);
  if (!record) return undefined;
  challenges.delete(digest);
  if (record.ceremony !== ceremony || deps.clock.isPast(record.expiresAt)) return undefined;
  return record;
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/);

const clientDataSchema = z.looseObject({
  type: z.string(),
  challenge: base64url.min(1),
  origin: z.string(),
});

export type ClientData = z.output<typeof clientDataSchema>;

const registrationSchema = z.looseObject({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    transports: z.array(z.string()).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

const assertionSchema = z.looseObject({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.nullish(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw WebAuthnErrors.invalidCredential(`${what} is not JSON.`);
  }
}

function parseCredential<S extends z.ZodType>(schema: S, json: string): z.output<S> {
  const result = schema.safeParse(parseJson(json, 'public_key_credential'));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw WebAuthnErrors.invalidCredential(`${issue?.path.join('.') || 'public_key_credential'}: ${issue?.message ?? 'invalid'}.`);
  }
  return result.data;
}

export function readClientData(clientDataJSON: string): ClientData {
  const text = Buffer.from(clientDataJSON, 'base64url').toString('utf8');
  const result = clientDataSchema.safeParse(parseJson(text, 'clientDataJSON'));
  if (!result.success) throw WebAuthnErrors.invalidCredential('clientDataJSON lacks type, challenge or origin.');
  return result.data;
}

export function parseRegistration(json: string): { credential: RegistrationResponseJSON; clientData: ClientData } {
  const credential = parseCredential(registrationSchema, json) as unknown as RegistrationResponseJSON;
  return { credential, clientData: readClientData(credential.response.clientDataJSON) };
}

export function parseAssertion(json: string): { credential: AuthenticationResponseJSON; clientData: ClientData } {
  const credential = parseCredential(assertionSchema, json) as unknown as AuthenticationResponseJSON;
  return { credential, clientData: readClientData(credential.response.clientDataJSON) };
}

/** The message of whatever a verifier threw. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
