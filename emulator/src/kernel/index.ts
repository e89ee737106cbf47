/**
 * The kernel: what every product builds on — users and their factors,
 * sessions, and the mailbox — as one small public API. The kernel's own
 * products (products/users, products/sessions, products/mailbox) own the
 * code and the collections; every other product imports them only through
 * this module (eslint.config.mjs, "a product imports no other product";
 * docs/architecture.md, "The emulator's shape").
 */

// Users: finding and creating them, their factors, the wire user.
export type { UserRecord, WebAuthnRegistrationRecord } from '../products/users/records';
export { oauthSubjectKey, walletKey } from '../products/users/records';
export type { NewUserInput, ReadonlyUser } from '../products/users/users';
export {
  addEmail,
  addPhone,
  createUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserByWallet,
  rolesOf,
  toWireUser,
  updateUser,
  userEnvelope,
  usersOf,
  verifyFactor,
} from '../products/users/users';
export { userNotFound } from '../products/users/dev-routes';

// Sessions: starting one and answering with it, revoking the others.
export type { IssuedSession, LoginInput, ReadonlySession } from '../products/sessions/issue';
export { authenticatePayload, startSession } from '../products/sessions/issue';
export { callerSessionIdFor, revokeOtherSessions } from '../products/sessions/revoke';
export { SESSION_SIGNING_KEY } from '../products/sessions/keys';

// The mailbox: the send rate limit, delivering a message, and its texts in the request's language.
export type { OutgoingMessage } from '../products/mailbox/outbox';
export { admitSend, deliver } from '../products/mailbox/outbox';
export type { EmailTexts } from '../products/mailbox/texts';
export { emailTexts } from '../products/mailbox/texts';
