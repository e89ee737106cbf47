/**
 * The flows of the B2B widget: one line each (docs/architecture.md, "B2B
 * widget"). Each flow's folder is its own chunk, loaded only by B2B mounts:
 * the consumer widget's registry (../index.ts) never names them, so consumer
 * hosts download none of it. Flow ids (the actions' namespaces) never collide
 * with the consumer's (test/unit/ui/b2b/registry.test.ts).
 */
import type { B2BProduct, NormalizedB2BConfig } from '../../b2b/config/b2b-config-types';
import type { B2BWidgetKind } from '../../b2b/b2b-widget-props';
import type { B2BPart } from './b2b-parts';
import type { B2BFlowMessageKeys, B2BFlowState } from './flow';
import type { B2BMainState } from './b2b-main/state';
import type { B2BPasswordResetFormState } from './b2b-passwords/state';
import { pageCarriesLandingToken } from './b2b-main/api';
import type { OrganizationLoadState } from './organization/state';
import { pageHref, ssoTokenFromUrl } from './sso/landing-url';
import type { SSOAuthenticateState } from './sso/state';
import type { IDPState } from '../idp/state';

/** What a B2B mount's first screen may depend on. */
export interface B2BKindInputs {
  config: NormalizedB2BConfig;
  /** b2bPasswordReset: the token from the emailed link. */
  passwordResetToken?: string | undefined;
}

/**
 * One line per flow, under its id:
 * - `load`: its chunk;
 * - `products`: the configured products that need it in the login kind (absent: every login needs it);
 * - `starts`: the mount kinds that may open on one of its screens, with that
 *   first screen, or `undefined` when this mount opens elsewhere (the login
 *   kind opens by `authFlowType`);
 * - `serves`: the parts of other flows' screens it serves (./b2b-parts.tsx), which its definition holds.
 */
export const B2B_FLOWS = {
  // Before b2bMain: a login page the SSO redirect lands on (an `sso` token in its URL) opens on the landing.
  sso: {
    load: () => import('./sso'),
    products: ['sso'],
    starts: {
      b2bLogin: (): SSOAuthenticateState | undefined => (ssoTokenFromUrl(pageHref()) === null ? undefined : { screen: 'SSOAuthenticate' }),
    },
  },
  // Before b2bMain: a login mount with `authFlowType: 'PasswordReset'` opens on the reset form.
  b2bPasswords: {
    load: () => import('./b2b-passwords'),
    products: ['passwords'],
    starts: {
      b2bPasswordReset: ({ passwordResetToken }): B2BPasswordResetFormState =>
        passwordResetToken ? { screen: 'B2BPasswordResetForm', token: passwordResetToken } : { screen: 'B2BPasswordResetForm' },
      b2bLogin: ({ config }): B2BPasswordResetFormState | undefined =>
        config.authFlowType === 'PasswordReset' ? { screen: 'B2BPasswordResetForm' } : undefined,
    },
  },
  // Before b2bMain: `authFlowType: 'Organization'` opens on the slug's lookup, unless the page is a
  // redirect's landing (an organization's login link, SSO, OAuth), which B2BMain redeems. Its
  // products: an organization that wants another primary factor after any of these shows its methods.
  organization: {
    load: () => import('./organization'),
    products: ['emailMagicLinks', 'emailOtp', 'sso', 'passwords', 'oauth'],
    starts: {
      b2bLogin: ({ config }): OrganizationLoadState | undefined =>
        config.authFlowType === 'Organization' && !pageCarriesLandingToken() ? { screen: 'OrganizationLoad' } : undefined,
    },
  },
  b2bMain: {
    load: () => import('./b2b-main'),
    starts: { b2bLogin: (): B2BMainState => ({ screen: 'B2BMain' }) },
  },
  b2bEmail: {
    load: () => import('./b2b-email'),
    products: ['emailMagicLinks', 'emailOtp'],
  },
  // The OAuth buttons of B2BMain (discovery) and of an organization's sign-in: their brand icons load only with `oauth`.
  b2bOAuth: { load: () => import('./b2b-oauth'), products: ['oauth'], serves: ['b2bOAuth'] },
  // Every discovery sign-in (email, password, SSO, OAuth, the redirect landing) ends in its list.
  discovery: {
    load: () => import('./discovery'),
  },
  // No `products`: any sign-in of a login mount may owe a second factor.
  mfa: { load: () => import('./mfa') },
  // `mountIdentityProvider`: the consumer widget's identity-provider flow itself (the same id,
  // screens, reducer and texts) with the B2B calls and the member's organization behind the B2B port
  // (src/ui/flows/idp/b2b.tsx). Its own key: the shared loader (host/load-flows.ts) holds both
  // registries' lines, and the consumer's `idp` is the flow without the B2B port. No sign-in kind
  // needs it (`products: []`).
  b2bIdp: {
    load: () => import('../idp/b2b'),
    products: [],
    starts: { b2bIdentityProvider: (): IDPState => ({ screen: 'IDPConsent' }) },
  },
} as const satisfies Record<string, B2BRegistryLine>;

interface B2BRegistryLine {
  load: () => Promise<{ default: { id: string } }>;
  products?: readonly B2BProduct[];
  serves?: readonly B2BPart[];
  starts?: Partial<Record<B2BWidgetKind, (inputs: B2BKindInputs) => { screen: string } | undefined>>;
}

export type B2BFlowId = keyof typeof B2B_FLOWS;

const LINES = B2B_FLOWS as Readonly<Record<B2BFlowId, B2BRegistryLine>>;
const IDS = Object.keys(B2B_FLOWS) as B2BFlowId[];

type LoadedB2BFlow<K extends B2BFlowId> = Awaited<ReturnType<(typeof B2B_FLOWS)[K]['load']>>['default'];

/** The B2B widget state: a union keyed by screen, each screen with exactly the data it needs. */
export type B2BWidgetState = { [K in B2BFlowId]: B2BFlowState<LoadedB2BFlow<K>> }[B2BFlowId];

/** The keys of every B2B flow's message catalogue (part of `MessageKey`, src/ui/i18n/messages.ts). */
export type B2BFlowMessageKey = { [K in B2BFlowId]: B2BFlowMessageKeys<LoadedB2BFlow<K>> }[B2BFlowId];

/** Every B2B flow id, for a mount that starts on a given state (tests, the gallery). */
export const ALL_B2B_FLOWS: readonly B2BFlowId[] = IDS;

/**
 * The flows a B2B mount needs, in registry order: those it may open on (their `starts` gives a
 * screen for these inputs) and, for the sign-in kinds, those without `products` (the outcomes
 * every sign-in may lead to: discovery's list, MFA, the success screen) and, for login, those of
 * its configured products. The identity-provider mount needs only its own.
 */
export function b2bFlowsNeeded(kind: B2BWidgetKind, inputs: B2BKindInputs): B2BFlowId[] {
  return IDS.filter((id) => {
    const line = LINES[id];
    if (line.starts?.[kind]?.(inputs) !== undefined) return true;
    if (kind === 'b2bIdentityProvider') return false;
    return line.products === undefined || (kind === 'b2bLogin' && line.products.some((product) => inputs.config.products.includes(product)));
  });
}

/** The mount's first screen: the first line whose `starts` opens this kind with these inputs. */
export function firstB2BScreen(kind: B2BWidgetKind, inputs: B2BKindInputs): B2BWidgetState {
  for (const id of IDS) {
    const state = LINES[id].starts?.[kind]?.(inputs);
    if (state !== undefined) return state as B2BWidgetState;
  }
  // Every kind opens somewhere (test/unit/ui/b2b/registry.test.ts); this is a programming error.
  throw new Error(`Portico: no B2B flow opens the ${kind} mount.`);
}
