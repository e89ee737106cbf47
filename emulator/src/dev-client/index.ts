/** The dev-API client (docs/testing.md, "The emulator from code"). */
export { createDevApiClient, SESSION_COOKIE_NAMES } from './client';
export type { CreateSessionOptions, DevApiClient, DevApiClientOptions, EmulatorConfigPatch } from './client';
export { DevApiError, EmulatorClientError, EmulatorUnreachableError, InvalidCallError, WaitTimeoutError } from './errors';
export type { DevApiErrorCode } from './errors';
export { codeOf, linkOf, Mailbox, DEFAULT_WAIT_TIMEOUT_MS } from './mailbox';
export type { MailboxLink, WaitOptions } from './mailbox';
export { DEV_ROUTES } from './routes';
export type { DevRouteName } from './routes';
export type * from './types';
