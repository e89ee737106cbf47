import { describe, expect, it, vi } from 'vitest';
import { buildSdkClientTelemetry, encodeSdkClientHeader } from '../../../../src/core/http/sdk-client-header';
import { SDK_IDENTIFIER, SDK_VERSION } from '../../../../src/core/version';
import { decodeSdkClient, makeSession, makeUser } from '../fakes';

function deps(loggedIn: boolean) {
  let n = 0;
  return {
    seams: {
      randomUUID: () => `uuid-${++n}`,
      now: () => Date.UTC(2030, 0, 2, 3, 4, 5, 6),
      timezone: () => 'America/New_York',
      locationHref: () => 'https://app.example.com:3000/path?q=1',
    },
    getSession: () => (loggedIn ? makeSession({ session_id: 'session-9' }) : null),
    getUser: () => (loggedIn ? makeUser({ user_id: 'user-9' }) : null),
  };
}

describe('X-SDK-Client telemetry', () => {
  it('has the observed fields, with fresh prefixed ids', () => {
    expect(buildSdkClientTelemetry(deps(false))).toEqual({
      event_id: 'event-id-uuid-1',
      app_session_id: 'app-session-id-uuid-2',
      persistent_id: 'persistent-id-uuid-3',
      client_sent_at: '2030-01-02T03:04:05.006Z',
      timezone: 'America/New_York',
      app: { identifier: 'app.example.com' },
      sdk: { identifier: 'Portico JavaScript SDK', version: SDK_VERSION },
    });
    expect(SDK_IDENTIFIER).toBe('Portico JavaScript SDK');
  });

  it('adds stytch_user_id and stytch_session_id when logged in', () => {
    expect(buildSdkClientTelemetry(deps(true))).toMatchObject({
      stytch_user_id: 'user-9',
      stytch_session_id: 'session-9',
    });
  });

  it('encodes as standard base64 of the JSON', () => {
    const telemetry = buildSdkClientTelemetry(deps(true));
    const header = encodeSdkClientHeader(telemetry);
    expect(header).toBe(btoa(JSON.stringify(telemetry)));
    expect(decodeSdkClient(header)).toEqual(telemetry);
  });

  it('encodes non-Latin-1 text as UTF-8 instead of throwing', () => {
    const telemetry = { ...buildSdkClientTelemetry(deps(false)), timezone: 'Zone/Ünïcødé✓' };
    expect(decodeSdkClient(encodeSdkClientHeader(telemetry)).timezone).toBe('Zone/Ünïcødé✓');
  });

  describe('time zone', () => {
    it('is read when the first telemetry object is built, once, and kept for the next ones', () => {
      const base = deps(false);
      const timezone = vi.fn(() => 'America/New_York');
      const telemetryDeps = { ...base, seams: { ...base.seams, timezone } };
      expect(timezone).not.toHaveBeenCalled();
      const first = buildSdkClientTelemetry(telemetryDeps);
      const second = buildSdkClientTelemetry(telemetryDeps);
      expect(timezone).toHaveBeenCalledTimes(1);
      expect(first.timezone).toBe('America/New_York');
      expect(second.timezone).toBe('America/New_York');
    });

    it('is read per seams object: another client reads its own', () => {
      const a = deps(false);
      const b = deps(false);
      const paris = { ...a, seams: { ...a.seams, timezone: vi.fn(() => 'Europe/Paris') } };
      const tokyo = { ...b, seams: { ...b.seams, timezone: vi.fn(() => 'Asia/Tokyo') } };
      expect(buildSdkClientTelemetry(paris).timezone).toBe('Europe/Paris');
      expect(buildSdkClientTelemetry(tokyo).timezone).toBe('Asia/Tokyo');
      expect(buildSdkClientTelemetry(paris).timezone).toBe('Europe/Paris');
    });

    it('leaves the header exactly as before: same keys, order and values', () => {
      const telemetryDeps = deps(true);
      buildSdkClientTelemetry(telemetryDeps); // the zone is now cached for these seams
      const header = encodeSdkClientHeader(buildSdkClientTelemetry(telemetryDeps));
      const json =
        '{"event_id":"event-id-uuid-4","app_session_id":"app-session-id-uuid-5","persistent_id":"persistent-id-uuid-6",' +
        '"client_sent_at":"2030-01-02T03:04:05.006Z","timezone":"America/New_York","app":{"identifier":"app.example.com"},' +
        `"sdk":{"identifier":"Portico JavaScript SDK","version":${JSON.stringify(SDK_VERSION)}},` +
        '"stytch_user_id":"user-9","stytch_session_id":"session-9"}';
      expect(header).toBe(btoa(json));
    });
  });
});
