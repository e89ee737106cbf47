/**
 * The B2B client's view of the `/sdk/v1/b2b` shapes: defined once in the
 * protocol module the emulator shares (protocol/b2b-wire-types.ts;
 * docs/architecture.md, "Where the wire types live"), re-exported here, with
 * the short names the client's methods use.
 */
import type {
  B2BDiscoveredOrganization,
  B2BEmptyResponse,
  B2BMember,
  B2BMemberSession,
  B2BMfaRequired,
  B2BOrganization,
} from '../../../protocol/b2b-wire-types';

export type * from '../../../protocol/b2b-wire-types';

/** A member of an organization. */
export type Member = B2BMember;
/** An organization. */
export type Organization = B2BOrganization;
/** A member's session in one organization. */
export type MemberSession = B2BMemberSession;
/** An organization found for a verified email address, with the address's standing in it. */
export type DiscoveredOrganization = B2BDiscoveredOrganization;
/** What a primary sign-in that still needs a second factor tells about it. */
export type MfaRequired = B2BMfaRequired;
/** `data` of a send (magic link, passcode): nothing beyond the metadata. */
export type B2BSendResponse = B2BEmptyResponse;
