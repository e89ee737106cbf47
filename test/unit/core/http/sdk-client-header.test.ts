import { describe, expect, it } from 'vitest';
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
});
