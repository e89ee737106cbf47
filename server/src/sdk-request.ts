/**
 * The headers of a `/sdk/v1` call made from a server, as the browser client
 * builds them (docs/protocol.md §2): Basic auth with the public token, the JSON
 * content type, a fresh `X-SDK-Client` telemetry object and, when the host
 * named its app's origin, `X-SDK-Parent-Host`.
 *
 * A server-side caller sends no `Origin`, so the emulator's CORS layer
 * (emulator/src/cors.ts) adds nothing and refuses nothing; its Host check
 * (host-guard.ts) answers loopback names, the bound host and `allowedHosts`,
 * so a backend reaching the emulator by another name (a container's, say)
 * needs that name in `allowedHosts`.
 */
import { SDK_IDENTIFIER, SDK_VERSION } from './version';

/** Standard base64 of the UTF-8 bytes of `text` (btoa alone takes only Latin-1). */
export function base64FromText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

function hostNameOf(origin: string | null): string {
  return origin === null ? '' : new URL(origin).hostname;
}

export interface SdkHeaderInput {
  publicToken: string;
  /** The Basic-auth secret: a session token, or the public token again for an anonymous call. */
  secret: string;
  appOrigin: string | null;
}

export function sdkHeaders(input: SdkHeaderInput): Record<string, string> {
  const telemetry = {
    event_id: `event-id-${crypto.randomUUID()}`,
    app_session_id: `app-session-id-${crypto.randomUUID()}`,
    persistent_id: `persistent-id-${crypto.randomUUID()}`,
    client_sent_at: new Date().toISOString(),
    timezone: timeZone(),
    app: { identifier: hostNameOf(input.appOrigin) },
    sdk: { identifier: SDK_IDENTIFIER, version: SDK_VERSION },
  };
  const headers: Record<string, string> = {
    Authorization: `Basic ${base64FromText(`${input.publicToken}:${input.secret}`)}`,
    'Content-Type': 'application/json',
    'X-SDK-Client': base64FromText(JSON.stringify(telemetry)),
  };
  if (input.appOrigin !== null) headers['X-SDK-Parent-Host'] = input.appOrigin;
  return headers;
}
