/**
 * The authenticator app's enrolment link (the otpauth:// "Key URI" authenticator apps read from a
 * QR code): the emulator answers it as `qr_code`; the provider answers an image there instead,
 * so the widget builds the URI from the secret (issuer: the organization's name; label
 * `issuer:email`) and draws the QR code itself (qr-code.tsx): nothing is loaded from a network QR
 * service, which would see the secret.
 */
import type { B2BTotpCreateResponse, Member, Organization } from '../../../../core/b2b';

export function totpUri(response: Pick<B2BTotpCreateResponse, 'secret' | 'qr_code'>, member: Member, organization: Organization): string {
  if (response.qr_code.startsWith('otpauth://')) return response.qr_code;
  const issuer = organization.organization_name;
  const label = issuer === '' ? member.email_address : `${issuer}:${member.email_address}`;
  const query = [`secret=${encodeURIComponent(response.secret)}`, ...(issuer === '' ? [] : [`issuer=${encodeURIComponent(issuer)}`])];
  return `otpauth://totp/${encodeURIComponent(label)}?${query.join('&')}&algorithm=SHA1&digits=6&period=30`;
}

/** The secret as typed by hand: groups of 4, e.g. 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}
