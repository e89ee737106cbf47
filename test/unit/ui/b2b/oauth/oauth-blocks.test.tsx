// @vitest-environment jsdom
/**
 * The pure parts behind the B2B OAuth buttons (docs/behaviour.md §11): which
 * providers an organization's sign-in offers (organization-methods.ts), where
 * B2BMain puts the block (`products` order), which mounts load the b2bOAuth
 * flow (the registry), and the five providers' icons.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { B2B_OAUTH_PROVIDERS as CLIENT_PROVIDERS } from '../../../../../src/core/b2b/oauth-providers';
import type { B2BOAuthProviderConfig, B2BOAuthProviderType, B2BProduct } from '../../../../../src/ui/b2b/config/b2b-config-types';
import { validateB2BConfig } from '../../../../../src/ui/b2b/config/validate-b2b-config';
import { B2B_PROVIDER_ICONS } from '../../../../../src/ui/components/oauth-icons/b2b';
import { PROVIDER_ICONS } from '../../../../../src/ui/components/oauth-icons';
import { mainBlocks } from '../../../../../src/ui/flows/b2b/b2b-main/b2b-main-screen';
import type { SignInOrganization } from '../../../../../src/ui/flows/b2b/handoffs';
import { b2bFlowsNeeded } from '../../../../../src/ui/flows/b2b';
import { organizationBlocks } from '../../../../../src/ui/flows/b2b/organization-methods';
import { makeOrganization } from '../../../core/b2b/b2b-harness';

afterEach(cleanup);

const provider = (type: B2BOAuthProviderType, extra: Partial<B2BOAuthProviderConfig> = {}): Required<B2BOAuthProviderConfig> => ({
  type,
  customScopes: [],
  providerParams: {},
  ...extra,
});
const FIVE = (['google', 'microsoft', 'hubspot', 'slack', 'github'] as const).map((type) => provider(type));
const org = (overrides: Record<string, unknown> = {}) => makeOrganization(overrides) as unknown as SignInOrganization;
const restricted = (...methods: string[]) => org({ auth_methods: 'RESTRICTED', allowed_auth_methods: methods });
const types = (blocks: ReturnType<typeof organizationBlocks>) => blocks.map((block) => (block.kind === 'oauth' ? block.providers.map((p) => p.type) : block.kind));

describe("an organization's OAuth block", () => {
  it('ALL_ALLOWED: every configured provider, in their configured order, where `oauth` stands in products', () => {
    const reversed = [...FIVE].reverse();
    expect(types(organizationBlocks(['oauth', 'passwords'], org(), null, reversed))).toEqual([
      ['github', 'slack', 'hubspot', 'microsoft', 'google'],
      'passwords',
    ]);
    expect(types(organizationBlocks(['passwords', 'oauth'], org(), null, FIVE))).toEqual(['passwords', ['google', 'microsoft', 'hubspot', 'slack', 'github']]);
  });

  it('RESTRICTED: each provider by its own method (google_oauth, microsoft_oauth, hubspot_oauth, slack_oauth, github_oauth)', () => {
    for (const type of ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const) {
      expect(types(organizationBlocks(['oauth'], restricted(`${type}_oauth`), null, FIVE))).toEqual([[type]]);
    }
    expect(types(organizationBlocks(['oauth'], restricted('hubspot_oauth', 'google_oauth'), null, FIVE))).toEqual([['google', 'hubspot']]);
  });

  it('none allowed, none configured, or no `oauth` product: no block', () => {
    expect(organizationBlocks(['oauth'], restricted('sso', 'password'), null, FIVE)).toEqual([]);
    expect(organizationBlocks(['oauth'], org(), null, [])).toEqual([]);
    expect(organizationBlocks(['emailOtp'], org(), null, FIVE)).toEqual([{ kind: 'email', links: false, codes: true }]);
  });

  it('after primary_required: only the providers the answer allows, and that the organization allows', () => {
    expect(types(organizationBlocks(['emailOtp', 'oauth'], org(), ['slack_oauth', 'email_otp'], FIVE))).toEqual(['email', ['slack']]);
    expect(types(organizationBlocks(['oauth'], restricted('google_oauth'), ['google_oauth', 'github_oauth'], FIVE))).toEqual([['google']]);
    expect(organizationBlocks(['oauth'], org(), ['sso'], FIVE)).toEqual([]);
  });

  it("keeps each provider's scopes and params for its start", () => {
    const hubspot = provider('hubspot', { customScopes: ['crm'], providerParams: { prompt: 'consent' } });
    expect(organizationBlocks(['oauth'], org(), null, [hubspot])).toEqual([{ kind: 'oauth', providers: [hubspot] }]);
  });
});

describe("B2BMain's blocks", () => {
  it('OAuth stands where `oauth` is in products', () => {
    expect(mainBlocks(['oauth', 'emailOtp', 'sso'])).toEqual(['oauth', 'email', 'sso']);
    expect(mainBlocks(['emailMagicLinks', 'passwords', 'oauth', 'emailOtp'])).toEqual(['email', 'passwords', 'oauth']);
  });
});

describe('the b2bOAuth flow in the registry', () => {
  const needed = (products: B2BProduct[], authFlowType: 'Discovery' | 'Organization' = 'Discovery') =>
    b2bFlowsNeeded('b2bLogin', {
      config: validateB2BConfig({ authFlowType, products, oauthOptions: { providers: ['google'] }, organizationSlug: 'acme' }, 'mount'),
    });

  it('is loaded with the `oauth` product only, and brings the Organization flow (its primary_required hand-over)', () => {
    expect(needed(['oauth'])).toEqual(expect.arrayContaining(['b2bOAuth', 'organization', 'b2bMain']));
    expect(needed(['emailOtp'])).not.toContain('b2bOAuth');
    expect(b2bFlowsNeeded('b2bPasswordReset', { config: validateB2BConfig({ authFlowType: 'PasswordReset', products: ['oauth'], oauthOptions: { providers: ['google'] } }, 'mount') })).not.toContain('b2bOAuth');
  });
});

describe('the B2B provider icons', () => {
  it("one for each of the client's B2B providers, the consumer's drawings where they have one", () => {
    expect(Object.keys(B2B_PROVIDER_ICONS).sort()).toEqual([...CLIENT_PROVIDERS].sort());
    for (const type of ['google', 'microsoft', 'slack', 'github'] as const) expect(B2B_PROVIDER_ICONS[type]).toBe(PROVIDER_ICONS[type]);
  });

  it('HubSpot is a decorative 20px SVG on the 24-unit grid, with no styles, ids or references, unlike any other icon', () => {
    const HubSpot = B2B_PROVIDER_ICONS.hubspot;
    const svg = render(<HubSpot />).container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('20');
    for (const element of [svg, ...svg.querySelectorAll('*')]) {
      expect(element.hasAttribute('style')).toBe(false);
      expect(element.hasAttribute('id')).toBe(false);
      expect(element.hasAttribute('href')).toBe(false);
    }
    expect(svg.querySelector('style, title, image, use, script')).toBeNull();
    const drawing = svg.innerHTML;
    for (const Icon of Object.values(PROVIDER_ICONS)) {
      cleanup();
      expect(render(<Icon />).container.querySelector('svg')!.innerHTML).not.toBe(drawing);
    }
  });
});
