/**
 * The shape of one language's texts for an English catalogue (docs/i18n.md):
 * the same keys, a template for each template, plural forms for plural forms.
 * The completeness test (test/unit/ui/i18n/locales.test.ts) checks what the
 * types cannot: no key missing or extra, the same placeholders, and the
 * language's own plural categories.
 */
import type { PluralForms } from './format';

export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : PluralForms };
