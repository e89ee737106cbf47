/**
 * Builds a real client context over fake seams: fetch answers from a queue,
 * a manual scheduler, in-memory cookies and storage. Clients built over the
 * same `tabs` stand in for tabs of one origin: they share cookies, storage,
 * the tab channel, the locks and the clock.
 */
import { createClientContext } from '../../../src/core/create-client-context';
import type { PorticoClientOptions } from '../../../src/core/options';
import type { ClientSeams } from '../../../src/core/seams/client-seams';
import { createMemoryCookieJar } from '../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../src/core/seams/memory-storage';
import { createMemoryTabChannels } from '../../../src/core/seams/memory-tab-channel';
import { createMemoryTabLocks } from '../../../src/core/seams/memory-tab-locks';
import { dataResponse, fakeFetch, fakeStorageEvents, manualTimers, pageSeams, type RecordedCall } from './fakes';

export const TOKEN = 'public-token-test-harness';
export const NOW = Date.parse('2030-01-01T00:00:00.000Z');

export type Answer = (call: RecordedCall) => Response | Promise<Response>;

/** What the tabs of one origin share. */
export function sharedTabs() {
  return {
    cookies: createMemoryCookieJar(() => NOW),
    storage: createMemoryStorage(),
    channels: createMemoryTabChannels(),
    locks: createMemoryTabLocks(),
    /** One timeline for all the tabs. */
    scheduler: manualTimers(),
  };
}

/** A bootstrap `data` as the emulator answers it (no custom domain). */
export function bootstrapData(overrides: Record<string, unknown> = {}) {
  return { captcha_settings: { enabled: false }, password_config: null, cname_domain: null, ...overrides };
}

export function clientHarness(
  options: PorticoClientOptions & {
    prepare?: (seams: { cookies: ReturnType<typeof createMemoryCookieJar>; storage: ReturnType<typeof createMemoryStorage> }) => void;
    seams?: Partial<ClientSeams>;
    /** Answer for calls with no queued answer (default: throw). */
    fallback?: Answer;
    /** Answers queued before the client is created (e.g. for the startup refresh). */
    initialAnswers?: Answer[];
    /**
     * Answers `GET /projects/bootstrap/…` apart from the queue, when given
     * (the startup rule may read it).
     */
    bootstrap?: Answer;
    /** Shares cookies, storage, channel and locks with other clients (tabs). */
    tabs?: ReturnType<typeof sharedTabs>;
    /**
     * Runs the startup check (due in the task after creation) before returning;
     * default true. False leaves it pending on the scheduler.
     */
    runStartup?: boolean;
  } = {},
) {
  const { prepare, fallback, initialAnswers, bootstrap, tabs, seams: seamOverrides, runStartup = true, ...clientOptions } = options;
  const scheduler = tabs?.scheduler ?? manualTimers();
  const answers: Answer[] = [...(initialAnswers ?? [])];
  const { fetch, calls } = fakeFetch((call) => {
    if (bootstrap && call.url.includes('/projects/bootstrap/')) return bootstrap(call);
    const answer = answers.shift() ?? fallback;
    if (!answer) throw new Error(`unexpected request ${call.url}`);
    return answer(call);
  });
  const cookies = tabs?.cookies ?? createMemoryCookieJar(() => NOW);
  const storage = tabs?.storage ?? createMemoryStorage();
  const events = fakeStorageEvents();
  prepare?.({ cookies, storage });
  const client = createClientContext(TOKEN, {
    customBaseUrl: 'http://localhost:8787',
    ...clientOptions,
    seams: pageSeams(
      { fetch, timers: scheduler.timers, now: () => NOW, cookies, storage, onStorageChange: events.onStorageChange },
      {
        ...(tabs ? { openTabChannel: (name: string) => tabs.channels.open(name), locks: tabs.locks } : {}),
        ...seamOverrides,
      },
    ),
  });
  if (runStartup) scheduler.runDue();
  const path = (call: RecordedCall | undefined) => call?.url.replace(/^.*\/sdk\/v1/, '');
  /** The calls other than the bootstrap. */
  const apiCalls = () => calls.filter((c) => !c.url.includes('/projects/bootstrap/'));
  return { client, calls, apiCalls, answers, scheduler, cookies, storage, events, path };
}

/** The emulator's bootstrap answer (no custom domain). */
export const emulatorBootstrap: Answer = () => dataResponse(bootstrapData());
