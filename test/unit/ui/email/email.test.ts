import { describe, expect, it } from 'vitest';
import { emailDomain, isValidEmail } from '../../../../src/ui/email/email-validation';
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
