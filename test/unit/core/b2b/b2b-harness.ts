/**
 * A real B2B client over fake seams (test/unit/core/fakes.ts): fetch answers
 * from a queue, a manual scheduler, in-memory cookies and storage.
 */
import { createPorticoB2BClientInternal } from '../../../../src/core/b2b/client';
import type { PorticoClientOptions } from '../../../../src/core/options';
import { createMemoryCookieJar } from '../../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { bootstrapData } from '../client-harness';
import { dataResponse, fakeFetch, fakeStorageEvents, manualTimers, pageSeams, type RecordedCall } from '../fakes';

export const TOKEN = 'public-token-test-b2b';
export const NOW = Date.parse('2030-01-01T00:00:00.000Z');

export type Answer = (call: RecordedCall) => Response | Promise<Response>;

export function b2bHarness(
  options: PorticoClientOptions & {
    hostname?: string;
    bootstrap?: Record<string, unknown>;
    prepare?: (seams: { cookies: ReturnType<typeof createMemoryCookieJar>; storage: ReturnType<typeof createMemoryStorage> }) => void;
    /** Answers queued before the client is created (the startup refresh). */
    initialAnswers?: Answer[];
    /** The page URL (default `http://<hostname>:3000/login`); `replaceUrl` changes it. */
    href?: string;
  } = {},
) {
  const { hostname = 'localhost', bootstrap, prepare, initialAnswers = [], href: initialHref, ...clientOptions } = options;
  let href = initialHref ?? `http://${hostname}:3000/login`;
  const replaced: string[] = [];
  const scheduler = manualTimers();
  const answers: Answer[] = [...initialAnswers];
  const { fetch, calls } = fakeFetch((call) => {
    if (call.url.includes('/projects/bootstrap/')) return dataResponse(bootstrapData({ vertical: 'B2B', ...bootstrap }));
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${call.url}`);
    return answer(call);
  });
  let now = NOW;
  const cookies = createMemoryCookieJar(() => now);
  const storage = createMemoryStorage();
  prepare?.({ cookies, storage });
  const navigated: string[] = [];
  const client = createPorticoB2BClientInternal(TOKEN, {
    customBaseUrl: 'http://localhost:8787',
    ...clientOptions,
    seams: pageSeams(
      { fetch, timers: scheduler.timers, now: () => now, cookies, storage, onStorageChange: fakeStorageEvents().onStorageChange },
      {
        locationHref: () => href,
        navigate: (url) => void navigated.push(url),
        replaceUrl: (url) => {
          replaced.push(url);
          href = url;
        },
      },
    ),
  });
  scheduler.runDue();
  const apiCalls = () => calls.filter((c) => !c.url.includes('/projects/bootstrap/'));
  const path = (call: RecordedCall | undefined) => call?.url.replace(/^.*\/sdk\/v1/, '');
  const answer = (...next: Answer[]) => answers.push(...next);
  const cookie = (name: string) => cookies.read().split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1) ?? null;
  return {
    client,
    calls,
    apiCalls,
    path,
    answer,
    cookies,
    cookie,
    storage,
    scheduler,
    /** The URLs the page was sent to (OAuth starts). */
    navigated,
    /** The URLs the address bar was changed to (`history.replaceState`). */
    replaced,
    setHref: (next: string) => void (href = next),
    /** Moves the cookie jar's clock (the client's clock stays). */
    setNow: (ms: number) => void (now = ms),
  };
}

const ORG = {
  organization_id: 'organization-test-1',
  organization_name: 'Acme',
  organization_slug: 'acme',
  organization_logo_url: '',
  email_allowed_domains: [],
  email_jit_provisioning: 'NOT_ALLOWED',
  email_invites: 'ALL_ALLOWED',
  auth_methods: 'ALL_ALLOWED',
  allowed_auth_methods: [],
  mfa_policy: 'OPTIONAL',
  sso_jit_provisioning: 'ALL_ALLOWED',
  sso_default_connection_id: null,
  trusted_metadata: {},
};

export function makeOrganization(overrides: Record<string, unknown> = {}) {
  return { ...ORG, ...overrides };
}

export function makeMember(overrides: Record<string, unknown> = {}) {
  return {
    organization_id: ORG.organization_id,
    member_id: 'member-test-1',
    email_address: 'ada@acme.example',
    status: 'active',
    name: 'Ada',
    roles: [{ role_id: 'stytch_member', sources: [{ type: 'direct_assignment', details: {} }] }],
    mfa_enrolled: false,
    mfa_phone_number: '',
    totp_registration_id: '',
    is_breakglass: false,
    trusted_metadata: {},
    untrusted_metadata: {},
    ...overrides,
  };
}

export function makeMemberSession(overrides: Record<string, unknown> = {}) {
  return {
    member_session_id: 'member-session-test-1',
    member_id: 'member-test-1',
    organization_id: ORG.organization_id,
    started_at: new Date(NOW).toISOString(),
    last_accessed_at: new Date(NOW).toISOString(),
    expires_at: new Date(NOW + 60 * 60_000).toISOString(),
    roles: ['stytch_member'],
    authentication_factors: [],
    organization_slug: 'acme',
    custom_claims: {},
    ...overrides,
  };
}

/** A sign-in answer with a full member session. */
export function sessionAnswer(overrides: Record<string, unknown> = {}) {
  return {
    request_id: 'request-id-1',
    status_code: 200,
    member_id: 'member-test-1',
    member: makeMember(),
    organization: makeOrganization(),
    member_session: makeMemberSession(),
    session_token: 'session-token-1',
    session_jwt: 'session-jwt-1',
    member_authenticated: true,
    intermediate_session_token: '',
    mfa_required: null,
    ...overrides,
  };
}

/** A sign-in answer that still owes MFA: an intermediate session, no member session. */
export function mfaAnswer(overrides: Record<string, unknown> = {}) {
  return sessionAnswer({
    member_session: null,
    session_token: '',
    session_jwt: '',
    member_authenticated: false,
    intermediate_session_token: 'ist-mfa-1',
    mfa_required: { member_options: null, secondary_auth_initiated: null },
    ...overrides,
  });
}

/** A discovery sign-in answer. */
export function discoveryAnswer(overrides: Record<string, unknown> = {}) {
  return {
    request_id: 'request-id-1',
    status_code: 200,
    intermediate_session_token: 'ist-discovery-1',
    email_address: 'ada@acme.example',
    discovered_organizations: [],
    ...overrides,
  };
}
