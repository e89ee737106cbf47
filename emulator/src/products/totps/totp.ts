/**
 * The RFC 6238 helper lives in emulator/src/totp.ts, shared by the consumer
 * TOTP product and the B2B one (a product may not import another's
 * internals: docs/architecture.md); this path stays for the product's own
 * imports and tests.
 */
export * from '../../totp';
