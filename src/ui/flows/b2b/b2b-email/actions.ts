/**
 * The b2bEmail flow's actions: the handoffs B2BMain dispatches (handoffs.ts:
 * the method choice, a code or a link sent) and its own resends.
 */
import type { B2BSendResponse } from '../../../../core/b2b';
import type { B2BHandoff, SignInOrganization } from '../handoffs';

export type B2BEmailAction =
  | Extract<B2BHandoff, { type: `b2bEmail/${string}` }>
  /** 'Resend code' succeeded: the new code expires at `expiresAt` (epoch ms). */
  | { type: 'b2bEmail/codeResent'; email: string; response: B2BSendResponse; expiresAt: number; organization?: SignInOrganization }
  /** The code expired (the countdown, or the server's answer to it). */
  | { type: 'b2bEmail/codeExpired' }
  /** 'Resend email' succeeded. */
  | { type: 'b2bEmail/linkResent'; email: string; response: B2BSendResponse; organization?: SignInOrganization };
