/**
 * What a B2B intermediate session may be used for (docs/architecture.md,
 * "B2B"): one that proved the address serves discovery and any organization;
 * a password sign-in's is bound to the organizations whose member holds the
 * password, and lists them only when it came from discovery.
 */
import { describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../../emulator/src/app';
import { discoverOrganizations } from '../../../emulator/src/products/b2b/discovery';
import { requireIntermediateSession, startIntermediateSession } from '../../../emulator/src/products/b2b/member-sessions';
import { createMember, createOrganization } from '../../../emulator/src/products/b2b/organizations';
import { sharedSigningKey } from './helpers';

function deps() {
  return createEmulatorApp({ signingKey: sharedSigningKey(), config: { vertical: 'B2B' } }).deps;
}

const notFound = /Intermediate session could not be found/;

describe('intermediate sessions and what they were proven by', () => {
  it('an address proven by email serves discovery and every organization', () => {
    const d = deps();
    const token = startIntermediateSession(d, 'ada@acme.test', 'email_otp', d.clock.iso());
    expect(requireIntermediateSession(d, token).email_address).toBe('ada@acme.test');
    expect(requireIntermediateSession(d, token, 'organization-test-any').organizationIds).toBeUndefined();
  });

  it("an organization password sign-in's enters that organization only and never discovery", () => {
    const d = deps();
    const token = startIntermediateSession(d, 'ada@acme.test', 'password', d.clock.iso(), { organizationIds: ['org-a'] });
    expect(requireIntermediateSession(d, token, 'org-a').method).toBe('password');
    expect(() => requireIntermediateSession(d, token, 'org-b')).toThrow(notFound);
    expect(() => requireIntermediateSession(d, token)).toThrow(notFound);
  });

  it("a discovery password sign-in's lists and enters its organizations only", () => {
    const d = deps();
    const token = startIntermediateSession(d, 'ada@acme.test', 'password', d.clock.iso(), {
      organizationIds: ['org-a', 'org-b'],
      forDiscovery: true,
    });
    expect(requireIntermediateSession(d, token).forDiscovery).toBe(true);
    expect(requireIntermediateSession(d, token, 'org-b').email_address).toBe('ada@acme.test');
    expect(() => requireIntermediateSession(d, token, 'org-c')).toThrow(notFound);
  });

  it('discovery limited to a password sign-in’s organizations lists those memberships and nothing to join by domain', () => {
    const d = deps();
    const holder = createOrganization(d, 'Holder');
    createMember(d, holder, { email: 'ada@acme.test' });
    const other = createOrganization(d, 'Other');
    createMember(d, other, { email: 'ada@acme.test' });
    createOrganization(d, 'Jit', { email_allowed_domains: ['acme.test'], email_jit_provisioning: 'RESTRICTED' });
    const all = discoverOrganizations(d, 'ada@acme.test', 'password');
    expect(all.map((f) => f.organization.organization_name)).toEqual(['Holder', 'Other', 'Jit']);
    const only = discoverOrganizations(d, 'ada@acme.test', 'password', null, [holder.organization_id]);
    expect(only.map((f) => [f.organization.organization_name, f.membership.type])).toEqual([['Holder', 'active_member']]);
  });
});
