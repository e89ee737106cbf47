/**
 * The answer of `POST /users/search` (docs/protocol.md §7.3): which password
 * screen applies to an email. The widget acts on `userType` at once (a create
 * form, a login form, or an email sent to a passwordless account), so it is
 * read, not assumed: any other value, or none, is an answer the client does
 * not understand.
 */
import { PorticoError } from '../errors';
import type { ResponseMeta } from './shared';

/** The user types the provider answers (camelCase `userType` on the wire). */
export const USER_TYPES = ['new', 'password', 'passwordless'] as const;

export type UserType = (typeof USER_TYPES)[number];

/** `data` of `POST /users/search`: which password screen applies to the email. */
export interface UserSearchResponse extends Partial<ResponseMeta> {
  userType: UserType;
  [extra: string]: unknown;
}

const isUserType = (value: unknown): value is UserType => (USER_TYPES as readonly unknown[]).includes(value);

/**
 * `data` as a `UserSearchResponse`, or a `PorticoError` (`invalid_response`)
 * naming what `userType` was instead.
 */
export function parseUserSearchResponse(data: Record<string, unknown>): UserSearchResponse {
  const { userType } = data;
  if (isUserType(userType)) return { ...data, userType };
  const found = userType === undefined ? 'is missing' : `is ${JSON.stringify(userType)}, not one of ${USER_TYPES.join(', ')}`;
  throw new PorticoError('invalid_response', `Invalid users/search response from the server: userType ${found}.`);
}
