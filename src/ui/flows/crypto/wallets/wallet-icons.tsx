/**
 * Wallet glyphs: simple filled drawings in each brand's colours, drawn for the
 * widget (not the brands' own artwork), so a visitor recognises their wallet
 * at a glance. Decorative like every icon (`aria-hidden`): the button's text
 * names the wallet. In this flow's chunk, not the first paint.
 */
import type { JSX } from 'react';
import { DEFAULT_ICON_SIZE, Svg, type IconProps } from '../../../components/icons';
import { icon } from '../../../components/icons.styles';
import { cx } from '../../../theme/css';
import type { WalletOption } from '../../../config/config-types';
import { dataImageUri } from './eip6963';
import type { WalletEntry } from './types';

/** An orange fox-like head, ears up, with a darker muzzle. */
export const MetamaskIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path d="M3 3l7 4.5h4L21 3l-1.5 8.5 1 4L15 20l-3-1-3 1-5.5-4.5 1-4z" fill="#F6851B" />
    <path d="M9 14.5h6l.5 5.3L12 19l-3.5.8z" fill="#E2761B" />
    <path d="M3 3l7 4.5-2.5 2zM21 3l-7 4.5 2.5 2z" fill="#CD6116" />
    <path d="M7.5 11.5l2.5.5-1.5 1.5zM16.5 11.5l-2.5.5 1.5 1.5z" fill="#233447" />
    <path d="M11 16.5h2l-1 1z" fill="#161616" />
  </Svg>
);

/** A blue disc with a white ring around a blue square. */
export const CoinbaseIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <circle cx="12" cy="12" r="11" fill="#0052FF" />
    <circle cx="12" cy="12" r="7" fill="#fff" />
    <rect x="9.6" y="9.6" width="4.8" height="4.8" rx="0.7" fill="#0052FF" />
  </Svg>
);

/** A white ghost with a wavy hem on a lavender tile. */
export const PhantomIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <rect width="24" height="24" rx="6" fill="#AB9FF2" />
    <path
      d="M5.5 18V11a6.5 6.5 0 0 1 13 0v7l-1.63-1.5-1.62 1.5-1.63-1.5L12 18l-1.62-1.5L8.75 18l-1.62-1.5z"
      fill="#fff"
    />
    <ellipse cx="10" cy="11" rx="0.9" ry="1.4" fill="#AB9FF2" />
    <ellipse cx="14" cy="11" rx="0.9" ry="1.4" fill="#AB9FF2" />
  </Svg>
);

/** A yellow diamond ringed by four smaller ones. */
export const BinanceIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <g fill="#F0B90B">
      <path d="M12 8.6l3.4 3.4-3.4 3.4L8.6 12z" />
      <path d="M12 1.5l2.7 2.7L12 6.9 9.3 4.2z" />
      <path d="M19.8 9.3l2.7 2.7-2.7 2.7-2.7-2.7z" />
      <path d="M12 17.1l2.7 2.7-2.7 2.7-2.7-2.7z" />
      <path d="M4.2 9.3L6.9 12l-2.7 2.7L1.5 12z" />
    </g>
  </Svg>
);

/** A white sailing boat on a navy disc. */
export const VesselIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <circle cx="12" cy="12" r="11" fill="#1D3557" />
    <path d="M11.2 4.5V14H6.5z" fill="#fff" />
    <path d="M12.5 7l4.5 7h-4.5z" fill="#A8DADC" />
    <path d="M5.5 15.2h13l-2.2 3.3H7.7z" fill="#fff" />
  </Svg>
);

/** The Ethereum diamond: two faceted pyramids in indigo. */
export const EthereumIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path d="M12 2L5.5 12.3 12 16z" fill="#627EEA" />
    <path d="M12 2l6.5 10.3L12 16z" fill="#8FA2F2" />
    <path d="M5.5 13.6L12 17.4V22z" fill="#627EEA" />
    <path d="M18.5 13.6L12 17.4V22z" fill="#8FA2F2" />
  </Svg>
);

/** Solana's three slanted bars, green to purple. */
export const SolanaIcon = (props: IconProps) => (
  <Svg {...props} line={false}>
    <path d="M7 5h13l-3 3.5H4z" fill="#14F195" />
    <path d="M4 10.25h13l3 3.5H7z" fill="#6E8BE0" />
    <path d="M7 15.5h13l-3 3.5H4z" fill="#9945FF" />
  </Svg>
);

export const WALLET_ICONS: Readonly<Record<WalletOption, (props: IconProps) => JSX.Element>> = {
  Metamask: MetamaskIcon,
  Coinbase: CoinbaseIcon,
  Phantom: PhantomIcon,
  Binance: BinanceIcon,
  Vessel: VesselIcon,
  GenericEthereumWallet: EthereumIcon,
  GenericSolanaWallet: SolanaIcon,
};

/**
 * An announced wallet's own icon, only when it is an inline `data:image/` URI
 * (a remote URL would tell a third party who visits); nothing otherwise. An
 * `<img>` runs no script even for SVG.
 */
export function AnnouncedWalletIcon({ src, size = DEFAULT_ICON_SIZE }: IconProps & { src: string | undefined }) {
  const safe = dataImageUri(src);
  if (safe === undefined) return null;
  return <img className={cx(icon)} src={safe} alt="" width={size} height={size} draggable={false} />;
}

/** The icon of a discovered wallet: its option's glyph, its announced icon, or its chain's. */
export function WalletEntryIcon({ entry, size }: IconProps & { entry: WalletEntry }) {
  if (entry.option !== null) {
    const OptionIcon = WALLET_ICONS[entry.option];
    return <OptionIcon size={size} />;
  }
  if (dataImageUri(entry.icon) !== undefined) return <AnnouncedWalletIcon src={entry.icon} size={size} />;
  return entry.chain === 'solana' ? <SolanaIcon size={size} /> : <EthereumIcon size={size} />;
}
