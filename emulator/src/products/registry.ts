import b2b from './b2b';
import bootstrap from './bootstrap';
import cryptoWallets from './crypto-wallets';
import emulatedIdp from './emulated-idp';
import events from './events';
import idp from './idp';
import impersonation from './impersonation';
import magicLinks from './magic-links';
import mailbox from './mailbox';
import oauth from './oauth';
import otps from './otps';
import passwords from './passwords';
import type { Product } from './product';
import sessions from './sessions';
import totps from './totps';
import users from './users';
import webauthn from './webauthn';

/**
 * Every product of the emulator, one line each. A new product is one folder
 * under products/ and one line here (docs/architecture.md, "How to add an
 * emulator product").
 */
export const PRODUCTS: readonly Product[] = [
  events,
  bootstrap,
  users,
  sessions,
  mailbox,
  magicLinks,
  otps,
  passwords,
  totps,
  webauthn,
  cryptoWallets,
  oauth,
  impersonation,
  idp,
  b2b,
  emulatedIdp,
];
