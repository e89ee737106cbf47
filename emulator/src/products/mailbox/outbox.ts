import type { EmulatorDeps } from '../../context';
import { Errors } from '../../errors';
import { newId } from '../../ids';
import { SlidingWindowLog } from '../../sliding-window';
import { defineState } from '../../store/state';
import { MESSAGES, type MessageRecord } from './records';

/**
 * Nothing leaves the machine: every email, SMS and WhatsApp message is
 * recorded here and shown by the dev API (`/_emulator/messages`, mailbox page).
 * What the messages say, in the request's language: `texts/`.
 */

const WINDOW_MS = 60_000;

/** Send times (emulator clock) per destination for the rate limit; not persisted. */
const SEND_LOG = defineState('mailbox.sendLog', () => new SlidingWindowLog());

/** Enforces `sendRateLimitPerMinute` per destination, then counts this send. */
export function admitSend(deps: EmulatorDeps, destination: string): void {
  const key = destination.toLowerCase();
  const now = deps.clock.nowMs();
  const sendLog = deps.store.stateOf(SEND_LOG);
  if (sendLog.count(key, now, WINDOW_MS) >= deps.config.sendRateLimitPerMinute) throw Errors.tooManyRequests();
  sendLog.add(key, now, WINDOW_MS);
}

export interface OutgoingMessage {
  channel: MessageRecord['channel'];
  to: string;
  subject?: string;
  body: string;
  link?: string;
  code?: string;
}

export function deliver(deps: EmulatorDeps, message: OutgoingMessage): MessageRecord {
  const isEmail = message.channel === 'email';
  const record: MessageRecord = {
    id: newId('message'),
    channel: message.channel,
    from: isEmail ? `login@${deps.config.emailDomains[0] ?? 'portico.test'}` : deps.config.projectName,
    to: message.to,
    subject: isEmail ? (message.subject ?? '') : null,
    body: message.body,
    link: message.link ?? null,
    code: message.code ?? null,
    sent_at: deps.clock.iso(),
    received_at_ms: Date.now(),
  };
  const messages = deps.store.of(MESSAGES);
  messages.insert(record);
  messages.trimTo(deps.config.mailboxCapacity);
  return record;
}
