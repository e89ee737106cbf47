/**
 * Every route of the dev API (`/_emulator`), by the client method that calls
 * it. The client calls routes only through this table, and a unit test
 * (test/unit/emulator/dev-client-coverage.test.ts) compares it with the
 * routes the emulator's app really has, so a dev route without a client
 * method fails the tests.
 */
export const DEV_ROUTES = {
  reset: { method: 'POST', path: '/reset' },
  'clock.get': { method: 'GET', path: '/clock' },
  'clock.advance': { method: 'POST', path: '/clock' },
  'config.get': { method: 'GET', path: '/config' },
  'config.patch': { method: 'PATCH', path: '/config' },
  'faults.inject': { method: 'POST', path: '/faults' },
  'faults.list': { method: 'GET', path: '/faults' },
  'faults.clear': { method: 'DELETE', path: '/faults' },
  'users.create': { method: 'POST', path: '/users' },
  'users.createMany': { method: 'POST', path: '/users/batch' },
  'users.list': { method: 'GET', path: '/users' },
  'users.delete': { method: 'DELETE', path: '/users/:user_id' },
  'sessions.create': { method: 'POST', path: '/sessions' },
  'organizations.create': { method: 'POST', path: '/organizations' },
  'memberSessions.create': { method: 'POST', path: '/member_sessions' },
  'memberTotps.code': { method: 'GET', path: '/members/:member_id/totp_code' },
  'memberImpersonation.createToken': { method: 'POST', path: '/member_impersonation_tokens' },
  'b2bOAuth.jwks': { method: 'GET', path: '/b2b/oauth/jwks.json' },
  'mailbox.messages': { method: 'GET', path: '/messages' },
  'mailbox.pageUrl': { method: 'GET', path: '/' },
  'mailbox.page': { method: 'GET', path: '/mailbox.json' },
  'events.list': { method: 'GET', path: '/events' },
  'totps.code': { method: 'GET', path: '/totps/:totp_id/code' },
  'impersonation.createToken': { method: 'POST', path: '/impersonation_tokens' },
  'connectedApps.create': { method: 'POST', path: '/connected_apps' },
  'connectedApps.list': { method: 'GET', path: '/connected_apps' },
  'emulatedIdp.settings': { method: 'GET', path: '/emulated_idp' },
  'emulatedIdp.queueIdentity': { method: 'POST', path: '/emulated_idp/identities' },
  'oauth.queueIdentity': { method: 'POST', path: '/oauth/identities' },
  'oauth.jwks': { method: 'GET', path: '/oauth/jwks.json' },
  'google.jwks': { method: 'GET', path: '/google/jwks.json' },
  'google.mintIdToken': { method: 'POST', path: '/google/id-tokens' },
  'gsi.clientScriptUrl': { method: 'GET', path: '/gsi/client' },
  'gsi.status': { method: 'GET', path: '/gsi/status' },
  'gsi.promptUrl': { method: 'GET', path: '/gsi/prompt' },
  'gsi.credential': { method: 'POST', path: '/gsi/credential' },
  'gsi.log': { method: 'GET', path: '/gsi/log' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string }>;

export type DevRouteName = keyof typeof DEV_ROUTES;

/** The dev API's base path. */
export const DEV_API_BASE = '/_emulator';
