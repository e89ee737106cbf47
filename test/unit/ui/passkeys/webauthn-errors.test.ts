/** How a failed WebAuthn ceremony is read (src/ui/flows/passkeys/webauthn-errors.ts, docs/behaviour.md §2.6, §8). */
import { WebAuthnError, type WebAuthnErrorCode } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { PorticoApiError, PorticoError } from '../../../../src/core';
import { classifyWebAuthnError, type WebAuthnFailureKind } from '../../../../src/ui/flows/passkeys/webauthn-errors';

/** As the library builds it: its name is its cause's unless given. */
const webAuthnError = (code: WebAuthnErrorCode, causeName: string) =>
  new WebAuthnError({ message: code, code, cause: new DOMException('x', causeName) });

const byCode: [WebAuthnErrorCode, string, WebAuthnFailureKind][] = [
  ['ERROR_CEREMONY_ABORTED', 'AbortError', 'aborted'],
  ['ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'NotAllowedError', 'cancelled'],
  ['ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', 'InvalidStateError', 'duplicate'],
  ['ERROR_INVALID_DOMAIN', 'SecurityError', 'failed'],
  ['ERROR_INVALID_RP_ID', 'SecurityError', 'failed'],
  ['ERROR_INVALID_USER_ID_LENGTH', 'TypeError', 'failed'],
  ['ERROR_MALFORMED_PUBKEYCREDPARAMS', 'NotSupportedError', 'failed'],
  ['ERROR_AUTHENTICATOR_GENERAL_ERROR', 'UnknownError', 'failed'],
  ['ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT', 'ConstraintError', 'failed'],
  ['ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT', 'ConstraintError', 'failed'],
  ['ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG', 'NotSupportedError', 'failed'],
  ['ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE', 'ConstraintError', 'failed'],
  ['ERROR_SIGNAL_INVALID_ARGUMENT', 'TypeError', 'failed'],
];

describe('classifyWebAuthnError', () => {
  it.each(byCode)("the library's %s (cause %s) is %s", (code, causeName, kind) => {
    expect(classifyWebAuthnError(webAuthnError(code, causeName))).toBe(kind);
  });

  it("a passthrough is read by its cause's name", () => {
    expect(classifyWebAuthnError(webAuthnError('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'UnknownError'))).toBe('failed');
  });

  it.each([
    ['AbortError', 'aborted'],
    ['NotAllowedError', 'cancelled'],
    ['InvalidStateError', 'duplicate'],
    ['SecurityError', 'failed'],
    ['UnknownError', 'failed'],
    ['constructor', 'failed'],
  ] as const)('a DOMException %s passed through is %s', (name, kind) => {
    expect(classifyWebAuthnError(new DOMException('x', name))).toBe(kind);
  });

  it("the provider's refusals, the client's own errors and non-errors are failed", () => {
    const api = new PorticoApiError({ status_code: 409, error_type: 'duplicate_webauthn_registration', error_message: '', error_url: '', request_id: 'r' });
    for (const error of [api, new PorticoError('invalid_response', 'x'), new Error('?'), 'NotAllowedError', null, undefined]) {
      expect(classifyWebAuthnError(error)).toBe('failed');
    }
  });
});
