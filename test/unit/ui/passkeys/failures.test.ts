/** What a failed registration shows (src/ui/flows/passkeys/failures.ts, docs/behaviour.md §8.2). */
import { describe, expect, it } from 'vitest';
import { PorticoApiError } from '../../../../src/core';
import { registrationFailure } from '../../../../src/ui/flows/passkeys/failures';

const api = (type: string, status = 409) =>
  new PorticoApiError({ status_code: status, error_type: type, error_message: type, error_url: '', request_id: 'r' });

/** What @simplewebauthn/browser throws when the authenticator already holds a credential of the account. */
function previouslyRegistered(): Error {
  const error = new Error('The authenticator was previously registered', { cause: new DOMException('x', 'InvalidStateError') });
  return Object.assign(error, { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' });
}

describe('registrationFailure', () => {
  it('a duplicate, from the provider or from the authenticator, is the duplicate message', () => {
    expect(registrationFailure(api('duplicate_webauthn_registration'))).toEqual({ message: { key: 'passkey_duplicate' }, field: false });
    expect(registrationFailure(previouslyRegistered())).toEqual({ message: { key: 'passkey_duplicate' }, field: false });
  });

  it("anything else (a closed prompt, a failed user verification, a server error) is 'not created'", () => {
    for (const error of [new DOMException('x', 'NotAllowedError'), api('internal_server_error', 500), new Error('?')]) {
      expect(registrationFailure(error)).toEqual({ message: { key: 'passkey_not_created' }, field: false });
    }
  });
});
