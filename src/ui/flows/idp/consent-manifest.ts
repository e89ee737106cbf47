/**
 * What the consent screen lists (docs/behaviour.md §2.8, §6.2): sections of
 * items, each item a line or a line with details. The default manifest
 * describes the standard scopes with the catalogue texts (profile, email and
 * phone share one 'View your personal profile information' line, with a
 * detail each) and custom scopes with the project's RBAC policy description,
 * else 'Use the {scope} scope'. A host may supply its own generator
 * (`config.getIDPConsentManifest`); one that throws, or returns something
 * that is not a manifest, falls back to the default.
 */
import type { Translator } from '../../i18n/format';

export type ConsentItem = string | { text: string; details: string[] };
export interface ConsentSection {
  header: string;
  items: ConsentItem[];
}
export type ConsentManifest = ConsentSection[];

/** What a host's generator receives: the scopes the user can grant, and the client's name. */
export interface ConsentManifestInput {
  scopes: string[];
  clientName: string;
}
export type ConsentManifestGenerator = (input: ConsentManifestInput) => ConsentManifest;

/** docs/behaviour.md §6.2. */
export const STANDARD_SCOPES: readonly string[] = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'];
const PROFILE_SCOPES = ['profile', 'email', 'phone'] as const;

export function onlyStandardScopes(scopes: readonly string[]): boolean {
  return scopes.every((scope) => STANDARD_SCOPES.includes(scope));
}

/** The one-line description of a scope (used for the ungrantable list too). */
export function describeScope(scope: string, policyScopes: ReadonlyArray<{ scope: string; description: string }>, t: Translator): string {
  switch (scope) {
    case 'openid':
      return t('idp.scope.openid');
    case 'profile':
    case 'email':
    case 'phone':
      return t('idp.scope.personalProfile');
    case 'offline_access':
      return t('idp.scope.offline_access');
    case 'full_access':
      return t('idp.scope.full_access');
    default: {
      const description = policyScopes.find((entry) => entry.scope === scope)?.description;
      return description !== undefined && description.trim() !== '' ? description : t('idp.scope.custom', { scope });
    }
  }
}

export function defaultManifest(
  input: ConsentManifestInput & { requested: readonly string[]; policyScopes: ReadonlyArray<{ scope: string; description: string }> },
  t: Translator,
): ConsentManifest {
  const { scopes, clientName, requested, policyScopes } = input;
  const items: ConsentItem[] = [];
  if (scopes.includes('openid')) items.push({ text: t('idp.scope.openid'), details: [t('idp.scope.openid.detail')] });
  const profile = PROFILE_SCOPES.filter((scope) => scopes.includes(scope));
  if (profile.length > 0) {
    items.push({ text: t('idp.scope.personalProfile'), details: profile.map((scope) => t(`idp.scope.${scope}.detail`)) });
  }
  for (const scope of scopes) {
    if (scope === 'openid' || (PROFILE_SCOPES as readonly string[]).includes(scope)) continue;
    items.push(describeScope(scope, policyScopes, t));
  }
  const header = t(onlyStandardScopes(requested) ? 'idp.permissionsStandard' : 'idp.permissionsCustom', { clientName });
  return [{ header, items }];
}

function isItem(value: unknown): value is ConsentItem {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null) return false;
  const { text, details } = value as { text?: unknown; details?: unknown };
  return typeof text === 'string' && Array.isArray(details) && details.every((detail) => typeof detail === 'string');
}

/** A host generator's answer, checked: a manifest, or null (then the default is used). */
export function parseManifest(value: unknown): ConsentManifest | null {
  if (!Array.isArray(value)) return null;
  for (const section of value) {
    if (typeof section !== 'object' || section === null) return null;
    const { header, items } = section as { header?: unknown; items?: unknown };
    if (typeof header !== 'string' || !Array.isArray(items) || !items.every(isItem)) return null;
  }
  return value as ConsentManifest;
}

/**
 * The manifest to show: the host's, when it gives one, else the default. A
 * throwing or malformed generator is reported (so its developer hears of it)
 * and the default is shown.
 */
export function consentManifest(
  generator: ConsentManifestGenerator | undefined,
  input: Parameters<typeof defaultManifest>[0],
  t: Translator,
  report: (error: unknown) => void,
): ConsentManifest {
  if (generator !== undefined) {
    try {
      const manifest = parseManifest(generator({ scopes: [...input.scopes], clientName: input.clientName }));
      if (manifest !== null) return manifest;
      report(new Error('Portico: getIDPConsentManifest returned something that is not a consent manifest; the default is shown.'));
    } catch (error) {
      report(error);
    }
  }
  return defaultManifest(input, t);
}
