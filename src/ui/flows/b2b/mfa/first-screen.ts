/**
 * Where the MFA flow opens (docs/architecture.md, "B2B widget"): decided once, here, from the
 * `mfa/required` handoff and the config, as the provider's B2B UI decides it.
 *
 * - The server already texted a code (`secondary_auth_initiated: 'sms_otp'`): the SMS entry.
 * - The member has a second factor the organization allows: its entry, the member's default
 *   method first, else TOTP, else SMS (the SMS entry sends the code on arrival).
 * - No factor yet: enrolment among the methods the organization allows and the config includes
 *   (`mfaProductInclude`), in `mfaProductOrder`; one method only goes straight to its enrolment.
 *
 * A reducer has no config, and the handoff comes from flows that know nothing of MFA options, so
 * the decision is two pure functions: `firstMfaScreen` (the reducer's, from the handoff: which
 * screen, and the methods the organization allows) and `enrolmentMethods` (the enrolment choice's,
 * with the config), whose single method the choice screen takes before it paints.
 */
import type { Member, MfaRequired, Organization } from '../../../../core/b2b';
import { B2B_MFA_PRODUCTS, type B2BMfaProduct, type NormalizedB2BConfig } from '../../../b2b/config/b2b-config-types';
import type { MfaMember, MfaState } from './state';

/** The provider's default order when the config gives none. */
const DEFAULT_ORDER: readonly B2BMfaProduct[] = ['totp', 'smsOtp'];

/** The organization's name for a method (`allowed_mfa_methods`, `default_mfa_method`). */
const WIRE_NAME: Readonly<Record<B2BMfaProduct, string>> = { smsOtp: 'sms_otp', totp: 'totp' };

export function organizationAllows(organization: Organization, method: B2BMfaProduct): boolean {
  return organization.mfa_methods !== 'RESTRICTED' || (organization.allowed_mfa_methods as readonly string[]).includes(WIRE_NAME[method]);
}

/**
 * The methods a member without a second factor may enrol, in order. When the config includes
 * none of those the organization allows, the organization's list stands: a member the
 * organization requires to enrol must always have a way to.
 */
export function enrolmentMethods(
  organization: Organization,
  config: Pick<NormalizedB2BConfig, 'mfaProductInclude' | 'mfaProductOrder'>,
): B2BMfaProduct[] {
  const allowed = B2B_MFA_PRODUCTS.filter((method) => organizationAllows(organization, method));
  const byOrganization = allowed.length > 0 ? allowed : [...B2B_MFA_PRODUCTS];
  const included = config.mfaProductInclude === null ? byOrganization : byOrganization.filter((m) => config.mfaProductInclude?.includes(m));
  const offered = included.length > 0 ? included : byOrganization;
  const order = [...config.mfaProductOrder, ...DEFAULT_ORDER];
  return offered.slice().sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export interface MfaRequiredInput {
  member: Member;
  organization: Organization;
  mfaRequired: MfaRequired;
}

/** The organization's own choice: every method it allows, in the default order. */
const ANY_CONFIG: Pick<NormalizedB2BConfig, 'mfaProductInclude' | 'mfaProductOrder'> = { mfaProductInclude: null, mfaProductOrder: [] };

export function firstMfaScreen({ member, organization, mfaRequired }: MfaRequiredInput): MfaState {
  const options = mfaRequired.member_options;
  // The answer's `member_options` say which factors the member has; without them, the member record.
  const phoneNumber = options?.mfa_phone_number ?? (member.mfa_phone_number_verified ? member.mfa_phone_number : '');
  const totpRegistration = options?.totp_registration_id ?? member.totp_registration_id;
  const hasSms = phoneNumber !== '' && organizationAllows(organization, 'smsOtp');
  const hasTotp = totpRegistration !== '' && organizationAllows(organization, 'totp');
  const who: MfaMember = { member, organization, phoneNumber, totpEnrolled: hasTotp };
  const methods = enrolmentMethods(organization, ANY_CONFIG);
  const smsEntry = (sent: boolean): MfaState => ({
    screen: 'MfaSmsEntry',
    ...who,
    sent,
    enrolling: null,
    destination: phoneNumber,
    methods,
  });

  if (mfaRequired.secondary_auth_initiated === 'sms_otp') return smsEntry(true);
  const preferred = member.default_mfa_method === 'sms_otp' && hasSms ? 'smsOtp' : hasTotp ? 'totp' : hasSms ? 'smsOtp' : null;
  if (preferred === 'totp') return { screen: 'MfaTotpEntry', ...who, enrolment: null, methods };
  if (preferred === 'smsOtp') return smsEntry(false);
  return { screen: 'MfaEnrollSelect', ...who, methods };
}
