// Types of scripts/demo-b2b-seed.mjs, for the browser tests (TypeScript).
import type { DevApiClient, SeededOrganization } from '../emulator/src';

/** The addresses and organizations the demo's B2B project starts with. */
export const B2B_DEMO: Readonly<{
  memberEmail: string;
  ssoDomain: string;
  ssoMemberEmail: string;
  ssoOrganizationName: string;
  ssoOrganizationSlug: string;
  mfaOrganizationName: string;
  mfaOrganizationSlug: string;
  newEmail: string;
}>;

/** Seeds the demo's organizations through the emulator's dev API. */
export function seedB2BDemo(api: DevApiClient): Promise<{ acme: SeededOrganization; globex: SeededOrganization }>;
