/**
 * Shared with the B2B product since both hash and check passwords the same
 * way: the code lives in emulator/src/password-policy/ (docs/architecture.md,
 * "B2B"); this path stays for the product's own imports and tests.
 */
export * from '../../password-policy/strength';
