/**
 * The English message catalogue assembled: every user-facing text of the
 * widget. Runtime code imports only its types (its values would put every
 * flow's texts in the first load): the widget builds its translator from
 * `base-messages.ts` plus the catalogues of the flows it loaded. This module
 * gives the types (`MessageKey`, so hosts can override any text through
 * `strings`), derived from the flows' catalogues, and the tests one place to
 * assert the exact wording from (docs/testing.md, "Wording").
 *
 * Unmarked texts are the product's fixed wording, kept character for character.
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 *
 * Placeholders use `{name}` and are filled by `formatMessage`. Where the
 * product's text writes `#` for a number (the LUDS checklist) the template uses
 * `{count}`, so formatting with `count: '#'` reproduces that text exactly.
 *
 * Keys are dotted (`area.thing`); API error types (snake_case `error_type`
 * values, docs/behaviour.md §8.2) come from the core's error catalogue and are merged
 * in as keys of their own, because the error type is the i18n key. Texts that
 * live there (passkey failures, the consent error heading, 'Access to the
 * application was denied.', the no-session text, network failures) are not
 * repeated here, so each text has exactly one source.
 */
import { ERROR_MESSAGES } from '../../core/error-messages';
import { FLOWS, type FlowMessageKey } from '../flows';
import { B2B_FLOWS, type B2BFlowMessageKey } from '../flows/b2b';
import { BASE_MESSAGES } from './base-messages';
import type { PluralForms, Text, TextOverride } from './format';

/**
 * Every flow's catalogue, from the registries (src/ui/flows/index.ts, and the B2B
 * widget's src/ui/flows/b2b/index.ts): a new flow's
 * texts are here with no line of their own. Awaited at the module's top level,
 * which only the tests and the gallery reach (the widget imports types only).
 */
const FLOW_CATALOGUES = await Promise.all(
  [...Object.values(FLOWS), ...Object.values(B2B_FLOWS)].map(async (line) => (await line.load()).default.messages),
);

const ASSEMBLED: Readonly<Record<UiMessageKey, Text>> = Object.assign({}, BASE_MESSAGES, ...FLOW_CATALOGUES);

/** The texts with a number that take plural forms (docs/i18n.md, "Plurals"): `PluralForms`, not a template. */
export type PluralMessageKey =
  | 'password.luds.length'
  | 'password.luds.complexity'
  | 'b2b.password.minimumLength'
  | 'b2b.password.complexity';

/** Catalogue texts typed by key: a template, or plural forms for the keys above. */
type Catalogue<K extends string> = Readonly<Record<Exclude<K, PluralMessageKey>, string> & Record<Extract<K, PluralMessageKey>, PluralForms>>;

/** The keys of the widget's screen texts: dotted (`area.thing`), unlike error types. */
export type ScreenTextKey = Extract<UiMessageKey, `${string}.${string}`>;

/**
 * Texts of the widget's screens (the shared ones and every flow's, without
 * the error types the passwords flow's catalogue holds too), assembled for the
 * tests. The types below do not depend on it: they come from the flows' own
 * catalogues.
 */
export const UI_MESSAGES = Object.fromEntries(Object.entries(ASSEMBLED).filter(([key]) => key.includes('.'))) as Catalogue<ScreenTextKey>;

/**
 * The full catalogue, assembled for the tests: API error types (docs/behaviour.md
 * §8.2 plus the SDK's own codes) and the widget texts. Their keys never
 * collide: error types are snake_case without dots, widget keys are dotted.
 */
export const MESSAGES = { ...ERROR_MESSAGES, ...ASSEMBLED } as Catalogue<MessageKey>;

/**
 * Keys of the widget's own texts: the shared ones (base-messages.ts) and
 * every flow's catalogue (`FlowDefinition`'s `messages`), derived from the
 * registry the way `WidgetState` is, so a flow's texts type-check without a
 * line here. (The passwords flow's catalogue holds its error types too.)
 */
export type UiMessageKey = keyof typeof BASE_MESSAGES | FlowMessageKey | B2BFlowMessageKey;

/** Any key of the catalogue: the API error types and the widget's texts. */
export type MessageKey = keyof typeof ERROR_MESSAGES | UiMessageKey;

/**
 * Host-supplied texts (`strings` of every mount call and component): keys of
 * the catalogue only, API error types included, so a misspelled key is a
 * type error. A value is a template with `{name}` placeholders or a function
 * of the values (docs/i18n.md, "Your own texts"). At runtime a key the widget
 * does not know is ignored, and a value that is neither is refused by the
 * mount call.
 */
export type MessageOverrides = Partial<Record<MessageKey, TextOverride>>;
