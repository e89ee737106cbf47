/**
 * The Organization flow's pure parts (docs/architecture.md, "B2B widget"):
 * the slug in the page address by the project's `slugPattern` (in the host
 * or the path), and which of the configured methods an organization allows.
 */
import { describe, expect, it } from 'vitest';
import type { B2BProduct } from '../../../../../src/ui/b2b/config/b2b-config-types';
import type { SignInOrganization } from '../../../../../src/ui/flows/b2b/handoffs';
import { organizationBlocks } from '../../../../../src/ui/flows/b2b/organization-methods';
import { slugFromUrl } from '../../../../../src/ui/flows/b2b/organization/slug';
import { makeOrganization } from '../../../core/b2b/b2b-harness';

describe('slugFromUrl', () => {
  it('reads the slug from the path', () => {
    const pattern = 'http://localhost:3000/org/{{slug}}';
    expect(slugFromUrl(pattern, 'http://localhost:3000/org/acme')).toBe('acme');
    expect(slugFromUrl(pattern, 'http://localhost:3000/org/acme/')).toBe('acme');
    expect(slugFromUrl(pattern, 'http://localhost:3000/org/acme/login?x=1#top')).toBe('acme');
    expect(slugFromUrl(pattern, 'https://localhost/org/acme-corp.eu')).toBe('acme-corp.eu');
  });

  it('reads the slug from the host (a subdomain), whatever the path', () => {
    const pattern = 'https://{{slug}}.app.example';
    expect(slugFromUrl(pattern, 'https://acme.app.example/login')).toBe('acme');
    expect(slugFromUrl(pattern, 'https://ACME.app.example:8443/')).toBe('acme');
    expect(slugFromUrl('https://{{slug}}-portal.app.example/login', 'https://acme-portal.app.example/login')).toBe('acme');
  });

  it('null when the address does not match, or there is no usable pattern', () => {
    expect(slugFromUrl('http://localhost:3000/org/{{slug}}', 'http://localhost:3000/login')).toBeNull();
    expect(slugFromUrl('http://localhost:3000/org/{{slug}}', 'http://other.example/org/acme')).toBeNull();
    expect(slugFromUrl('http://localhost:3000/org/{{slug}}', 'http://localhost:3000/org/')).toBeNull();
    expect(slugFromUrl('https://{{slug}}.app.example', 'https://app.example/')).toBeNull();
    expect(slugFromUrl('https://{{slug}}.app.example', 'https://a.b.app.example/')).toBeNull();
    expect(slugFromUrl(null, 'http://localhost:3000/org/acme')).toBeNull();
    expect(slugFromUrl('http://localhost:3000/org/', 'http://localhost:3000/org/acme')).toBeNull();
    expect(slugFromUrl('http://localhost:3000/org/{{slug}}', 'not a url')).toBeNull();
  });
});

const OKTA = { connection_id: 'saml-1', display_name: 'Okta', identity_provider: 'okta' };

function org(overrides: Record<string, unknown> = {}): SignInOrganization {
  return makeOrganization({ sso_active_connections: [OKTA], ...overrides }) as unknown as SignInOrganization;
}

const ALL: B2BProduct[] = ['emailOtp', 'sso', 'emailMagicLinks', 'passwords', 'oauth'];

describe('organizationBlocks', () => {
  it('all allowed: every configured method but OAuth, in products order, one email block', () => {
    expect(organizationBlocks(ALL, org(), null)).toEqual([
      { kind: 'email', links: true, codes: true },
      { kind: 'sso' },
      { kind: 'passwords' },
    ]);
  });

  it('restricted: only the allowed ones (sso and magic_link: no code, no password)', () => {
    const restricted = org({ auth_methods: 'RESTRICTED', allowed_auth_methods: ['sso', 'magic_link'] });
    // The email block stands where its first allowed product is (emailMagicLinks, after sso).
    expect(organizationBlocks(ALL, restricted, null)).toEqual([{ kind: 'sso' }, { kind: 'email', links: true, codes: false }]);
  });

  it('only what is configured, and SSO only with an active connection', () => {
    expect(organizationBlocks(['passwords'], org(), null)).toEqual([{ kind: 'passwords' }]);
    expect(organizationBlocks(['sso', 'emailOtp'], org({ sso_active_connections: [] }), null)).toEqual([
      { kind: 'email', links: false, codes: true },
    ]);
  });

  it('after primary_required: only the methods the answer allows', () => {
    expect(organizationBlocks(ALL, org(), ['sso'])).toEqual([{ kind: 'sso' }]);
    expect(organizationBlocks(['emailOtp'], org(), ['sso'])).toEqual([]);
  });
});
