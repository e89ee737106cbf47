/**
 * The product namespaces of the headless client, one factory per product.
 */
export * from './bootstrap';
export * from './crypto-wallets';
export * from './idp';
export * from './impersonation';
export * from './magic-links';
export * from './oauth';
export * from './google-one-tap';
export * from './otps';
export * from './passwords';
export * from './totps';
export * from './user';
export * from './webauthn';
export type { ResponseMeta } from './shared';
