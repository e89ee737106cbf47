/**
 * Which sign-in methods an organization's sign-in screen offers
 * (docs/architecture.md, "B2B widget"): those both configured in `products`
 * and allowed by the organization (`auth_methods`, `allowed_auth_methods`),
 * and after `primary_required` only those the answer allows. In `products`
 * order; both email products are one block, and `oauth` is one block of the
 * configured providers it allows (each by its own method, `google_oauth`…),
 * in their configured order. Pure; shared by the Organization flow and
 * b2bMain's B2BPrimaryRequired, which hands over when it offers any.
 */
import type { B2BAllowedAuthMethod } from '../../../core/b2b';
import type { B2BOAuthProviderConfig, B2BProduct } from '../../b2b/config/b2b-config-types';
import type { SignInOrganization } from './handoffs';

/** The organization's name for each product (`allowed_auth_methods` values). */
const METHOD_OF: Partial<Record<B2BProduct, B2BAllowedAuthMethod>> = {
  sso: 'sso',
  emailMagicLinks: 'magic_link',
  emailOtp: 'email_otp',
  passwords: 'password',
};

export type OrganizationBlock =
  | { kind: 'sso' }
  /** The email field; `links` and `codes` say which sends it may make (both: the choice). */
  | { kind: 'email'; links: boolean; codes: boolean }
  | { kind: 'passwords' }
  /** The OAuth buttons of these providers (the b2bOAuth flow's, ./b2b-parts.tsx). */
  | { kind: 'oauth'; providers: Array<Required<B2BOAuthProviderConfig>> };

export function organizationBlocks(
  products: readonly B2BProduct[],
  organization: SignInOrganization,
  only: readonly string[] | null,
  oauthProviders: ReadonlyArray<Required<B2BOAuthProviderConfig>> = [],
): OrganizationBlock[] {
  const allowsMethod = (method: B2BAllowedAuthMethod): boolean => {
    if (only !== null && !only.includes(method)) return false;
    return organization.auth_methods === 'ALL_ALLOWED' || organization.allowed_auth_methods.includes(method);
  };
  const allows = (product: B2BProduct): boolean => {
    const method = METHOD_OF[product];
    return method !== undefined && products.includes(product) && allowsMethod(method);
  };
  const blocks: OrganizationBlock[] = [];
  for (const product of products) {
    if (product !== 'oauth' && !allows(product)) continue;
    if (product === 'sso') {
      // Without an active connection there is nothing to continue with.
      if (organization.sso_active_connections.length > 0) blocks.push({ kind: 'sso' });
    } else if (product === 'passwords') {
      blocks.push({ kind: 'passwords' });
    } else if (product === 'oauth') {
      const providers = oauthProviders.filter((provider) => allowsMethod(`${provider.type}_oauth`));
      if (providers.length > 0) blocks.push({ kind: 'oauth', providers });
    } else if (!blocks.some((block) => block.kind === 'email')) {
      blocks.push({ kind: 'email', links: allows('emailMagicLinks'), codes: allows('emailOtp') });
    }
  }
  return blocks;
}
