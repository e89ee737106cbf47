import { describe, expect, it } from 'vitest';
import { B2B_OAUTH_PROVIDERS as CLIENT_B2B_OAUTH_PROVIDERS } from '../../../../../src/core/b2b/oauth-providers';
import { PorticoInvalidCallError } from '../../../../../src/core/errors';
import { B2B_OAUTH_PROVIDERS } from '../../../../../src/ui/b2b/config/b2b-config-types';
import { validateB2BConfig } from '../../../../../src/ui/b2b/config/validate-b2b-config';
import { InvalidConfigError } from '../../../../../src/ui/config/validate-config';

const discovery = { authFlowType: 'Discovery', products: ['emailMagicLinks'] };

/** The message validateB2BConfig throws for `config`, after checking the error's classes and fields. */
const messageOf = (config: unknown, method = 'mount'): string => {
  try {
    validateB2BConfig(config, method);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect(error).toBeInstanceOf(PorticoInvalidCallError);
    expect((error as InvalidConfigError).method).toBe(method);
    return (error as Error).message;
  }
  throw new Error('expected validateB2BConfig to throw');
};

/** The message for the Discovery config above with `extra` merged in. */
const problemWith = (extra: Record<string, unknown>): string => messageOf({ ...discovery, ...extra });

describe('validateB2BConfig: defaults and normalisation', () => {
  it('fills in every default', () => {
    expect(validateB2BConfig(discovery, 'mount')).toEqual({
      authFlowType: 'Discovery',
      products: ['emailMagicLinks'],
      sessionOptions: { sessionDurationMinutes: 60 },
      emailMagicLinksOptions: {},
      emailOtpOptions: {},
      ssoOptions: {},
      oauthOptions: { providers: [] },
      passwordOptions: {},
      smsOtpOptions: {},
      mfaProductOrder: [],
      mfaProductInclude: null,
      directLoginForSingleMembership: null,
      directCreateOrganizationForNoMembership: false,
      disableCreateOrganization: false,
      organizationSlug: null,
      enableShadowDOM: false,
    });
  });

  it('keeps every host value, deduplicates products and MFA products in order, and fills provider objects', () => {
    const config = validateB2BConfig(
      {
        authFlowType: 'Organization',
        products: ['sso', 'oauth', 'emailOtp', 'sso', 'passwords', 'emailMagicLinks', 'oauth'],
        sessionOptions: { sessionDurationMinutes: 1440 },
        emailMagicLinksOptions: {
          loginRedirectURL: 'https://app.example/login',
          signupRedirectURL: 'https://app.example/signup',
          discoveryRedirectURL: 'http://localhost:3000/discover',
          loginTemplateId: 'login-tpl',
          signupTemplateId: 'signup-tpl',
          domainHint: 'mail.example',
          locale: 'fr',
          loginExpirationMinutes: 15,
          signupExpirationMinutes: 20,
          discoveryExpirationMinutes: 25,
        },
        emailOtpOptions: { loginTemplateId: 'otp-login', signupTemplateId: 'otp-signup', locale: 'es' },
        ssoOptions: {
          loginRedirectURL: 'https://app.example/sso/login',
          signupRedirectURL: 'https://app.example/sso/signup',
          providerParams: { prompt: 'login' },
        },
        oauthOptions: {
          providers: [
            'google',
            { type: 'microsoft', customScopes: ['User.Read'], providerParams: { prompt: 'select_account' } },
            { type: 'github' },
          ],
          discoveryRedirectURL: 'https://app.example/oauth/discover',
          loginRedirectURL: 'https://app.example/oauth/login',
          signupRedirectURL: 'https://app.example/oauth/signup',
          locale: 'de',
        },
        passwordOptions: {
          loginRedirectURL: 'https://app.example/pw/login',
          resetPasswordRedirectURL: 'https://app.example/pw/reset',
          resetPasswordExpirationMinutes: 45,
          resetPasswordTemplateId: 'reset-tpl',
          discoveryRedirectURL: 'https://app.example/pw/discover',
          verifyEmailTemplateId: 'verify-tpl',
          locale: 'it',
        },
        smsOtpOptions: { locale: 'pt' },
        mfaProductOrder: ['totp', 'smsOtp', 'totp'],
        mfaProductInclude: ['smsOtp', 'smsOtp'],
        directLoginForSingleMembership: { status: true, ignoreInvites: false, ignoreJitProvisioning: true },
        directCreateOrganizationForNoMembership: true,
        disableCreateOrganization: true,
        organizationSlug: 'acme',
        enableShadowDOM: true,
      },
      'mount',
    );
    expect(config).toEqual({
      authFlowType: 'Organization',
      products: ['sso', 'oauth', 'emailOtp', 'passwords', 'emailMagicLinks'],
      sessionOptions: { sessionDurationMinutes: 1440 },
      emailMagicLinksOptions: {
        loginRedirectURL: 'https://app.example/login',
        signupRedirectURL: 'https://app.example/signup',
        discoveryRedirectURL: 'http://localhost:3000/discover',
        loginTemplateId: 'login-tpl',
        signupTemplateId: 'signup-tpl',
        domainHint: 'mail.example',
        locale: 'fr',
        loginExpirationMinutes: 15,
        signupExpirationMinutes: 20,
        discoveryExpirationMinutes: 25,
      },
      emailOtpOptions: { loginTemplateId: 'otp-login', signupTemplateId: 'otp-signup', locale: 'es' },
      ssoOptions: {
        loginRedirectURL: 'https://app.example/sso/login',
        signupRedirectURL: 'https://app.example/sso/signup',
        providerParams: { prompt: 'login' },
      },
      oauthOptions: {
        providers: [
          { type: 'google', customScopes: [], providerParams: {} },
          { type: 'microsoft', customScopes: ['User.Read'], providerParams: { prompt: 'select_account' } },
          { type: 'github', customScopes: [], providerParams: {} },
        ],
        discoveryRedirectURL: 'https://app.example/oauth/discover',
        loginRedirectURL: 'https://app.example/oauth/login',
        signupRedirectURL: 'https://app.example/oauth/signup',
        locale: 'de',
      },
      passwordOptions: {
        loginRedirectURL: 'https://app.example/pw/login',
        resetPasswordRedirectURL: 'https://app.example/pw/reset',
        resetPasswordExpirationMinutes: 45,
        resetPasswordTemplateId: 'reset-tpl',
        discoveryRedirectURL: 'https://app.example/pw/discover',
        verifyEmailTemplateId: 'verify-tpl',
        locale: 'it',
      },
      smsOtpOptions: { locale: 'pt' },
      mfaProductOrder: ['totp', 'smsOtp'],
      mfaProductInclude: ['smsOtp'],
      directLoginForSingleMembership: { status: true, ignoreInvites: false, ignoreJitProvisioning: true },
      directCreateOrganizationForNoMembership: true,
      disableCreateOrganization: true,
      organizationSlug: 'acme',
      enableShadowDOM: true,
    });
  });

  it('accepts PasswordReset with no products, and null as organizationSlug', () => {
    const config = validateB2BConfig({ authFlowType: 'PasswordReset', products: [], organizationSlug: null }, 'mount');
    expect(config.authFlowType).toBe('PasswordReset');
    expect(config.products).toEqual([]);
    expect(config.organizationSlug).toBeNull();
  });

  it('keeps an empty mfaProductInclude as an empty list (not "all")', () => {
    expect(validateB2BConfig({ ...discovery, mfaProductInclude: [] }, 'mount').mfaProductInclude).toEqual([]);
  });

  it('defaults the session when sessionOptions has no duration', () => {
    expect(validateB2BConfig({ ...discovery, sessionOptions: {} }, 'mount').sessionOptions).toEqual({
      sessionDurationMinutes: 60,
    });
  });

  it('ignores unknown keys, such as the provider options Portico does not use', () => {
    const config = validateB2BConfig(
      {
        ...discovery,
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'google', one_tap: true }], customScopes: ['x'] },
        presentation: { theme: {} },
      },
      'mount',
    );
    expect(config.oauthOptions).toEqual({ providers: [{ type: 'google', customScopes: [], providerParams: {} }] });
    expect(config).not.toHaveProperty('presentation');
  });

  it('copies arrays and parameter objects, so later changes by the host do not reach the widget', () => {
    const scopes = ['a'];
    const params = { prompt: 'login' };
    const config = validateB2BConfig(
      { ...discovery, oauthOptions: { providers: [{ type: 'slack', customScopes: scopes, providerParams: params }] } },
      'mount',
    );
    scopes.push('b');
    params.prompt = 'none';
    expect(config.oauthOptions.providers[0]).toEqual({ type: 'slack', customScopes: ['a'], providerParams: { prompt: 'login' } });
  });

  it('returns a config it normalised unchanged', () => {
    const config = validateB2BConfig(discovery, 'mount');
    expect(validateB2BConfig(config, 'render')).toBe(config);
  });

  it('offers the same OAuth providers as the B2B client', () => {
    expect([...B2B_OAUTH_PROVIDERS]).toEqual([...CLIENT_B2B_OAUTH_PROVIDERS]);
  });
});

describe('validateB2BConfig: errors', () => {
  it('names the entry point in the first line', () => {
    expect(messageOf(null, 'mountB2B')).toBe('Invalid call to mountB2B\nconfig must be an object.');
  });

  it.each([
    ['not an object', null, 'config must be an object.'],
    ['an array', [], 'config must be an object.'],
    ['no authFlowType', { products: [] }, 'config.authFlowType must be one of: Discovery, Organization, PasswordReset.'],
    [
      'an unknown authFlowType',
      { authFlowType: 'discovery', products: [] },
      'config.authFlowType must be one of: Discovery, Organization, PasswordReset (got "discovery").',
    ],
    ['no products', { authFlowType: 'Discovery' }, 'config.products must be an array of strings.'],
    ['products not strings', { authFlowType: 'Discovery', products: [1] }, 'config.products must be an array of strings.'],
    [
      'an unknown product',
      { authFlowType: 'Discovery', products: ['sso', 'otp'] },
      'config.products[1] must be one of: emailMagicLinks, emailOtp, sso, passwords, oauth (got "otp").',
    ],
    [
      'no products in the Discovery flow',
      { authFlowType: 'Discovery', products: [] },
      'config.products must list at least one product when config.authFlowType is "Discovery".',
    ],
    [
      'no products in the Organization flow',
      { authFlowType: 'Organization', products: [] },
      'config.products must list at least one product when config.authFlowType is "Organization".',
    ],
  ])('rejects %s', (_, config, problem) => {
    expect(messageOf(config)).toBe(`Invalid call to mount\n${problem}`);
  });

  it.each([
    [{ sessionOptions: 60 }, 'config.sessionOptions must be an object.'],
    [{ sessionOptions: { sessionDurationMinutes: '60' } }, 'config.sessionOptions.sessionDurationMinutes must be a number.'],
    [{ sessionOptions: { sessionDurationMinutes: Number.NaN } }, 'config.sessionOptions.sessionDurationMinutes must be a number.'],
    [
      { sessionOptions: { sessionDurationMinutes: Number.POSITIVE_INFINITY } },
      'config.sessionOptions.sessionDurationMinutes must be a number.',
    ],
    [
      { sessionOptions: { sessionDurationMinutes: 0 } },
      'config.sessionOptions.sessionDurationMinutes must be a positive whole number (got 0).',
    ],
    [
      { sessionOptions: { sessionDurationMinutes: -5 } },
      'config.sessionOptions.sessionDurationMinutes must be a positive whole number (got -5).',
    ],
    [
      { sessionOptions: { sessionDurationMinutes: 1.5 } },
      'config.sessionOptions.sessionDurationMinutes must be a positive whole number (got 1.5).',
    ],
  ])('rejects the session options %j', (extra, problem) => {
    expect(problemWith(extra)).toBe(`Invalid call to mount\n${problem}`);
  });

  describe('option groups', () => {
    it.each([
      'emailMagicLinksOptions',
      'emailOtpOptions',
      'ssoOptions',
      'oauthOptions',
      'passwordOptions',
      'smsOtpOptions',
    ])('rejects %s that is not an object', (name) => {
      expect(problemWith({ [name]: 'yes' })).toBe(`Invalid call to mount\nconfig.${name} must be an object.`);
      expect(problemWith({ [name]: ['yes'] })).toBe(`Invalid call to mount\nconfig.${name} must be an object.`);
    });

    const urls: Array<[string, string]> = [
      ['emailMagicLinksOptions', 'loginRedirectURL'],
      ['emailMagicLinksOptions', 'signupRedirectURL'],
      ['emailMagicLinksOptions', 'discoveryRedirectURL'],
      ['ssoOptions', 'loginRedirectURL'],
      ['ssoOptions', 'signupRedirectURL'],
      ['oauthOptions', 'discoveryRedirectURL'],
      ['oauthOptions', 'loginRedirectURL'],
      ['oauthOptions', 'signupRedirectURL'],
      ['passwordOptions', 'loginRedirectURL'],
      ['passwordOptions', 'resetPasswordRedirectURL'],
      ['passwordOptions', 'discoveryRedirectURL'],
    ];
    it.each(urls)('rejects %s.%s that is not an absolute http(s) URL', (group, key) => {
      const field = `config.${group}.${key}`;
      expect(problemWith({ [group]: { [key]: 42 } })).toBe(`Invalid call to mount\n${field} must be a string.`);
      for (const bad of ['/authenticate', 'javascript:alert(1)', 'ftp://files.example/x', 'not a url', '']) {
        expect(problemWith({ [group]: { [key]: bad } })).toBe(`Invalid call to mount\n${field} must be an absolute http(s) URL.`);
      }
    });

    const strings: Array<[string, string]> = [
      ['emailMagicLinksOptions', 'loginTemplateId'],
      ['emailMagicLinksOptions', 'signupTemplateId'],
      ['emailMagicLinksOptions', 'domainHint'],
      ['emailMagicLinksOptions', 'locale'],
      ['emailOtpOptions', 'loginTemplateId'],
      ['emailOtpOptions', 'signupTemplateId'],
      ['emailOtpOptions', 'locale'],
      ['oauthOptions', 'locale'],
      ['passwordOptions', 'resetPasswordTemplateId'],
      ['passwordOptions', 'verifyEmailTemplateId'],
      ['passwordOptions', 'locale'],
      ['smsOtpOptions', 'locale'],
    ];
    it.each(strings)('rejects %s.%s that is not a string', (group, key) => {
      expect(problemWith({ [group]: { [key]: true } })).toBe(`Invalid call to mount\nconfig.${group}.${key} must be a string.`);
    });

    const minutes: Array<[string, string]> = [
      ['emailMagicLinksOptions', 'loginExpirationMinutes'],
      ['emailMagicLinksOptions', 'signupExpirationMinutes'],
      ['emailMagicLinksOptions', 'discoveryExpirationMinutes'],
      ['passwordOptions', 'resetPasswordExpirationMinutes'],
    ];
    it.each(minutes)('rejects %s.%s that is not a positive whole number', (group, key) => {
      const field = `config.${group}.${key}`;
      expect(problemWith({ [group]: { [key]: '30' } })).toBe(`Invalid call to mount\n${field} must be a number.`);
      expect(problemWith({ [group]: { [key]: Number.NaN } })).toBe(`Invalid call to mount\n${field} must be a number.`);
      expect(problemWith({ [group]: { [key]: 0 } })).toBe(`Invalid call to mount\n${field} must be a positive whole number (got 0).`);
      expect(problemWith({ [group]: { [key]: 2.5 } })).toBe(
        `Invalid call to mount\n${field} must be a positive whole number (got 2.5).`,
      );
    });

    it('rejects ssoOptions.providerParams that is not an object of strings', () => {
      expect(problemWith({ ssoOptions: { providerParams: 'prompt=login' } })).toBe(
        'Invalid call to mount\nconfig.ssoOptions.providerParams must be an object.',
      );
      expect(problemWith({ ssoOptions: { providerParams: { prompt: 1 } } })).toBe(
        'Invalid call to mount\nconfig.ssoOptions.providerParams.prompt must be a string.',
      );
    });
  });

  describe('OAuth providers', () => {
    const oauth = (oauthOptions: unknown): string => messageOf({ ...discovery, products: ['oauth'], oauthOptions });

    it('requires at least one provider with the oauth product', () => {
      const problem = 'config.oauthOptions.providers must list at least one provider when config.products includes "oauth".';
      expect(messageOf({ ...discovery, products: ['oauth'] })).toBe(`Invalid call to mount\n${problem}`);
      expect(oauth({})).toBe(`Invalid call to mount\n${problem}`);
      expect(oauth({ providers: [] })).toBe(`Invalid call to mount\n${problem}`);
    });

    it('does not require providers without the oauth product', () => {
      expect(validateB2BConfig({ ...discovery, oauthOptions: {} }, 'mount').oauthOptions).toEqual({ providers: [] });
    });

    it.each([
      [{ providers: 'google' }, 'config.oauthOptions.providers must be an array of provider names or objects.'],
      [{ providers: [42] }, 'config.oauthOptions.providers[0] must be a provider name or an object.'],
      [{ providers: ['google', null] }, 'config.oauthOptions.providers[1] must be a provider name or an object.'],
      [
        { providers: ['google', 'apple'] },
        'config.oauthOptions.providers[1] must be one of: google, microsoft, hubspot, slack, github (got "apple").',
      ],
      [{ providers: [{}] }, 'config.oauthOptions.providers[0].type must be a string.'],
      [
        { providers: [{ type: 'Google' }] },
        'config.oauthOptions.providers[0].type must be one of: google, microsoft, hubspot, slack, github (got "Google").',
      ],
      [
        { providers: [{ type: 'google', customScopes: 'email' }] },
        'config.oauthOptions.providers[0].customScopes must be an array of strings.',
      ],
      [
        { providers: [{ type: 'google', providerParams: ['x'] }] },
        'config.oauthOptions.providers[0].providerParams must be an object.',
      ],
      [
        { providers: [{ type: 'google', providerParams: { hd: true } }] },
        'config.oauthOptions.providers[0].providerParams.hd must be a string.',
      ],
    ])('rejects %j', (oauthOptions, problem) => {
      expect(oauth(oauthOptions)).toBe(`Invalid call to mount\n${problem}`);
    });
  });

  describe('MFA products', () => {
    it.each(['mfaProductOrder', 'mfaProductInclude'])('rejects %s that is not a list of known MFA products', (key) => {
      expect(problemWith({ [key]: 'totp' })).toBe(`Invalid call to mount\nconfig.${key} must be an array of strings.`);
      expect(problemWith({ [key]: [1] })).toBe(`Invalid call to mount\nconfig.${key} must be an array of strings.`);
      expect(problemWith({ [key]: ['totp', 'email'] })).toBe(
        `Invalid call to mount\nconfig.${key}[1] must be one of: smsOtp, totp (got "email").`,
      );
    });
  });

  describe('top-level flags', () => {
    it('rejects directLoginForSingleMembership that is not an object of three booleans', () => {
      const f = 'config.directLoginForSingleMembership';
      expect(problemWith({ directLoginForSingleMembership: true })).toBe(`Invalid call to mount\n${f} must be an object.`);
      expect(problemWith({ directLoginForSingleMembership: {} })).toBe(`Invalid call to mount\n${f}.status must be a boolean.`);
      expect(problemWith({ directLoginForSingleMembership: { status: true } })).toBe(
        `Invalid call to mount\n${f}.ignoreInvites must be a boolean.`,
      );
      expect(problemWith({ directLoginForSingleMembership: { status: true, ignoreInvites: false } })).toBe(
        `Invalid call to mount\n${f}.ignoreJitProvisioning must be a boolean.`,
      );
      expect(
        problemWith({ directLoginForSingleMembership: { status: 'yes', ignoreInvites: false, ignoreJitProvisioning: false } }),
      ).toBe(`Invalid call to mount\n${f}.status must be a boolean.`);
    });

    it.each(['directCreateOrganizationForNoMembership', 'disableCreateOrganization', 'enableShadowDOM'])(
      'rejects %s that is not a boolean',
      (key) => {
        expect(problemWith({ [key]: 'true' })).toBe(`Invalid call to mount\nconfig.${key} must be a boolean.`);
      },
    );

    it.each([[''], [42], [{ slug: 'acme' }]])('rejects the organizationSlug %j', (organizationSlug) => {
      expect(problemWith({ organizationSlug })).toBe(
        'Invalid call to mount\nconfig.organizationSlug must be a non-empty string or null.',
      );
    });
  });

  it('reports the first problem in field order', () => {
    expect(
      messageOf({ authFlowType: 'Discovery', products: ['sso'], sessionOptions: { sessionDurationMinutes: 0 }, enableShadowDOM: 1 }),
    ).toBe('Invalid call to mount\nconfig.sessionOptions.sessionDurationMinutes must be a positive whole number (got 0).');
  });
});
