import { defineCollection } from '../../store/collection';

/** A delivered email, SMS or WhatsApp message, as the mailbox shows it (codes and links in clear). */
export interface MessageRecord {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  from: string;
  to: string;
  /** Email only; null for SMS and WhatsApp. */
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  /** On the emulator's clock, which the dev API moves. */
  sent_at: string;
  /**
   * Epoch milliseconds on the host's real clock when the mailbox received it,
   * which the dev API never moves: what the dev client's waits compare with
   * their own start (dev-client/mailbox.ts). Absent on messages kept from
   * before it existed.
   */
  received_at_ms?: number;
}

export const MESSAGES = defineCollection<MessageRecord>()({
  name: 'messages',
  key: (message) => message.id,
  indexes: { to: (message) => [message.to.toLowerCase()] },
  // A mailbox keeps what it received after the account is gone.
  onUserDeleted: 'keep',
  // A ring of config `mailboxCapacity` messages (outbox.ts trims it).
});
