import { InvalidCallError, WaitTimeoutError } from './errors';
import type { DevApiTransport } from './transport';
import type { MailboxMessage, MailboxPage } from './types';

/**
 * Reading the mailbox and waiting for codes and links (docs/testing.md, "The
 * emulator from code").
 *
 * "Sent after the call started" is not decided by `sent_at`: the emulator's
 * clock can be moved (`api.clock.advance`, a reset), so it says nothing about
 * the order of a test's steps. A message is from before the call when it was
 * already in the address's mailbox at the wait's first look and the mailbox
 * received it (`received_at_ms`, the host's real clock) before the call
 * started. The second test covers a message that lands while that first
 * look is on its way: it counts as new, so "start the wait, then click Send"
 * never loses its code. `since` opts into earlier messages, by `sent_at` on
 * the emulator's clock.
 */

export interface WaitOptions {
  /** How long to wait; default 10,000 ms. */
  timeoutMs?: number;
  /**
   * Also accept messages sent before the call, at or after this time of the
   * emulator's clock (a Date, an ISO 8601 string or epoch milliseconds; `0`:
   * any message). Default: only messages sent after the call started.
   */
  since?: Date | string | number;
  /** Time between two looks at the mailbox; default 50 ms, bounded to 10–1,000 ms. */
  pollIntervalMs?: number;
}

/** A magic link (or password-reset link) from an email. */
export interface MailboxLink {
  /** The whole link, as the email carries it. */
  url: string;
  /** Its `token` parameter. */
  token: string;
  /** Its `stytch_token_type` parameter, e.g. `magic_links`, `login`, `reset_password`. */
  tokenType: string | null;
  message: MailboxMessage;
}

export const DEFAULT_WAIT_TIMEOUT_MS = 10_000;
const DEFAULT_POLL_MS = 50;
const MIN_POLL_MS = 10;
const MAX_POLL_MS = 1000;

/** A passcode in a message: the one the emulator recorded, else the first lone 6-digit run of its text. */
export function codeOf(message: MailboxMessage): string | null {
  if (message.code !== null && /^\d{6}$/.test(message.code)) return message.code;
  return /(?<!\d)(\d{6})(?!\d)/.exec(message.body)?.[1] ?? null;
}

/** The link in an email, with its token; null for a message without one. */
export function linkOf(message: MailboxMessage): MailboxLink | null {
  const url = message.link ?? /https?:\/\/\S+/.exec(message.body)?.[0] ?? null;
  if (url === null) return null;
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return null;
  }
  const token = params.get('token');
  if (token === null) return null;
  return { url, token, tokenType: params.get('stytch_token_type'), message };
}

function sinceMs(method: string, since: Date | string | number): number {
  const ms = since instanceof Date ? since.getTime() : typeof since === 'number' ? since : Date.parse(since);
  if (!Number.isFinite(ms)) throw new InvalidCallError(method, `since must be a Date, an ISO 8601 time or epoch milliseconds; got ${String(since)}.`);
  return ms;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class Mailbox {
  readonly #transport: DevApiTransport;

  constructor(transport: DevApiTransport) {
    this.#transport = transport;
  }

  /** Messages kept by the mailbox, oldest first; only those sent to `to` when given (case-insensitive). */
  async messages(options: { to?: string } = {}): Promise<MailboxMessage[]> {
    const answer = await this.#transport.call<{ messages: MailboxMessage[] }>('mailbox.messages', { query: { to: options.to } });
    return answer.messages;
  }

  /** What the mailbox page shows: the emulator's clock and the messages, newest first. */
  async page(): Promise<MailboxPage> {
    return this.#transport.call<MailboxPage>('mailbox.page');
  }

  /** The mailbox page's URL, for a person (or a browser test) to open. */
  pageUrl(): string {
    return this.#transport.urlOf('mailbox.pageUrl');
  }

  /** The newest message sent to `to` that `accept` takes (default any), sent after the call started unless `since` says otherwise. */
  async waitForMessage(to: string, options: WaitOptions & { accept?: (message: MailboxMessage) => boolean } = {}): Promise<MailboxMessage> {
    return this.#wait('mailbox.waitForMessage', 'a message', to, options, (message) =>
      options.accept === undefined || options.accept(message) ? message : null,
    );
  }

  /**
   * The 6-digit code of the newest email, SMS or WhatsApp passcode sent to
   * `to` after the call started (or since `options.since`).
   */
  async waitForCode(to: string, options: WaitOptions = {}): Promise<string> {
    return this.#wait('mailbox.waitForCode', 'a 6-digit code', to, options, codeOf);
  }

  /** The link (magic link, password reset) of the newest email sent to `to` after the call started (or since `options.since`). */
  async waitForLink(to: string, options: WaitOptions = {}): Promise<MailboxLink> {
    return this.#wait('mailbox.waitForLink', 'a link', to, options, linkOf);
  }

  async #wait<T>(
    method: string,
    what: string,
    to: string,
    options: WaitOptions,
    pick: (message: MailboxMessage) => T | null,
  ): Promise<T> {
    if (typeof to !== 'string' || to.trim() === '') throw new InvalidCallError(method, 'to must be an email address or a phone number.');
    const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
    if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new InvalidCallError(method, `timeoutMs must be a number of milliseconds ≥ 0; got ${String(options.timeoutMs)}.`);
    const pollMs = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, options.pollIntervalMs ?? DEFAULT_POLL_MS));
    const from = options.since === undefined ? null : sinceMs(method, options.since);
    // Start on a fresh millisecond (at most one, spent before anything else can run): whatever
    // the mailbox received before the call then has a smaller `received_at_ms`, even in process.
    const called = Date.now();
    let started = called;
    while (started === called) started = Date.now();
    // Without `since`, what is in the mailbox now and was received before `started` is from before the call.
    const before =
      from === null
        ? new Set(
            (await this.messages({ to }))
              .filter((message) => message.received_at_ms === undefined || message.received_at_ms < started)
              .map((message) => message.id),
          )
        : new Set<string>();
    for (;;) {
      const messages = await this.messages({ to });
      let ignored = 0;
      for (let i = messages.length - 1; i >= 0; i -= 1) {
        const message = messages[i]!;
        if (before.has(message.id) || (from !== null && Date.parse(message.sent_at) < from)) {
          ignored += 1;
          continue;
        }
        const picked = pick(message);
        if (picked !== null) return picked;
      }
      const elapsed = Date.now() - started;
      if (elapsed >= timeoutMs) {
        const detail =
          ignored > 0
            ? `${ignored} message(s) sent before the wait were ignored; pass \`since\` to accept them`
            : messages.length > 0
              ? `${messages.length} message(s) arrived, none with ${what}`
              : 'the mailbox has no message for this address';
        throw new WaitTimeoutError(what, to, timeoutMs, detail);
      }
      await sleep(Math.min(pollMs, timeoutMs - elapsed));
    }
  }
}
