// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WALLET_OPTIONS } from '../../../../src/ui/config/config-types';
import { AnnouncedWalletIcon, WALLET_ICONS, WalletEntryIcon } from '../../../../src/ui/flows/crypto/wallets/wallet-icons';
import { WALLET_INSTALL_LINKS } from '../../../../src/ui/flows/crypto/wallets/install-links';

afterEach(cleanup);

const DATA_ICON = 'data:image/png;base64,iVBORw0KGgo=';

describe('wallet icons', () => {
  it.each(WALLET_OPTIONS)('%s has a decorative SVG of the requested size', (option) => {
    const Icon = WALLET_ICONS[option];
    const { container } = render(<Icon size={24} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(svg?.querySelectorAll('path, circle, rect, ellipse').length).toBeGreaterThan(0);
  });

  it('the options do not share a drawing', () => {
    const drawings = WALLET_OPTIONS.map((option) => {
      const Icon = WALLET_ICONS[option];
      return render(<Icon />).container.innerHTML;
    });
    expect(new Set(drawings).size).toBe(WALLET_OPTIONS.length);
  });

  it('an announced icon renders as a decorative <img> only for data:image/ URIs', () => {
    const { container, rerender } = render(<AnnouncedWalletIcon src={DATA_ICON} size={20} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(DATA_ICON);
    expect(img?.getAttribute('alt')).toBe('');
    for (const src of ['https://tracker.example/i.png', 'javascript:alert(1)', 'data:text/html,<b>', ' data:image/png;base64,x', undefined]) {
      rerender(<AnnouncedWalletIcon src={src} />);
      expect(container.innerHTML).toBe('');
    }
  });

  it('an entry shows its option glyph, its announced icon, or its chain glyph', () => {
    const base = { id: 'eip6963:io.rabby', option: null, name: 'Rabby', chain: 'ethereum' as const, installed: true };
    const withIcon = render(<WalletEntryIcon entry={{ ...base, icon: DATA_ICON }} />).container;
    expect(withIcon.querySelector('img')?.getAttribute('src')).toBe(DATA_ICON);
    const without = render(<WalletEntryIcon entry={base} />).container;
    const ethereum = render(<WALLET_ICONS.GenericEthereumWallet />).container;
    expect(without.innerHTML).toBe(ethereum.innerHTML);
    const option = render(<WalletEntryIcon entry={{ ...base, id: 'Phantom', option: 'Phantom', chain: 'solana' }} />).container;
    expect(option.innerHTML).toBe(render(<WALLET_ICONS.Phantom />).container.innerHTML);
  });
});

describe('install links', () => {
  it.each(WALLET_OPTIONS)('%s links to an https page or to nothing', (option) => {
    const link = WALLET_INSTALL_LINKS[option];
    if (link === null) return;
    expect(new URL(link).protocol).toBe('https:');
  });
});
