/**
 * The browser's IANA time zone, for the `timezone` field of `X-SDK-Client`
 * and of telemetry events (docs/protocol.md §2, §9).
 *
 * `Intl.DateTimeFormat().resolvedOptions().timeZone` builds a whole date
 * formatter (locale negotiation, ICU pattern data) to answer: 13–25 ms on a
 * cold page in Chromium, and the first request (the session check at client
 * creation) sits on the way to the first paint. `Temporal.Now.timeZoneId()`
 * reads the same zone in well under 1 ms (checked in Chromium for aliases
 * such as Asia/Kolkata → Asia/Calcutta, US/Eastern → America/New_York; only
 * TZ=GMT differs: Intl answers "+00:00", Temporal the IANA "UTC"), so it is
 * preferred where the
 * browser has Temporal. The header builder (http/sdk-client-header.ts) reads
 * it on the first request only and keeps it.
 */

/** The globals the reading uses (a parameter so tests can give a browser with or without Temporal). */
export interface TimeZoneEnvironment {
  Temporal?: { Now?: { timeZoneId?: () => unknown } } | undefined;
  Intl: { DateTimeFormat: () => { resolvedOptions(): { timeZone?: unknown } } };
}

/** Reads the zone now: Temporal when present, else `Intl.DateTimeFormat`. */
export function readTimeZone(env: TimeZoneEnvironment = globalThis as unknown as TimeZoneEnvironment): string {
  try {
    const id = env.Temporal?.Now?.timeZoneId?.();
    if (typeof id === 'string' && id !== '') return id;
  } catch {
    // A partial or polyfilled Temporal: fall back to Intl.
  }
  const zone = env.Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' ? zone : '';
}
