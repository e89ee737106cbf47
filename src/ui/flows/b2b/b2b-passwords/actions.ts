/**
 * The B2B password flow's domain actions (docs/architecture.md, "B2B
 * widget"). A sign-in or a reset that succeeded leaves the flow through a
 * handoff (../handoffs.ts: `authOutcome`, or `discovery/discovered`) that
 * announces the call's event.
 */
import type { B2BSendResponse } from '../../../../core/b2b';
import type { B2BHandoff } from '../handoffs';
import type { B2BResetReason } from './state';

export type B2BPasswordsAction =
  /** 'Forgot your password?', or a login the server refused until the password is reset. */
  | { type: 'b2bPasswords/resetNeeded'; email: string; reason: B2BResetReason }
  /** The reset email was sent (`discovery`: a discovery reset, no organization). */
  | { type: 'b2bPasswords/resetSent'; email: string; discovery: boolean; response: B2BSendResponse }
  /** The reset email was sent again from 'Check your email'. */
  | { type: 'b2bPasswords/resetResent'; email: string; discovery: boolean; response: B2BSendResponse };

/** Every action the flow's reducer takes: its own, and the handoff that opens it. */
export type B2BPasswordsInput = B2BPasswordsAction | Extract<B2BHandoff, { type: 'b2bPasswords/start' }>;

export const resetNeeded = (email: string, reason: B2BResetReason): B2BPasswordsAction => ({
  type: 'b2bPasswords/resetNeeded',
  email,
  reason,
});

export const resetSent = (email: string, discovery: boolean, response: B2BSendResponse): B2BPasswordsAction => ({
  type: 'b2bPasswords/resetSent',
  email,
  discovery,
  response,
});

export const resetResent = (email: string, discovery: boolean, response: B2BSendResponse): B2BPasswordsAction => ({
  type: 'b2bPasswords/resetResent',
  email,
  discovery,
  response,
});
