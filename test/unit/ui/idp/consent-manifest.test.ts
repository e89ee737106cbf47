/**
 * The consent screen's manifest (docs/behaviour.md §2.8, §6.2): the default for
 * standard and custom scopes, the header decided by the requested scopes,
 * and a host generator used when it answers with a manifest, else the
 * default with the failure reported.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  consentManifest,
  defaultManifest,
  describeScope,
  onlyStandardScopes,
  parseManifest,
  type ConsentManifest,
} from '../../../../src/ui/flows/idp/consent-manifest';
import { IDP_MESSAGES } from '../../../../src/ui/flows/idp/messages';
import { createTranslator, formatMessage } from '../../../../src/ui/i18n/format';
import { MESSAGES } from '../../../../src/ui/i18n/messages';

const t = createTranslator(undefined, [IDP_MESSAGES]);
const POLICY = [
  { scope: 'read:docs', description: 'Read your documents' },
  { scope: 'blank:desc', description: '' },
];
const input = (scopes: string[], requested: string[] = scopes) => ({ scopes, clientName: 'Docs App', requested, policyScopes: POLICY });
const allowHeader = formatMessage(MESSAGES['idp.permissionsStandard'], { clientName: 'Docs App' });
const requestingHeader = formatMessage(MESSAGES['idp.permissionsCustom'], { clientName: 'Docs App' });

describe('defaultManifest: standard scopes', () => {
  it("openid: 'Verify your identity' with its detail", () => {
    expect(defaultManifest(input(['openid']), t)).toEqual([
      { header: 'Allow Docs App to:', items: [{ text: 'Verify your identity', details: ['View information stored within your account'] }] },
    ]);
    expect(allowHeader).toBe('Allow Docs App to:');
  });

  it('profile, email and phone share one personal-profile item with one detail each, in profile/email/phone order', () => {
    const [section] = defaultManifest(input(['phone', 'openid', 'email', 'profile']), t);
    expect(section?.items).toEqual([
      { text: MESSAGES['idp.scope.openid'], details: [MESSAGES['idp.scope.openid.detail']] },
      {
        text: 'View your personal profile information',
        details: [MESSAGES['idp.scope.profile.detail'], MESSAGES['idp.scope.email.detail'], MESSAGES['idp.scope.phone.detail']],
      },
    ]);
  });

  it('only the profile scopes present get a detail', () => {
    const [section] = defaultManifest(input(['email']), t);
    expect(section?.items).toEqual([{ text: MESSAGES['idp.scope.personalProfile'], details: [MESSAGES['idp.scope.email.detail']] }]);
  });

  it("offline_access: the catalogue text as a plain item", () => {
    const [section] = defaultManifest(input(['openid', 'offline_access']), t);
    expect(section?.items[1]).toBe("Maintain access to your data even when you're not actively using the app");
    expect(section?.items).toHaveLength(2);
  });

  it('no scopes: one section with no items', () => {
    expect(defaultManifest(input([], ['openid']), t)).toEqual([{ header: allowHeader, items: [] }]);
  });
});

describe('defaultManifest: custom scopes', () => {
  it("the policy's description, else 'Use the {scope} scope' (also for an empty description)", () => {
    const [section] = defaultManifest(input(['read:docs', 'write:docs', 'blank:desc']), t);
    expect(section?.items).toEqual([
      'Read your documents',
      formatMessage(MESSAGES['idp.scope.custom'], { scope: 'write:docs' }),
      'Use the blank:desc scope',
    ]);
  });

  it("header: '{clientName} is requesting to:' when a custom scope is requested", () => {
    const [section] = defaultManifest(input(['openid', 'read:docs']), t);
    expect(section?.header).toBe(requestingHeader);
    expect(section?.header).toBe('Docs App is requesting to:');
  });

  it('the header follows the REQUESTED scopes, not the grantable ones', () => {
    // A custom scope was requested but cannot be granted: still 'is requesting to:'.
    expect(defaultManifest(input(['openid'], ['openid', 'read:docs']), t)[0]?.header).toBe(requestingHeader);
    // Only standard scopes requested: 'Allow … to:'.
    expect(defaultManifest(input(['openid'], ['openid', 'offline_access', 'full_access']), t)[0]?.header).toBe(allowHeader);
  });
});

describe('onlyStandardScopes and describeScope', () => {
  it('the standard scopes (docs/behaviour.md §6.2)', () => {
    expect(onlyStandardScopes(['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'])).toBe(true);
    expect(onlyStandardScopes(['openid', 'read:docs'])).toBe(false);
    expect(onlyStandardScopes(['OpenID'])).toBe(false);
  });

  it('one line per scope', () => {
    expect(describeScope('openid', POLICY, t)).toBe(MESSAGES['idp.scope.openid']);
    expect(describeScope('phone', POLICY, t)).toBe(MESSAGES['idp.scope.personalProfile']);
    expect(describeScope('read:docs', POLICY, t)).toBe('Read your documents');
    expect(describeScope('other', [], t)).toBe('Use the other scope');
  });
});

describe('consentManifest: a host generator', () => {
  const custom: ConsentManifest = [
    { header: 'Docs App would like to:', items: ['Read things', { text: 'Write things', details: ['Drafts', 'Comments'] }] },
    { header: 'Also:', items: [] },
  ];

  it('is given the grantable scopes and the client name, and its manifest is used', () => {
    const generator = vi.fn(() => custom);
    const report = vi.fn();
    const result = consentManifest(generator, input(['openid', 'read:docs'], ['openid', 'read:docs', 'admin']), t, report);
    expect(result).toEqual(custom);
    expect(generator).toHaveBeenCalledTimes(1);
    expect(generator).toHaveBeenCalledWith({ scopes: ['openid', 'read:docs'], clientName: 'Docs App' });
    expect(report).not.toHaveBeenCalled();
  });

  it('receives a copy of the scopes: mutating it changes nothing', () => {
    const scopes = ['openid'];
    consentManifest(
      (given) => {
        given.scopes.push('evil');
        return custom;
      },
      input(scopes),
      t,
      () => undefined,
    );
    expect(scopes).toEqual(['openid']);
  });

  it('without a generator the default is used and nothing is reported', () => {
    const report = vi.fn();
    expect(consentManifest(undefined, input(['openid']), t, report)).toEqual(defaultManifest(input(['openid']), t));
    expect(report).not.toHaveBeenCalled();
  });

  it('a throwing generator: the default, and the thrown error reported', () => {
    const boom = new Error('generator exploded');
    const report = vi.fn();
    const result = consentManifest(
      () => {
        throw boom;
      },
      input(['openid', 'read:docs']),
      t,
      report,
    );
    expect(result).toEqual(defaultManifest(input(['openid', 'read:docs']), t));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(boom);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['an object', { header: 'x', items: [] }],
    ['a section without header', [{ items: [] }]],
    ['items not a list', [{ header: 'x', items: 'a' }]],
    ['an item of the wrong type', [{ header: 'x', items: [42] }]],
    ['an item whose details are not strings', [{ header: 'x', items: [{ text: 'a', details: [1] }] }]],
    ['an item without details', [{ header: 'x', items: [{ text: 'a' }] }]],
    ['a null section', [null]],
  ])('a malformed answer (%s): the default, and an Error reported', (_name, answer) => {
    const report = vi.fn();
    const result = consentManifest(() => answer as ConsentManifest, input(['openid']), t, report);
    expect(result).toEqual(defaultManifest(input(['openid']), t));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    expect((report.mock.calls[0]?.[0] as Error).message).toMatch(/getIDPConsentManifest/);
  });

  it('parseManifest accepts an empty manifest and string or detailed items', () => {
    expect(parseManifest([])).toEqual([]);
    expect(parseManifest(custom)).toBe(custom);
  });
});
