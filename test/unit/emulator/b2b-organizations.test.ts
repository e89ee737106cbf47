import { describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../../emulator/src/app';
import { discoverOrganizations } from '../../../emulator/src/products/b2b/discovery';
import { checkEmailJit, mfaRequired, primaryRequired } from '../../../emulator/src/products/b2b/join';
import { createMember, createOrganization, updateMember } from '../../../emulator/src/products/b2b/organizations';
import { isValidSlug, organizationNameFromEmail, slugFromName } from '../../../emulator/src/products/b2b/slug';
import { memberRoles, toWireMember } from '../../../emulator/src/products/b2b/wire';
import { sharedSigningKey } from './helpers';

function deps() {
  return createEmulatorApp({ signingKey: sharedSigningKey(), config: { vertical: 'B2B' } }).deps;
}

describe('organization slugs', () => {
  it('accepts 2 to 128 letters, digits and - . _ ~, and nothing else', () => {
    for (const slug of ['ab', 'acme', 'acme-corp', 'a.b_c~d', 'A1', 'x'.repeat(128)]) expect(isValidSlug(slug)).toBe(true);
    for (const slug of ['a', '', 'x'.repeat(129), 'a b', 'a/b', 'é-corp', 'a?b']) expect(isValidSlug(slug)).toBe(false);
  });

  it('makes a valid slug from any name', () => {
    expect(slugFromName('Acme Corp!')).toBe('acme-corp');
    expect(isValidSlug(slugFromName('!'))).toBe(true);
    expect(isValidSlug(slugFromName('É'.repeat(300)))).toBe(true);
  });

  it('names a creator’s organization by the email domain, or by the person for a common provider', () => {
    expect(organizationNameFromEmail('ada@acme.com')).toBe('Acme');
    expect(organizationNameFromEmail('ada@gmail.com')).toBe("ada's Organization");
  });

  it('refuses a taken slug, case aside, and makes a free one when the name’s is taken', () => {
    const d = deps();
    createOrganization(d, 'Acme', { organization_slug: 'acme' });
    expect(() => createOrganization(d, 'Other', { organization_slug: 'ACME' })).toThrow(/already used/);
    expect(createOrganization(d, 'Acme').organization_slug).toBe('acme-2');
  });
});

describe('member roles', () => {
  it('derives stytch_member for everyone, keeps direct assignments and adds the email-domain ones with their sources', () => {
    const d = deps();
    const org = createOrganization(d, 'Acme', {
      rbac_email_implicit_role_assignments: [{ role_id: 'editor', domain: 'Acme.test' }],
    });
    const ada = createMember(d, org, { email: 'ada@acme.test', roles: ['stytch_admin', 'editor'] });
    expect(memberRoles(ada, org)).toEqual([
      { role_id: 'stytch_member', sources: [] },
      { role_id: 'stytch_admin', sources: [{ type: 'direct_assignment', details: {} }] },
      {
        role_id: 'editor',
        sources: [
          { type: 'direct_assignment', details: {} },
          { type: 'email_assignment', details: { email_domain: 'Acme.test' } },
        ],
      },
    ]);
    expect(toWireMember(ada, org).is_admin).toBe(true);
    const bob = createMember(d, org, { email: 'bob@other.test' });
    expect(memberRoles(bob, org).map((r) => r.role_id)).toEqual(['stytch_member']);
    expect(toWireMember(bob, org).is_admin).toBe(false);
    // Internal fields stay off the wire.
    expect(Object.keys(toWireMember(bob, org))).not.toContain('emailKey');
    expect(Object.keys(toWireMember(bob, org))).not.toContain('emailId');
  });
});

describe('discovered organizations', () => {
  it('lists memberships by status (never a deleted one), then organizations joinable by the domain', () => {
    const d = deps();
    const active = createOrganization(d, 'Active');
    createMember(d, active, { email: 'ada@acme.test' });
    const pending = createOrganization(d, 'Pending');
    createMember(d, pending, { email: 'ada@acme.test', status: 'pending' });
    const gone = createOrganization(d, 'Gone');
    const deleted = createMember(d, gone, { email: 'ada@acme.test' });
    updateMember(d, deleted.member_id, (draft) => void (draft.status = 'deleted'));
    createOrganization(d, 'Jit', { email_allowed_domains: ['acme.test'], email_jit_provisioning: 'RESTRICTED' });
    createOrganization(d, 'NoJit', { email_allowed_domains: ['acme.test'], email_jit_provisioning: 'NOT_ALLOWED' });
    const found = discoverOrganizations(d, 'ADA@acme.test', 'email_otp');
    expect(found.map((f) => [f.organization.organization_name, f.membership.type])).toEqual([
      ['Active', 'active_member'],
      ['Pending', 'pending_member'],
      ['Jit', 'eligible_to_join_by_email_domain'],
    ]);
  });

  it('says what each organization still asks: a primary method it allows, MFA by policy or enrolment', () => {
    const d = deps();
    const restricted = createOrganization(d, 'R', { auth_methods: 'RESTRICTED', allowed_auth_methods: ['magic_link'] });
    expect(primaryRequired(restricted, 'email_otp')).toEqual({ allowed_auth_methods: ['magic_link'] });
    expect(primaryRequired(restricted, 'magic_link')).toBeNull();
    const strict = createOrganization(d, 'S', { mfa_policy: 'REQUIRED_FOR_ALL' });
    const withPhone = createMember(d, strict, { email: 'a@s.test', mfaPhoneNumber: '+15555550100' });
    expect(mfaRequired(strict, withPhone)).toEqual({
      member_options: { mfa_phone_number: '+15555550100', totp_registration_id: '' },
      secondary_auth_initiated: null,
    });
    expect(mfaRequired(strict, null)).toEqual({ member_options: null, secondary_auth_initiated: null });
    const optional = createOrganization(d, 'O');
    expect(mfaRequired(optional, createMember(d, optional, { email: 'b@o.test' }))).toBeNull();
    expect(mfaRequired(optional, createMember(d, optional, { email: 'c@o.test', mfaEnrolled: true }))).not.toBeNull();
  });

  it('admits an address by email JIT only for an allowed domain of an organization that allows it', () => {
    const d = deps();
    const org = createOrganization(d, 'J', { email_allowed_domains: ['acme.test'], email_jit_provisioning: 'RESTRICTED' });
    expect(() => checkEmailJit(org, 'ada@acme.test')).not.toThrow();
    expect(() => checkEmailJit(org, 'ada@sub.acme.test')).toThrow(/email_allowed_domains/);
    const closed = createOrganization(d, 'C', { email_allowed_domains: ['acme.test'] });
    expect(() => checkEmailJit(closed, 'ada@acme.test')).toThrow(/NOT_ALLOWED/);
  });
});
