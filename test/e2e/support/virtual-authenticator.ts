/**
 * A CDP virtual authenticator (../shared/docs/browser-testing.md "Passkeys"):
 * a platform passkey provider that keeps credentials on the device and
 * verifies the user without a prompt.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
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
    },
  });
  return { cdp, authenticatorId };
}
