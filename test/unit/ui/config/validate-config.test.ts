import { describe, expect, it } from 'vitest';
import { PorticoInvalidCallError } from '../../../../src/core/errors';
import { InvalidConfigError, isValidLoginConfig, validateLoginConfig } from '../../../../src/ui/config/validate-config';

const messageOf = (config: unknown, method?: string): string => {
  try {
    validateLoginConfig(config, method);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect(error).toBeInstanceOf(PorticoInvalidCallError);
    return (error as Error).message;
  }
  throw new Error('expected validateLoginConfig to throw');
};

describe('validateLoginConfig', () => {
  it('fills in the documented defaults (docs/behaviour.md §3.1)', () => {
    const config = validateLoginConfig({ products: ['emailMagicLinks'] });
    expect(config).toEqual({
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginExpirationMinutes: 30, signupExpirationMinutes: 30, createUserAsPending: false },
      otpOptions: { methods: [], expirationMinutes: 5 },
      oauthOptions: { providers: [] },
      passwordOptions: {},
      sessionOptions: { sessionDurationMinutes: 30 },
      enableShadowDOM: false,
    });
  });

  it('keeps host values and deduplicates products', () => {
    const config = validateLoginConfig({
      products: ['otp', 'oauth', 'otp', 'passkeys'],
      otpOptions: { methods: ['sms', 'whatsapp', 'sms'], expirationMinutes: 10, locale: 'es' },
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true, position: 'floating' }, { type: 'github', custom_scopes: ['repo'] }],
        loginRedirectURL: 'https://app.example/login',
      },
      emailMagicLinksOptions: { domainHint: 'mail.example', createUserAsPending: true },
      sessionOptions: { sessionDurationMinutes: 60 },
      enableShadowDOM: true,
      somethingElse: 'ignored',
    });
    expect(config.products).toEqual(['otp', 'oauth', 'passkeys']);
    expect(config.otpOptions).toEqual({ methods: ['sms', 'whatsapp'], expirationMinutes: 10, locale: 'es' });
    expect(config.oauthOptions.providers).toEqual([
      { type: 'google', one_tap: true, position: 'floating' },
      { type: 'github', custom_scopes: ['repo'] },
    ]);
    expect(config.emailMagicLinksOptions.createUserAsPending).toBe(true);
    expect(config.emailMagicLinksOptions.domainHint).toBe('mail.example');
    expect(config.sessionOptions.sessionDurationMinutes).toBe(60);
    expect(config.enableShadowDOM).toBe(true);
    expect(config).not.toHaveProperty('somethingElse');
  });

  it.each<[string, unknown, string]>([
    ['config not an object', 'nope', 'config must be an object.'],
    ['config null', null, 'config must be an object.'],
    ['products missing', {}, 'config.products must be an array of strings.'],
    ['products not strings', { products: ['otp', 3] }, 'config.products must be an array of strings.'],
    ['products a string', { products: 'otp' }, 'config.products must be an array of strings.'],
    [
      'string option',
      { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 5 } },
      'config.emailMagicLinksOptions.loginRedirectURL must be a string.',
    ],
    [
      'number option',
      { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginExpirationMinutes: '30' } },
      'config.emailMagicLinksOptions.loginExpirationMinutes must be a number.',
    ],
    [
      'NaN number',
      { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: Number.NaN } },
      'config.otpOptions.expirationMinutes must be a number.',
    ],
    [
      'boolean option',
      { products: ['emailMagicLinks'], emailMagicLinksOptions: { createUserAsPending: 'yes' } },
      'config.emailMagicLinksOptions.createUserAsPending must be a boolean.',
    ],
    ['enableShadowDOM', { products: [], enableShadowDOM: 1 }, 'config.enableShadowDOM must be a boolean.'],
    ['object option', { products: [], sessionOptions: [] }, 'config.sessionOptions must be an object.'],
    [
      'session duration',
      { products: [], sessionOptions: { sessionDurationMinutes: '30' } },
      'config.sessionOptions.sessionDurationMinutes must be a number.',
    ],
    [
      'session duration zero',
      { products: [], sessionOptions: { sessionDurationMinutes: 0 } },
      'config.sessionOptions.sessionDurationMinutes must be a positive whole number (got 0).',
    ],
    [
      'session duration negative',
      { products: [], sessionOptions: { sessionDurationMinutes: -30 } },
      'config.sessionOptions.sessionDurationMinutes must be a positive whole number (got -30).',
    ],
    [
      'session duration not whole',
      { products: [], sessionOptions: { sessionDurationMinutes: 1.5 } },
      'config.sessionOptions.sessionDurationMinutes must be a positive whole number (got 1.5).',
    ],
    ['otp without options', { products: ['otp'] }, 'config.otpOptions must be an object.'],
    ['otp without methods', { products: ['otp'], otpOptions: {} }, 'config.otpOptions.methods must be an array of strings.'],
    [
      'password option',
      { products: ['passwords'], passwordOptions: { resetPasswordExpirationMinutes: true } },
      'config.passwordOptions.resetPasswordExpirationMinutes must be a number.',
    ],
    [
      'custom scopes',
      { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', custom_scopes: 'email' }] } },
      'config.oauthOptions.providers[0].custom_scopes must be an array of strings.',
    ],
    [
      'provider params',
      { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', provider_params: { prompt: 1 } }] } },
      'config.oauthOptions.providers[0].provider_params.prompt must be a string.',
    ],
    [
      'provider type',
      { products: ['oauth'], oauthOptions: { providers: [{ one_tap: true }] } },
      'config.oauthOptions.providers[0].type must be a string.',
    ],
    [
      'provider not an object',
      { products: ['oauth'], oauthOptions: { providers: ['google'] } },
      'config.oauthOptions.providers[0] must be an object.',
    ],
  ])('%s', (_name, config, problem) => {
    expect(messageOf(config)).toBe(`Invalid call to mountLogin\n${problem}`);
  });

  it('names the entry point in the message', () => {
    expect(messageOf({ products: 7 }, 'mountResetPassword')).toBe(
      'Invalid call to mountResetPassword\nconfig.products must be an array of strings.',
    );
  });

  it('rejects unknown products, methods, providers and positions with the allowed values', () => {
    expect(messageOf({ products: ['emailMagicLinks', 'sso'] })).toBe(
      'Invalid call to mountLogin\nconfig.products[1] must be one of: emailMagicLinks, otp, oauth, crypto, passwords, passkeys (got "sso").',
    );
    expect(messageOf({ products: ['otp'], otpOptions: { methods: ['pigeon'] } })).toBe(
      'Invalid call to mountLogin\nconfig.otpOptions.methods[0] must be one of: sms, whatsapp, email (got "pigeon").',
    );
    expect(messageOf({ products: ['oauth'], oauthOptions: { providers: [{ type: 'myspace' }] } })).toMatch(
      /^Invalid call to mountLogin\nconfig\.oauthOptions\.providers\[0\]\.type must be one of: google, microsoft, .*yahoo \(got "myspace"\)\.$/,
    );
    expect(
      messageOf({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google', position: 'top' }] } }),
    ).toBe(
      'Invalid call to mountLogin\nconfig.oauthOptions.providers[0].position must be one of: embedded, floating (got "top").',
    );
  });

  it('exposes the failing field', () => {
    try {
      validateLoginConfig({ products: ['otp'], otpOptions: { methods: ['sms'], locale: 3 } });
    } catch (error) {
      expect((error as InvalidConfigError).field).toBe('config.otpOptions.locale');
      expect((error as InvalidConfigError).method).toBe('mountLogin');
    }
    expect.assertions(2);
  });

  it('isValidLoginConfig', () => {
    expect(isValidLoginConfig({ products: ['passwords'] })).toBe(true);
    expect(isValidLoginConfig({ products: ['nope'] })).toBe(false);
  });
});
