/**
 * STAND-IN, to be deleted: the part of `portico-server` (workspace package
 * `server/`, branch server) this app uses, until that package lands. Once it
 * does, lib/session.ts imports from 'portico-server' and this file goes.
 *
 * Verifies the session JWT offline: RS256 against the project's keys at
 * `<base>/v1/sessions/jwks/<project_id>`, issuer `stytch.com/<project_id>`,
 * audience the project, `exp`/`nbf`. It has no online fallback to the
 * `stytch_session` token (the real package's `online` option).
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export interface VerifyOptions {
  publicToken: string;
  projectId: string;
  baseUrl: string;
}

export interface VerifiedSession {
  userId: string;
  sessionId: string;
  /** The session claim: `authentication_factors`, `started_at`, `expires_at`, … */
  session: Record<string, unknown>;
}

export class PorticoSessionError extends Error {
  constructor(
    readonly code: 'missing_token' | 'invalid_token' | 'expired_token' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'PorticoSessionError';
  }
}

const SESSION_CLAIM = 'https://stytch.com/session';

function decodeJson(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null) throw new PorticoSessionError('invalid_token', 'Not a JWT.');
  return value as Record<string, unknown>;
}

async function keysOf(options: VerifyOptions): Promise<JsonWebKey[]> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/sessions/jwks/${encodeURIComponent(options.projectId)}`;
  const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) throw new PorticoSessionError('unreachable', `Could not fetch the session keys (${url}).`);
  const body = (await response.json()) as { keys?: JsonWebKey[] };
  return body.keys ?? [];
}

export async function verifySession(token: string | undefined, options: VerifyOptions): Promise<VerifiedSession> {
  if (!token) throw new PorticoSessionError('missing_token', 'No session JWT.');
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new PorticoSessionError('invalid_token', 'Not a JWT.');
  const { alg, kid } = decodeJson(header);
  const jwk = (await keysOf(options)).find((key) => key.kid === kid);
  if (alg !== 'RS256' || !jwk) throw new PorticoSessionError('invalid_token', 'Unknown signing key.');
  const signed = Buffer.from(`${header}.${payload}`);
  if (!verify('RSA-SHA256', signed, createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signature, 'base64url'))) {
    throw new PorticoSessionError('invalid_token', 'Bad signature.');
  }
  const claims = decodeJson(payload);
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== `stytch.com/${options.projectId}` || !audience.includes(options.projectId)) {
    throw new PorticoSessionError('invalid_token', 'Wrong issuer or audience.');
  }
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || (typeof claims.nbf === 'number' && claims.nbf > now + 60)) {
    throw new PorticoSessionError('expired_token', 'The session JWT has expired.');
  }
  const session = claims[SESSION_CLAIM] as Record<string, unknown> | undefined;
  if (typeof claims.sub !== 'string' || typeof session?.id !== 'string') {
    throw new PorticoSessionError('invalid_token', 'No session claim.');
  }
  return { userId: claims.sub, sessionId: session.id, session };
}

/** The request's `stytch_session_jwt` cookie, verified. */
export async function verifyRequest(request: Request, options: VerifyOptions): Promise<VerifiedSession> {
  const cookies = new Map(
    (request.headers.get('cookie') ?? '').split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim())] as const;
    }),
  );
  return verifySession(cookies.get('stytch_session_jwt'), options);
}
