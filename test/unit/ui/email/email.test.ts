import { describe, expect, it } from 'vitest';
import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  emailDomain,
  isValidEmail,
} from '../../../../src/ui/email/email-validation';
import {
  gmailUrl,
  inboxLinks,
  normalizeDomain,
  outlookUrl,
  senderDomain,
  yahooUrl,
} from '../../../../src/ui/flows/magic-link/inbox-links';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', 'x_y@mail.example.museum', "o'neil@example.ie"])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'plain',
    'no-at.example.com',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.123',
    'user@@example.com',
    'us er@example.com',
    'user@exa mple.com',
    ' user@example.com',
    'user@example.com ',
    'user@.com',
    'user@example..com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('uses the server limits: 254 characters in all, 64 in the local part', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(EMAIL_LOCAL_PART_MAX_LENGTH).toBe(64);
  });

  it('refuses a 5,000-character address', () => {
    const email = `${'a'.repeat(4988)}@example.com`;
    expect(email).toHaveLength(5000);
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts a 64-character local part and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('accepts 254 characters in all and refuses 255', () => {
    // A 64-character local part, '@', labels of 63, 63 and n characters, '.com'.
    const address = (total: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(total - 197)}.com`;
    expect(address(254)).toHaveLength(254);
    expect(address(255)).toHaveLength(255);
    expect(isValidEmail(address(254))).toBe(true);
    expect(isValidEmail(address(255))).toBe(false);
  });

  it.each([
    ['U+0000', 'ada\u0000@example.com'],
    ['U+0001', 'ada\u0001@example.com'],
    ['U+001F', 'ada@exam\u001fple.com'],
    ['U+007F', 'ada\u007f@example.com'],
    ['a tab', 'ada\t@example.com'],
    ['a newline', 'ada@example.com\n'],
    ['a no-break space', 'ada\u00a0lovelace@example.com'],
    ['a line separator', 'ada@example.com\u2028'],
    ['angle brackets', '<ada@example.com>'],
    ['a display name', 'Ada <ada@example.com>'],
    ['a "<" in the domain', 'ada@exa<mple.com'],
    ['a quoted local part', '"ada lovelace"@example.com'],
    ['a double quote', 'ada"@example.com'],
  ])('refuses %s', (_label, email) => expect(isValidEmail(email)).toBe(false));

  it('extracts the domain', () => {
    expect(emailDomain('A@Example.COM')).toBe('example.com');
    expect(emailDomain('nope')).toBeUndefined();
  });
});

describe('senderDomain', () => {
  it('prefers the domain hint', () => {
    expect(senderDomain('mail.example.com', ['other.example'])).toBe('mail.example.com');
    expect(senderDomain('@Mail.Example.com', [])).toBe('mail.example.com');
  });

  it('falls back to the single bootstrap domain', () => {
    expect(senderDomain(undefined, ['stytch.example'])).toBe('stytch.example');
  });

  it('is unknown with zero or several bootstrap domains', () => {
    expect(senderDomain(undefined, [])).toBeUndefined();
    expect(senderDomain(undefined, ['a.example', 'b.example'])).toBeUndefined();
    expect(senderDomain(null, null)).toBeUndefined();
  });

  it('treats anything that is not a host name as unknown', () => {
    expect(normalizeDomain('evil.example/#x')).toBeUndefined();
    expect(normalizeDomain('a b.com')).toBeUndefined();
    expect(senderDomain('javascript:alert(1)', ['ok.example'])).toBe('ok.example');
  });
});

describe('inbox links', () => {
  it('limit the search to the sender domain when known', () => {
    expect(gmailUrl('example.com')).toBe('https://mail.google.com/mail/u/0/#search/from%3A%40example.com+in%3Aanywhere');
    expect(yahooUrl('example.com')).toBe('https://mail.yahoo.com/d/search/keyword=from%253Aexample.com');
    expect(outlookUrl('example.com')).toBe('https://outlook.live.com/mail/0/inbox');
  });

  it('open the plain inbox without a domain', () => {
    expect(gmailUrl()).toBe('https://mail.google.com/mail/u/0/');
    expect(yahooUrl(undefined)).toBe('https://mail.yahoo.com/');
    expect(outlookUrl()).toBe('https://outlook.live.com/mail/0/inbox');
  });

  it('come as Gmail, Yahoo, Outlook, all https', () => {
    const links = inboxLinks('example.com');
    expect(links.map((l) => l.provider)).toEqual(['gmail', 'yahoo', 'outlook']);
    for (const link of links) expect(new URL(link.href).protocol).toBe('https:');
  });
});
