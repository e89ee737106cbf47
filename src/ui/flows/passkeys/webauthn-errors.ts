/**
 * What a failed WebAuthn ceremony means (docs/behaviour.md §2.6 and §8,
 * docs/protocol.md §7.6). `@simplewebauthn/browser` throws a `WebAuthnError`
 * whose `code` says why `navigator.credentials` refused; this reads that code.
 * An error without one of those codes (the library passes some of the
 * browser's `DOMException`s through unchanged) is read by its name.
 *
 * - `aborted`: the ceremony was aborted (the caller's signal, or another
 *   ceremony started; `webauthn.register`/`authenticate` say which).
 * - `cancelled`: the visitor closed the prompt, failed user verification, or
 *   autofill had no passkey to offer (browsers give all three as
 *   `NotAllowedError`).
 * - `duplicate`: the authenticator already holds a credential of the account.
 * - `failed`: anything else (a browser failure, or not a browser error at all:
 *   the provider's refusals and the client's own errors).
 */
import type { WebAuthnErrorCode } from '@simplewebauthn/browser';

export type WebAuthnFailureKind = 'aborted' | 'cancelled' | 'duplicate' | 'failed';

/** `null`: the library passes the browser's error through; its name decides. */
const BY_CODE: Record<WebAuthnErrorCode, WebAuthnFailureKind | null> = {
  ERROR_CEREMONY_ABORTED: 'aborted',
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: null,
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'duplicate',
  ERROR_INVALID_DOMAIN: 'failed',
  ERROR_INVALID_RP_ID: 'failed',
  ERROR_INVALID_USER_ID_LENGTH: 'failed',
  ERROR_MALFORMED_PUBKEYCREDPARAMS: 'failed',
  ERROR_AUTHENTICATOR_GENERAL_ERROR: 'failed',
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: 'failed',
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: 'failed',
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG: 'failed',
  ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE: 'failed',
  ERROR_SIGNAL_INVALID_ARGUMENT: 'failed',
};

export function classifyWebAuthnError(error: unknown): WebAuthnFailureKind {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown };
  if (typeof code === 'string' && Object.prototype.hasOwnProperty.call(BY_CODE, code)) {
    const kind = BY_CODE[code as WebAuthnErrorCode];
    if (kind !== null) return kind;
    // The passthrough's name is its cause's; read the cause when it has one.
    const causeName = typeof cause === 'object' && cause !== null ? (cause as { name?: unknown }).name : undefined;
    return byName(typeof causeName === 'string' ? causeName : name);
  }
  return byName(name);
}

/** The browser's own errors (a `DOMException`, or the library's passthrough, which takes its name). */
function byName(name: unknown): WebAuthnFailureKind {
  switch (name) {
    case 'AbortError':
      return 'aborted';
    case 'NotAllowedError':
      return 'cancelled';
    case 'InvalidStateError':
      return 'duplicate';
    default:
      return 'failed';
  }
}
