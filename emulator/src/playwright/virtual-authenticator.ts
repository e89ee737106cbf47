/**
 * Chromium's virtual authenticator over the DevTools protocol, for passkey
 * tests (docs/testing.md, "The browser"): a CTAP2 platform authenticator with
 * resident keys and user verification, so registration and sign-in are real
 * ceremonies the emulator verifies. Chromium only: the DevTools `WebAuthn`
 * domain does not exist in Firefox or WebKit.
 */
import type { CDPSession, Page } from '@playwright/test';

/** Options of `WebAuthn.addVirtualAuthenticator` a test may change. */
export interface VirtualAuthenticatorOptions {
  /** Default true: passkeys (discoverable credentials) are stored. */
  hasResidentKey?: boolean;
  /** Default true. */
  hasUserVerification?: boolean;
  /** Default true; false makes every ceremony that requires user verification fail with `NotAllowedError`. */
  isUserVerified?: boolean;
  /** Default true: the "touch" happens by itself, no prompt. */
  automaticPresenceSimulation?: boolean;
}

/** A credential the authenticator holds; ids in base64url, as the page and the provider see them. */
export interface StoredCredential {
  credentialId: string;
  userHandle: string;
  rpId: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  readonly authenticatorId: string;
  /** The credentials it holds now. */
  credentials(): Promise<StoredCredential[]>;
  /** Removes it from the page: later ceremonies find no authenticator. */
  remove(): Promise<void>;
}

/**
 * Adds a virtual authenticator to `page` (it stays through navigations and
 * reloads of that page). Without one, `navigator.credentials.create()` in
 * headless Chromium waits until the test times out.
 */
export async function addVirtualAuthenticator(page: Page, options: VirtualAuthenticatorOptions = {}): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: options.hasUserVerification ?? true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  });
  // CDP gives ids in standard base64; WebAuthn and the provider use base64url.
  const base64url = (b64: string | undefined) => Buffer.from(b64 ?? '', 'base64').toString('base64url');
  return {
    authenticatorId,
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials.map((c) => ({
        credentialId: base64url(c.credentialId),
        userHandle: base64url(c.userHandle),
        rpId: c.rpId ?? '',
        signCount: c.signCount,
      }));
    },
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}
