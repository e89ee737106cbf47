import { describe, expect, it } from 'vitest';
import {
  PorticoApiError,
  PorticoInvalidCallError,
  PorticoUnreachableError,
} from '../../../../src/core/errors';
import {
  createTranslator,
  describeError,
  errorText,
  formatMessage,
  resolveMessage,
  splitLinks,
} from '../../../../src/ui/i18n/format';
import { MESSAGES, UI_MESSAGES } from '../../../../src/ui/i18n/messages';

const apiError = (error_type: string, error_message = 'Server says no.') =>
  new PorticoApiError({
    status_code: 400,
    error_type,
    error_message,
    error_url: `https://stytch.com/docs/api/errors/400#${error_type}`,
  });

describe('formatMessage', () => {
  it('fills {name} placeholders', () => {
    expect(formatMessage('An email was sent to {email}.', { email: 'a@b.co' })).toBe('An email was sent to a@b.co.');
    expect(formatMessage('{a} and {b} and {a}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('leaves unknown placeholders and templates without values as written', () => {
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
    expect(formatMessage('Hello {name}')).toBe('Hello {name}');
  });

  it('does not expand placeholders inside substituted values', () => {
    expect(formatMessage('{a}', { a: '{b}', b: 'x' })).toBe('{b}');
  });

  it('ignores inherited properties of the values object', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });
});

describe('createTranslator', () => {
  it('returns catalogue texts, formatted', () => {
    const t = createTranslator(undefined, [UI_MESSAGES]);
    expect(t('main.header')).toBe('Sign up or log in');
    expect(t('emailConfirmation.sentTo', { email: 'x@y.io' })).toBe('An email was sent to x@y.io.');
  });

  it('lets `strings` override any key, including error types', () => {
    const t = createTranslator({ 'main.header': 'Willkommen', invalid_email: 'Ungültige E-Mail.' }, [UI_MESSAGES]);
    expect(t('main.header')).toBe('Willkommen');
    expect(t('invalid_email')).toBe('Ungültige E-Mail.');
    expect(t('main.divider')).toBe('or');
  });

  it('formats overrides too', () => {
    const t = createTranslator({ 'emailConfirmation.sentTo': 'Mail an {email} gesendet.' }, [UI_MESSAGES]);
    expect(t('emailConfirmation.sentTo', { email: 'a@b.de' })).toBe('Mail an a@b.de gesendet.');
  });

  it('snapshots overrides and ignores non-string values', () => {
    const strings: Record<string, unknown> = { 'main.header': 'A', 'main.divider': 42 };
    const t = createTranslator(strings as Record<string, string>, [UI_MESSAGES]);
    strings['main.header'] = 'B';
    expect(t('main.header')).toBe('A');
    expect(t('main.divider')).toBe('or');
  });

  it('lookup answers undefined for unknown keys and prototype names; t echoes the key', () => {
    const t = createTranslator(undefined, [UI_MESSAGES]);
    expect(t.lookup('no_such_error')).toBeUndefined();
    expect(t.lookup('toString')).toBeUndefined();
    expect(t('no.such.key' as 'main.header')).toBe('no.such.key');
  });
});

describe('errorText', () => {
  const t = createTranslator(undefined, [UI_MESSAGES]);

  it('maps a known error_type through the catalogue', () => {
    expect(errorText(apiError('invalid_email'), t)).toBe('Email format is invalid.');
    expect(errorText(apiError('otp_code_not_found'), t)).toBe('Invalid passcode, please try again.');
  });

  it('shows the server’s error_message for unknown types', () => {
    expect(errorText(apiError('brand_new_error', 'Something specific happened.'), t)).toBe(
      'Something specific happened.',
    );
  });

  it('uses host overrides for error types', () => {
    const custom = createTranslator({ invalid_email: 'Check the address.' });
    expect(errorText(apiError('invalid_email'), custom)).toBe('Check the address.');
  });

  it('accepts plain API error bodies (duck-typed)', () => {
    expect(errorText({ error_type: 'session_not_found', error_message: 'x' }, t)).toBe('Session not found.');
    expect(errorText({ error_type: 'mystery', error_message: 'Server text.' }, t)).toBe('Server text.');
  });

  it('maps client error codes, falling back to the error message', () => {
    expect(errorText(new PorticoUnreachableError('network_error'), t)).toBe('Unable to contact our servers.');
    const overridden = createTranslator({ network_error: 'Offline?' });
    expect(errorText(new PorticoUnreachableError('network_error'), overridden)).toBe('Offline?');
    expect(errorText(new PorticoInvalidCallError('Invalid call to x\ny must be a string.'), t)).toBe(
      'Invalid call to x\ny must be a string.',
    );
  });

  it('handles plain errors, strings and garbage', () => {
    expect(errorText(new Error('boom'), t)).toBe('boom');
    expect(errorText('plain text', t)).toBe('plain text');
    expect(errorText(undefined, t)).toBe(MESSAGES.unknown_error);
    expect(errorText(null, t)).toBe(MESSAGES.unknown_error);
    expect(errorText(new Error(''), t)).toBe(MESSAGES.unknown_error);
  });

  it('describes errors as data and resolves descriptors later', () => {
    const descriptor = describeError(apiError('brand_new', 'Later text.'));
    expect(descriptor).toEqual({ key: 'brand_new', fallback: 'Later text.' });
    expect(JSON.parse(JSON.stringify(descriptor))).toEqual(descriptor);
    expect(resolveMessage(descriptor, t)).toBe('Later text.');
    expect(resolveMessage({ key: 'idp.missingParameter', values: { param: 'client_id' } }, t)).toBe(
      'Required parameter is missing: client_id. Please reach out to the application developer.',
    );
  });
});

describe('splitLinks', () => {
  it('returns one text segment when there is no URL', () => {
    expect(splitLinks('Email not found.')).toEqual([{ type: 'text', text: 'Email not found.' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('turns https and http URLs into links, trimming sentence punctuation', () => {
    expect(splitLinks('See https://stytch.com/docs/api/errors/400#invalid_email.')).toEqual([
      { type: 'text', text: 'See ' },
      {
        type: 'link',
        href: 'https://stytch.com/docs/api/errors/400#invalid_email',
        text: 'https://stytch.com/docs/api/errors/400#invalid_email',
      },
      { type: 'text', text: '.' },
    ]);
    expect(splitLinks('(http://example.com/a) and https://b.example/x?y=1, done')).toEqual([
      { type: 'text', text: '(' },
      { type: 'link', href: 'http://example.com/a', text: 'http://example.com/a' },
      { type: 'text', text: ') and ' },
      { type: 'link', href: 'https://b.example/x?y=1', text: 'https://b.example/x?y=1' },
      { type: 'text', text: ', done' },
    ]);
  });

  it('keeps balanced parentheses inside a URL', () => {
    const segments = splitLinks('Read https://en.wikipedia.org/wiki/Foo_(bar) now');
    expect(segments[1]).toEqual({
      type: 'link',
      href: 'https://en.wikipedia.org/wiki/Foo_(bar)',
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    '//evil.example/path',
    'ftp://example.com/file',
  ])('never makes a link of %s', (text) => {
    const segments = splitLinks(`Click ${text} now`);
    expect(segments).toEqual([{ type: 'text', text: `Click ${text} now` }]);
  });

  it('only ever produces http(s) hrefs even when schemes are chained', () => {
    const segments = splitLinks('javascript:https://evil.example/');
    for (const segment of segments) {
      if (segment.type === 'link') expect(segment.href).toMatch(/^https?:\/\//);
    }
    expect(segments.map((s) => (s.type === 'link' ? s.text : s.text)).join('')).toBe('javascript:https://evil.example/');
  });

  it('does not link a scheme without a host', () => {
    expect(splitLinks('broken https:// link')).toEqual([{ type: 'text', text: 'broken https:// link' }]);
  });

  it('keeps all the original text across segments', () => {
    const text = 'a https://x.io b http://y.io/c. d';
    expect(splitLinks(text).map((s) => s.text).join('')).toBe(text);
  });
});
