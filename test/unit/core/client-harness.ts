/**
 * Builds a real client context over fake seams: fetch answers from a queue,
 * a manual scheduler, in-memory cookies and storage.
 */
import { createClientContext } from '../../../src/core/create-client-context';
import type { PorticoClientOptions } from '../../../src/core/options';
import type { ClientSeams } from '../../../src/core/seams/client-seams';
import { createMemoryCookieJar } from '../../../src/core/seams/memory-cookie-jar';
import { createMemoryStorage } from '../../../src/core/seams/memory-storage';
import { fakeFetch, fakeStorageEvents, manualTimers, type RecordedCall } from './fakes';

export const TOKEN = 'public-token-test-harness';
export const NOW = Date.parse('2030-01-01T00:00:00.000Z');

export type Answer = (call: RecordedCall) => Response | Promise<Response>;

export function clientHarness(
  options: PorticoClientOptions & {
    prepare?: (seams: { cookies: ReturnType<typeof createMemoryCookieJar>; storage: ReturnType<typeof createMemoryStorage> }) => void;
    seams?: Partial<ClientSeams>;
    /** Answer for calls with no queued answer (default: throw). */
    fallback?: Answer;
    /** Answers queued before the client is created (e.g. for the startup refresh). */
    initialAnswers?: Answer[];
  } = {},
) {
  const { prepare, fallback, initialAnswers, seams: seamOverrides, ...clientOptions } = options;
  const scheduler = manualTimers();
  const answers: Answer[] = [...(initialAnswers ?? [])];
  const { fetch, calls } = fakeFetch((call) => {
    const answer = answers.shift() ?? fallback;
    if (!answer) throw new Error(`unexpected request ${call.url}`);
    return answer(call);
  });
  const cookies = createMemoryCookieJar(() => NOW);
  const storage = createMemoryStorage();
  const events = fakeStorageEvents();
  prepare?.({ cookies, storage });
  let uuid = 0;
  const client = createClientContext(TOKEN, {
    customBaseUrl: 'http://localhost:8787',
    ...clientOptions,
    seams: {
      fetch,
      timers: scheduler.timers,
      now: () => NOW,
      random: () => 0.5,
      randomUUID: () => `uuid-${++uuid}`,
      cookies,
      storage,
      onStorageChange: events.onStorageChange,
      locationHref: () => 'http://localhost:3000/login',
      navigate: () => {},
      onPageHide: () => () => {},
      timezone: () => 'UTC',
      ...seamOverrides,
    },
  });
  const path = (call: RecordedCall | undefined) => call?.url.replace(/^.*\/sdk\/v1/, '');
  return { client, calls, answers, scheduler, cookies, storage, events, path };
}
