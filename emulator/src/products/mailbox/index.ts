import type { Product } from '../product';
import { mailboxDevRoutes } from './dev-routes';
import { MESSAGES } from './records';

/**
 * The mailbox: nothing leaves the machine; every message the products send
 * (outbox.ts) is kept here, shown at `/_emulator/` and listed at
 * `/_emulator/messages`.
 */
const mailbox: Product = {
  name: 'mailbox',
  collections: [MESSAGES],
  devRoutes: mailboxDevRoutes,
};

export default mailbox;
