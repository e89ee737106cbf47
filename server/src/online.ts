/**
 * The online check: `POST <base>/sdk/v1/sessions/authenticate`, the call the
 * browser client's refresh makes (docs/protocol.md §7.8), answered with the
 * authenticate payload (§6) or an error body (§3).
 *
 * An opaque session token goes where the browser client puts it, as the Basic
 * secret (`public_token:session_token`, §2) with the body `{}`. An expired
 * JWT goes in the body as `session_jwt`, with the anonymous secret: the
 * emulator accepts it there and answers for the JWT's session while it is
 * live; whether the provider's `/sdk/v1` does is not settled (§7.8), so hosts
 * that check online should prefer the opaque cookie (verifyRequest does).
 */
import { PorticoSessionError, type ProviderAnswer } from './errors';
import type { ResolvedOptions } from './options';
import { isRecord } from './parse';
import { sdkHeaders } from './sdk-request';
import { sessionFromAnswer, type VerifiedSession } from './session';
import { userFromAnswer } from './user';

/** How long the online check may take. */
export const ONLINE_TIMEOUT_MS = 10_000;

/**
 * Error types after which the session is gone for good: the browser client
 * logs out on them (docs/protocol.md §3, "Unrecoverable session errors").
 */
const UNRECOVERABLE: ReadonlySet<string> = new Set([
  'session_not_found',
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
]);

export type OnlineCredential = { sessionToken: string } | { sessionJwt: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function reasonOf(cause: unknown): string {
  if (cause instanceof Error && cause.name === 'TimeoutError') return `no answer within ${ONLINE_TIMEOUT_MS / 1000} s`;
  if (cause instanceof Error) return cause.cause instanceof Error ? `${cause.message} (${cause.cause.message})` : cause.message;
  return String(cause);
}

function refusal(status: number, body: unknown, url: string): PorticoSessionError {
  if (!isRecord(body) || typeof body.error_type !== 'string') {
    return new PorticoSessionError('provider_error', `The session check at ${url} answered ${status} without an error body.`, {
      answer: { statusCode: status },
      cause: body,
    });
  }
  const answer: ProviderAnswer = {
    statusCode: typeof body.status_code === 'number' ? body.status_code : status,
    errorType: body.error_type,
    ...(typeof body.request_id === 'string' ? { requestId: body.request_id } : {}),
  };
  const said = typeof body.error_message === 'string' ? `: ${body.error_message}` : '';
  if (UNRECOVERABLE.has(body.error_type)) {
    return new PorticoSessionError(
      'session_not_found',
      `The provider does not know this session (${body.error_type}${said}): it was revoked, has expired or never existed.`,
      { answer, cause: body },
    );
  }
  return new PorticoSessionError('provider_error', `The session check at ${url} was refused with ${answer.statusCode} ${body.error_type}${said}`, {
    answer,
    cause: body,
  });
}

/** Asks the provider about a session; resolves with its session and user, else rejects with a `PorticoSessionError`. */
export async function authenticateOnline(credential: OnlineCredential, options: ResolvedOptions): Promise<VerifiedSession> {
  const url = `${options.baseUrl}/sdk/v1/sessions/authenticate`;
  const byToken = 'sessionToken' in credential;
  const init: RequestInit = {
    method: 'POST',
    headers: sdkHeaders({
      publicToken: options.publicToken,
      secret: byToken ? credential.sessionToken : options.publicToken,
      appOrigin: options.appOrigin,
    }),
    body: JSON.stringify(byToken ? {} : { session_jwt: credential.sessionJwt }),
    redirect: 'manual',
    signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS),
  };

  let status: number;
  let text: string;
  try {
    const response = await fetch(url, init);
    status = response.status;
    text = await response.text();
  } catch (cause) {
    throw new PorticoSessionError('network_error', `Could not reach the session check at ${url}: ${reasonOf(cause)}.`, { cause });
  }

  const body = parseJson(text);
  if (status < 200 || status > 299) throw refusal(status, body, url);

  const data = isRecord(body) ? body.data : undefined;
  const session = isRecord(data) ? sessionFromAnswer(data.session) : null;
  const user = isRecord(data) ? userFromAnswer(data.user) : null;
  if (!session || !user) {
    const missing = [session ? null : 'session', user ? null : 'user'].filter(Boolean).join(' and ');
    throw new PorticoSessionError('provider_error', `The session check at ${url} answered ${status} without a ${missing}.`, {
      answer: { statusCode: status },
      cause: body,
    });
  }
  return { session, user };
}
