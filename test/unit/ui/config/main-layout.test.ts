import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS, WALLET_DISPLAY_ORDER, type OAuthProviderConfig } from '../../../../src/ui/config/config-types';
import {
  buildTabs,
  mainLayout,
  maxWalletsOnMain,
  oneTapLayout,
  splitWallets,
  type MainBlock,
  type MainLayoutConfig,
} from '../../../../src/ui/config/main-layout';
import { MESSAGES } from '../../../../src/ui/i18n/messages';

const noAutofill = { browserSupportsAutofill: false };
const kinds = (blocks: MainBlock[]) => blocks.map((b) => b.kind);
const providers = (...types: OAuthProviderConfig['type'][]): OAuthProviderConfig[] => types.map((type) => ({ type }));

describe('config errors', () => {
  it('refuses passkeys as the only product', () => {
    const layout = mainLayout({ products: ['passkeys'] }, noAutofill);
    expect(layout.configError).toBe('main.error.passkeysAlone');
    expect(MESSAGES[layout.configError!]).toBe(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    expect(layout.blocks).toEqual([]);
  });

  it('refuses magic links together with email OTP', () => {
    const layout = mainLayout(
      { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } },
      noAutofill,
    );
    expect(layout.configError).toBe('main.error.emlAndEmailOtp');
    expect(MESSAGES[layout.configError!]).toBe('Error: Cannot use both EML and Email OTP');
    expect(layout.blocks).toEqual([]);
  });

  it('allows magic links with SMS-only OTP, and passkeys with another product', () => {
    expect(
      mainLayout({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }, noAutofill).configError,
    ).toBeNull();
    expect(mainLayout({ products: ['passkeys', 'crypto'] }, noAutofill).configError).toBeNull();
  });
});

describe('block order and dividers', () => {
  it('puts OAuth and crypto first, then the form, with "or" between blocks', () => {
    const layout = mainLayout(
      { products: ['emailMagicLinks', 'crypto', 'oauth'], oauthOptions: { providers: providers('google') } },
      noAutofill,
    );
    expect(kinds(layout.blocks)).toEqual(['oauth', 'divider', 'crypto', 'divider', 'form']);
  });

  it('has no divider around a single block', () => {
    expect(kinds(mainLayout({ products: ['emailMagicLinks'] }, noAutofill).blocks)).toEqual(['form']);
  });

  it('skips OAuth without providers', () => {
    const layout = mainLayout({ products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [] } }, noAutofill);
    expect(kinds(layout.blocks)).toEqual(['form']);
  });
});

describe('passkey button', () => {
  it('comes first when autofill is unsupported', () => {
    const layout = mainLayout({ products: ['emailMagicLinks', 'passkeys'] }, noAutofill);
    expect(kinds(layout.blocks)).toEqual(['passkey', 'divider', 'form']);
    expect(layout.passkeyAutofill).toBe(false);
  });

  it('is replaced by autofill when supported and an email-based form exists', () => {
    const layout = mainLayout({ products: ['passwords', 'passkeys'] }, { browserSupportsAutofill: true });
    expect(kinds(layout.blocks)).toEqual(['form']);
    expect(layout.passkeyAutofill).toBe(true);
  });

  it('stays when autofill is supported but the only form is phone-based', () => {
    const layout = mainLayout(
      { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } },
      { browserSupportsAutofill: true },
    );
    expect(kinds(layout.blocks)).toEqual(['passkey', 'divider', 'form']);
    expect(layout.passkeyAutofill).toBe(false);
  });

  it('is absent without the passkeys product', () => {
    expect(kinds(mainLayout({ products: ['emailMagicLinks'] }, noAutofill).blocks)).not.toContain('passkey');
  });
});

describe('tabs', () => {
  it('are built from products in order, labelled Text, WhatsApp and Email', () => {
    const config: MainLayoutConfig = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } };
    const tabs = buildTabs(config);
    expect(tabs.map((t) => t.id)).toEqual(['sms', 'whatsapp', 'emailOtp']);
    expect(tabs.map((t) => MESSAGES[t.labelKey])).toEqual(['Text', 'WhatsApp', 'Email']);
  });

  it('label the magic link tab Email', () => {
    const tabs = buildTabs({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['whatsapp'] } });
    expect(tabs.map((t) => [t.id, MESSAGES[t.labelKey]])).toEqual([
      ['emailMagicLink', 'Email'],
      ['whatsapp', 'WhatsApp'],
    ]);
  });

  it('merge the email tabs into one password tab when passwords are configured', () => {
    const tabs = buildTabs({ products: ['otp', 'emailMagicLinks', 'passwords'], otpOptions: { methods: ['sms'] } });
    expect(tabs).toEqual([
      { id: 'sms', labelKey: 'main.tab.sms' },
      { id: 'password', labelKey: 'main.tab.password', passwordlessAlternative: 'emailMagicLink' },
    ]);
    expect(MESSAGES['main.tab.password']).toBe('Email');
  });

  it('offer email OTP as the password alternative, or none', () => {
    expect(buildTabs({ products: ['passwords', 'otp'], otpOptions: { methods: ['email', 'sms'] } })).toEqual([
      { id: 'password', labelKey: 'main.tab.password', passwordlessAlternative: 'emailOtp' },
      { id: 'sms', labelKey: 'main.tab.sms' },
    ]);
    expect(buildTabs({ products: ['passwords'] })).toEqual([
      { id: 'password', labelKey: 'main.tab.password', passwordlessAlternative: null },
    ]);
  });

  it('are shown only when there is more than one', () => {
    const single = mainLayout({ products: ['emailMagicLinks'] }, noAutofill).blocks[0];
    expect(single).toMatchObject({ kind: 'form', showTabs: false });
    const multi = mainLayout({ products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }, noAutofill).blocks[0];
    expect(multi).toMatchObject({ kind: 'form', showTabs: true });
  });
});

describe('wallet buttons', () => {
  it('allow at most 6 − OAuth providers − 1 on Main', () => {
    expect(maxWalletsOnMain(0)).toBe(5);
    expect(maxWalletsOnMain(2)).toBe(3);
    expect(maxWalletsOnMain(5)).toBe(0);
    expect(maxWalletsOnMain(9)).toBe(0);
  });

  it('splitWallets: the one split Main, its wallet block and the other-wallet screen use, for any order', () => {
    const discovered = ['eip6963:io.rabby', 'Phantom', 'Metamask', 'Coinbase'];
    const withOAuth: MainLayoutConfig = { products: ['oauth', 'crypto'], oauthOptions: { providers: providers('google', 'apple', 'github') } };
    expect(splitWallets(discovered, withOAuth)).toEqual({ onMain: ['eip6963:io.rabby', 'Phantom'], others: ['Metamask', 'Coinbase'] });
    // OAuth providers count only when the oauth product is on.
    expect(splitWallets(discovered, { ...withOAuth, products: ['crypto'] })).toEqual({ onMain: discovered, others: [] });
    const fiveProviders: MainLayoutConfig = { products: ['oauth', 'crypto'], oauthOptions: { providers: providers('google', 'apple', 'github', 'gitlab', 'discord') } };
    expect(splitWallets(discovered, fiveProviders)).toEqual({ onMain: [], others: discovered });
    // Main's layout splits the display order with it.
    const crypto = mainLayout(withOAuth, noAutofill).blocks.find((b) => b.kind === 'crypto');
    const split = splitWallets(WALLET_DISPLAY_ORDER, withOAuth);
    expect(crypto).toMatchObject({ wallets: split.onMain, otherWallets: split.others });
  });

  it('move the rest behind "Continue with other Crypto Wallet"', () => {
    const layout = mainLayout(
      { products: ['oauth', 'crypto'], oauthOptions: { providers: providers('google', 'apple', 'github') } },
      noAutofill,
    );
    const crypto = layout.blocks.find((b) => b.kind === 'crypto');
    expect(crypto).toEqual({
      kind: 'crypto',
      wallets: WALLET_DISPLAY_ORDER.slice(0, 2),
      otherWallets: WALLET_DISPLAY_ORDER.slice(2),
      showOtherWalletsButton: true,
    });
    expect(MESSAGES['main.otherCryptoWallets']).toBe('Continue with other Crypto Wallet');
  });

  it('without OAuth, five wallets fit and the generic ones go behind the button', () => {
    const crypto = mainLayout({ products: ['crypto'] }, noAutofill).blocks[0];
    expect(crypto).toMatchObject({
      kind: 'crypto',
      wallets: ['Metamask', 'Coinbase', 'Phantom', 'Binance', 'Vessel'],
      otherWallets: ['GenericEthereumWallet', 'GenericSolanaWallet'],
    });
  });

  it('hide the other-wallet button when every wallet fits', () => {
    const crypto = mainLayout({ products: ['crypto'] }, { browserSupportsAutofill: false, wallets: ['Phantom', 'Metamask'] })
      .blocks[0];
    expect(crypto).toEqual({ kind: 'crypto', wallets: ['Phantom', 'Metamask'], otherWallets: [], showOtherWalletsButton: false });
  });

  it('ignore OAuth providers when the oauth product is not configured', () => {
    const crypto = mainLayout(
      { products: ['crypto'], oauthOptions: { providers: providers('google', 'apple', 'github', 'gitlab') } },
      noAutofill,
    ).blocks[0];
    expect(crypto).toMatchObject({ wallets: WALLET_DISPLAY_ORDER.slice(0, 5) });
  });
});

describe('One Tap', () => {
  it('applies to a single Google provider with one_tap', () => {
    const google: OAuthProviderConfig = { type: 'google', one_tap: true };
    expect(oneTapLayout([google, { type: 'apple' }])).toEqual({
      provider: google,
      position: 'embedded',
      cancelOnTapOutside: true,
    });
    expect(oneTapLayout([{ ...google, position: 'floating', cancel_on_tap_outside: false }])).toMatchObject({
      position: 'floating',
      cancelOnTapOutside: false,
    });
  });

  it('does not apply without one_tap or with two Google entries', () => {
    expect(oneTapLayout(providers('google'))).toBeNull();
    expect(oneTapLayout([{ type: 'google', one_tap: true }, { type: 'google' }])).toBeNull();
  });

  it('is carried on the OAuth block', () => {
    const layout = mainLayout(
      { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } },
      noAutofill,
    );
    expect(layout.blocks[0]).toMatchObject({ kind: 'oauth', oneTap: { position: 'embedded' } });
  });
});

it('knows the 19 social providers', () => {
  expect(OAUTH_PROVIDERS).toHaveLength(19);
  expect(new Set(OAUTH_PROVIDERS).size).toBe(19);
});
