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
  sent_at: string;
}

export const MESSAGES = defineCollection<MessageRecord>()({
  name: 'messages',
  key: (message) => message.id,
  indexes: { to: (message) => [message.to.toLowerCase()] },
  // A mailbox keeps what it received after the account is gone.
  onUserDeleted: 'keep',
  // A ring of config `mailboxCapacity` messages (outbox.ts trims it).
});
