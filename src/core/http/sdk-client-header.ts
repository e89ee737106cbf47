/**
 * The telemetry object sent base64-encoded in `X-SDK-Client` and inside every
 * telemetry event (docs/protocol.md §2, §9).
 */
import { base64FromText } from '../base64';
import type { ClientSeams } from '../seams/client-seams';
import { SDK_IDENTIFIER, SDK_VERSION } from '../version';
import type { Session, User } from '../wire-types';

export interface SdkClientTelemetry {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  /** ISO-8601 UTC. */
  client_sent_at: string;
  /** IANA time zone. */
  timezone: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
  stytch_user_id?: string;
  stytch_session_id?: string;
}

export interface SdkClientTelemetryDeps {
  seams: Pick<ClientSeams, 'randomUUID' | 'now' | 'timezone' | 'locationHref'>;
  /** The logged-in state, for the user and session ids. */
  /** Only the ids are read: the B2B client passes its member session's and member's (src/core/b2b/context.ts). */
  getSession(): Pick<Session, 'session_id'> | null;
  getUser(): Pick<User, 'user_id'> | null;
}

/**
 * The time zone of each seams object, read when the first telemetry object is
 * built (never when the client is created) and kept: reading it can cost
 * milliseconds (src/core/telemetry/time-zone.ts), and it does not change
 * while a page lives.
 */
const timeZones = new WeakMap<object, string>();

function timeZoneOf(seams: Pick<ClientSeams, 'timezone'>): string {
  let zone = timeZones.get(seams);
  if (zone === undefined) {
    zone = seams.timezone();
    timeZones.set(seams, zone);
  }
  return zone;
}

/**
 * Builds a fresh telemetry object. Like the provider's SDK, all three ids are
 * new random values on every call; the user and session ids are added only
 * when logged in.
 */
export function buildSdkClientTelemetry(deps: SdkClientTelemetryDeps): SdkClientTelemetry {
  const { seams } = deps;
  const telemetry: SdkClientTelemetry = {
    event_id: `event-id-${seams.randomUUID()}`,
    app_session_id: `app-session-id-${seams.randomUUID()}`,
    persistent_id: `persistent-id-${seams.randomUUID()}`,
    client_sent_at: new Date(seams.now()).toISOString(),
    timezone: timeZoneOf(seams),
    app: { identifier: hostnameOf(seams.locationHref()) },
    sdk: { identifier: SDK_IDENTIFIER, version: SDK_VERSION },
  };
  const user = deps.getUser();
  const session = deps.getSession();
  if (user) telemetry.stytch_user_id = user.user_id;
  if (session) telemetry.stytch_session_id = session.session_id;
  return telemetry;
}

/** The `X-SDK-Client` header value: standard base64 of the JSON. */
export function encodeSdkClientHeader(telemetry: SdkClientTelemetry): string {
  return base64FromText(JSON.stringify(telemetry));
}

function hostnameOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}
