/**
 * The gallery's browser wallets. Its scenarios share one page, and the
 * widget's wallet discovery is page-wide: wallets installed on the real
 * `window` for one scenario would show in every other scenario's buttons (and
 * change their order). So each widget gets its own discovery
 * (`WalletDiscoveryContext`, src/ui/flows/crypto/use-wallets.ts), the real
 * one, over a fake browser window of its own holding only the wallets its
 * scenario names; the viewer's own extensions never show either.
 *
 * The fake wallets are what an extension injects: MetaMask's
 * `window.ethereum`, Phantom's `window.phantom.solana`, and wallets that
 * announce themselves by EIP-6963 when asked. None of their prompts is ever
 * answered: the visitor is still looking at it (CryptoConnect,
 * CryptoSignMessage).
 */
import { discoverWallets, type Discovery } from '../../src/ui/flows/crypto/wallets/discovery';

export interface AnnouncedWallet {
  name: string;
  /** Reverse DNS id (`com.example.wallet`): none of the configured options. */
  rdns: string;
  /** A `data:image/` URI, as EIP-6963 asks. */
  icon: string;
}

export interface GalleryWallets {
  /** `window.ethereum` as MetaMask injects it. */
  metamask?: boolean;
  /** `window.phantom.solana` as Phantom injects it. */
  phantom?: boolean;
  /** Wallets that answer `eip6963:requestProvider` with their announcement. */
  announced?: readonly AnnouncedWallet[];
}

/** A wallet prompt the visitor has not answered yet. */
const unanswered = (): Promise<never> => new Promise<never>(() => {});

const pendingEthereumProvider = (flags: Record<string, boolean> = {}) => ({ ...flags, request: unanswered });

/** A fresh fake window with `wallets` installed, and the real discovery over it. */
export function discoverGalleryWallets(wallets: GalleryWallets = {}): Discovery {
  const page = new EventTarget();
  if (wallets.metamask === true) Object.assign(page, { ethereum: pendingEthereumProvider({ isMetaMask: true }) });
  if (wallets.phantom === true) {
    Object.assign(page, { phantom: { solana: { isPhantom: true, connect: unanswered, signMessage: unanswered } } });
  }
  for (const { name, rdns, icon } of wallets.announced ?? []) {
    const provider = pendingEthereumProvider();
    // Deterministic ids: the same page on every load.
    const info = { uuid: `gallery-${rdns}`, name, icon, rdns };
    page.addEventListener('eip6963:requestProvider', () => {
      page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    });
  }
  // discoverWallets reads globals and listens for events: all an EventTarget with the globals needs.
  return discoverWallets(page as unknown as Window);
}
