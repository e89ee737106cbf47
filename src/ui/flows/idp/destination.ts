/**
 * Where an answer of the provider sends the browser (docs/protocol.md
 * §7.9): the answer's `redirect_uri`, parsed from what the
 * server sent and checked against the request's own address
 * (requested-redirect.ts).
 *
 * - Absent or empty: no address (an authorize answer then ends on the
 *   outcome screens; a logout answer must name one).
 * - Present but not text (`42`, `null`, an object): an invalid answer.
 * - Text that is not the request's address: refused, never followed.
 */
import { ERROR_MESSAGES, PorticoError } from '../../../core';
import type { MessageDescriptor, Translator } from '../../i18n/format';
import { isRequestedRedirect } from './requested-redirect';

export type Destination =
  /** The answer names no address. */
  | { kind: 'none' }
  /** The request's own address, with the provider's parameters. */
  | { kind: 'address'; uri: string }
  /** What the widget will not follow: `error` goes to `onError`, the error screen says `message`. */
  | { kind: 'refused'; error: PorticoError; message: MessageDescriptor };

type Refused = Extract<Destination, { kind: 'refused' }>;

function invalidAnswer(detail: string): Refused {
  return {
    kind: 'refused',
    error: new PorticoError('invalid_response', ERROR_MESSAGES.invalid_response, { cause: new Error(detail) }),
    message: { key: 'invalid_response' },
  };
}

/** `returned` is the answer's `redirect_uri` as the server sent it (an authorize submit's may be absent). */
export function destinationOf(requested: string, returned: unknown, t: Translator): Destination {
  if (returned === undefined || returned === '') return { kind: 'none' };
  if (typeof returned !== 'string') {
    return invalidAnswer(`The answer's redirect_uri is ${returned === null ? 'null' : `a ${typeof returned}`}, not a string.`);
  }
  if (!isRequestedRedirect(requested, returned)) {
    return {
      kind: 'refused',
      // The address itself stays out: it may carry an authorization code, and hosts log errors.
      error: new PorticoError('invalid_response', t('idp.redirectNotRequested'), {
        cause: new Error("The answer's redirect_uri is not the request's address."),
      }),
      message: { key: 'idp.redirectNotRequested' },
    };
  }
  return { kind: 'address', uri: returned };
}

/** For an answer that must name an address (the logout start's, a `prompt=none` start's): none is invalid too. */
export function requiredDestination(requested: string, returned: unknown, t: Translator): Exclude<Destination, { kind: 'none' }> {
  const destination = destinationOf(requested, returned, t);
  return destination.kind === 'none' ? invalidAnswer('The answer has no redirect_uri.') : destination;
}
