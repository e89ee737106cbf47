/**
 * Telemetry events, batched to `POST {base}/sdk/v1/events` (docs/protocol.md §9;
 * docs/protocol.md §7). Best effort: a failed send is dropped and never reaches the host.
 */
import type { Telemetry, TelemetryEvent } from '../client-context';
import type { SdkClientTelemetry } from '../http/sdk-client-header';
import type { ClientSeams, TimerHandle } from '../seams/client-seams';

/** Most events per request; a full batch is sent at once. */
export const TELEMETRY_BATCH_SIZE = 15;
/** Queued events wait at most this long before being sent. */
export const TELEMETRY_FLUSH_INTERVAL_MS = 800;

/** One element of the `/events` body. */
export interface TelemetryEnvelope {
  telemetry: SdkClientTelemetry;
  event: {
    public_token: string;
    event_name: string;
    details: Record<string, unknown>;
    error_code?: string;
    error_description?: string;
    http_status_code?: number;
  };
}

export interface EventBatcherDeps {
  publicToken: string;
  /** `{base}/sdk/v1`. */
  sdkBaseUrl: string;
  seams: Pick<ClientSeams, 'fetch' | 'timers' | 'onPageHide'>;
  /** A fresh telemetry object (same shape as `X-SDK-Client`). */
  telemetry(): SdkClientTelemetry;
}

export interface EventBatcher extends Telemetry {
  /** Sends what is queued (with keepalive) and stops listening for page hide. */
  dispose(): void;
}

/** Creates the batcher; it flushes on its own and when the page is hidden. */
export function createEventBatcher(deps: EventBatcherDeps): EventBatcher {
  let queue: TelemetryEnvelope[] = [];
  let timer: TimerHandle | null = null;
  const url = `${deps.sdkBaseUrl}/events`;

  function cancelTimer(): void {
    if (timer !== null) deps.seams.timers.clearTimeout(timer);
    timer = null;
  }

  async function send(batch: TelemetryEnvelope[], keepalive: boolean): Promise<void> {
    // Only Content-Type: no Authorization, no X-SDK headers, no credentials.
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
    };
    if (keepalive) init.keepalive = true;
    try {
      await deps.seams.fetch(url, init);
    } catch {
      // Telemetry must never surface as a host error.
    }
  }

  function flush(options: { keepalive?: boolean } = {}): Promise<void> {
    cancelTimer();
    const pending = queue;
    queue = [];
    const sends: Promise<void>[] = [];
    for (let i = 0; i < pending.length; i += TELEMETRY_BATCH_SIZE) {
      sends.push(send(pending.slice(i, i + TELEMETRY_BATCH_SIZE), options.keepalive === true));
    }
    return Promise.all(sends).then(() => undefined);
  }

  const unsubscribePageHide = deps.seams.onPageHide(() => {
    // keepalive lets the request outlive the page.
    void flush({ keepalive: true });
  });

  return {
    log(event: TelemetryEvent) {
      queue.push({
        telemetry: deps.telemetry(),
        event: {
          public_token: deps.publicToken,
          event_name: event.event_name,
          details: event.details ?? {},
          error_code: event.error_code,
          error_description: event.error_description,
          http_status_code: event.http_status_code,
        },
      });
      if (queue.length >= TELEMETRY_BATCH_SIZE) void flush();
      else if (timer === null) {
        timer = deps.seams.timers.setTimeout(() => {
          timer = null;
          void flush();
        }, TELEMETRY_FLUSH_INTERVAL_MS);
      }
    },
    flush,
    dispose() {
      unsubscribePageHide();
      void flush({ keepalive: true });
    },
  };
}
