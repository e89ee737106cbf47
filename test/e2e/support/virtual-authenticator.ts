/**
 * A CDP virtual authenticator (docs/testing.md, "The browser"):
 * by default a platform passkey provider that keeps credentials on the device
 * and verifies the user without a prompt; `options` change that (e.g.
 * `isUserVerified: false` fails user verification).
 */
import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/** Options of `WebAuthn.addVirtualAuthenticator` that tests change. */
export interface VirtualAuthenticatorOptions {
  hasResidentKey?: boolean;
  hasUserVerification?: boolean;
  isUserVerified?: boolean;
  automaticPresenceSimulation?: boolean;
}

export async function addVirtualAuthenticator(page: Page, options: VirtualAuthenticatorOptions = {}): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      ...options,
    },
  });
  return { cdp, authenticatorId };
}

/** A credential the authenticator holds, ids as base64url (as the page and the Signal API see them). */
export interface StoredCredential {
  credentialId: string;
  userHandle: string;
  rpId: string;
  signCount: number;
}

/** The credentials the authenticator holds (CDP gives standard base64; converted to base64url). */
export async function storedCredentials({ cdp, authenticatorId }: VirtualAuthenticator): Promise<StoredCredential[]> {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  const url = (b64: string | undefined) => Buffer.from(b64 ?? '', 'base64').toString('base64url');
  return credentials.map((c) => ({
    credentialId: url(c.credentialId),
    userHandle: url(c.userHandle),
    rpId: c.rpId ?? '',
    signCount: c.signCount,
  }));
}
