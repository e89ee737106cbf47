/**
 * ESLint for the whole repository (`npm run lint`, part of `npm test`):
 * the non-type-checked recommended sets of ESLint and typescript-eslint (fast
 * enough for every run on a 2-core machine), React's rules of hooks, reasons
 * on every disable comment, and the layer rules (docs/architecture.md, "Lint
 * and layer rules").
 *
 * The layer rules use ESLint's own `no-restricted-imports` with regular
 * expressions over import specifiers: no plugin and no resolver to keep. They
 * hold because every import between the repository's parts is relative (no
 * path aliases), so a specifier names the layer it reaches: from src/core,
 * `../ui/…`; from src/ui, `../../core/…`. test/unit/repository/lint-boundaries.test.ts
 * checks that a forbidden import fails and an allowed one passes.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** The flows: each folder of src/ui/flows/. */
const flowFolders = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The flow folders: the consumer widget's (src/ui/flows/<flow>) and the B2B
 * widget's (src/ui/flows/b2b/<flow>, written `b2b/<flow>`); `b2b` itself holds
 * the B2B registry and what its flows share.
 */
const FLOWS = [
  ...flowFolders('./src/ui/flows/').filter((name) => name !== 'b2b'),
  ...flowFolders('./src/ui/flows/b2b/').map((name) => `b2b/${name}`),
];

/**
 * The core modules the widget (src/ui) imports besides core's public entry
 * (src/core/index.ts), each with its reason. Everything else in src/core
 * (client-context, internals, http, session storage, …) is internal. The OAuth
 * provider list is wire data: src/ui takes it from protocol/ (docs/architecture.md,
 * "Where the wire types live").
 */
const CORE_MODULES_FOR_UI = [
  // The error classes and their catalogue, public through the entry too; imported through
  // it, they make the npm build of portico/react load every module the entry re-exports
  // (its split chunks keep the entry's evaluation order): 2.1 kB gzip more, measured.
  'errors',
  'error-messages',
  // DEFAULT_BOOTSTRAP: what a server render and its hydration show before the project's
  // bootstrap arrives (src/ui/context/use-bootstrap.ts); not part of the public client.
  'bootstrap',
  // The B2B client's public entry (src/core/b2b/index.ts, the `portico/b2b` package entry), which
  // the B2B widget (src/ui/b2b/, src/ui/flows/b2b/) talks to as the consumer widget talks to core's.
  'b2b',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One `no-restricted-imports` setting from its patterns. */
const restricted = (...patterns) => ['error', { patterns: patterns.map((p) => ({ caseSensitive: true, ...p })) }];

/** The tests that start an example's server to test it. */
const TESTS_OF_EXAMPLES = [
  'test/e2e/relying-party-round-trip.test.ts',
  'test/e2e/relying-party.test.ts',
  'test/package/server.test.ts',
];

const NO_EXAMPLES = {
  regex: '^(\\.\\./)+examples(/|$)',
  message: 'Nothing imports examples/: the examples are apps that use Portico, never a part of it.',
};

/** The emulator's products: each folder of emulator/src/products/. */
const EMULATOR_PRODUCTS = readdirSync(new URL('./emulator/src/products/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The emulator's kernel: the products every other one builds on. Their
 * public API is emulator/src/kernel/index.ts; they may import each other.
 */
const EMULATOR_KERNEL = ['users', 'sessions', 'mailbox'];

/**
 * Known exceptions to "a product imports no other product": file → the
 * products it imports besides the kernel, each with its reason.
 */
const EMULATOR_PRODUCT_IMPORTS = {
  // A password reset email carries a login magic link (magic-links' mint).
  'emulator/src/products/passwords/routes.ts': ['magic-links'],
};

/**
 * emulator/ never imports src/: what it shares with the client is the
 * protocol module, protocol/ (docs/architecture.md, "Where the wire types live").
 */
const NO_SRC_FROM_EMULATOR = {
  regex: '^(\\.\\./)+src(/|$)',
  message: 'emulator/ never imports src/: the wire types and the OAuth provider list it shares with the client live in protocol/.',
};

/** A product's `no-restricted-imports` setting, with `allowed` the other products it may import (EMULATOR_PRODUCT_IMPORTS). */
const emulatorProductRule = (product, allowed = []) => {
  const kernel = EMULATOR_KERNEL.includes(product);
  const others = EMULATOR_PRODUCTS.filter(
    (other) => other !== product && !allowed.includes(other) && !(kernel && EMULATOR_KERNEL.includes(other)),
  );
  return restricted(NO_EXAMPLES, NO_SRC_FROM_EMULATOR, {
    regex: `^(\\.\\./)+(products/)?(${others.map(escape).join('|')})(/|$)`,
    message: kernel
      ? `The kernel (products ${EMULATOR_KERNEL.join(', ')}) imports no other product: products build on the kernel, never the reverse.`
      : `The ${product} product imports other products only through the kernel API (emulator/src/kernel), so each product can change alone.`,
  });
};

/**
 * The widget is laid out right to left in ar, he, fa and ur (its root's `dir`,
 * docs/i18n.md), so its styles name sides logically: `margin-inline-start`, not
 * `margin-left`. `no-restricted-syntax` flags physical sides in the style text
 * (strings and template literals: property names, `left:`/`right:`, `text-align`,
 * `float`/`clear`, `background-position`, corner radii, and four-value shorthands,
 * whose fourth value is the left side) and in style objects' keys
 * (`marginLeft`, `left`, `textAlign: 'left'`). test/unit/repository/lint-boundaries.test.ts
 * checks it fires and passes.
 */
const PHYSICAL_SIDES_MESSAGE =
  'Use logical properties (…-inline-start/end, inset-inline-*, text-align: start/end): the widget is laid out right to left in ar, he, fa and ur (docs/i18n.md).';
const PHYSICAL_CSS = [
  String.raw`\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b`,
  String.raw`\b(top|bottom)-(left|right)-radius\b`,
  String.raw`(^|[\s;{])(left|right)\s*:`,
  String.raw`\b(text-align|float|clear)\s*:\s*(left|right)\b`,
  String.raw`\bbackground-position(-x)?\s*:[^;]*\b(left|right)\b`,
  String.raw`(^|[\s;{])(margin|padding|inset|border-width|border-style|border-color|border-radius)\s*:\s*[^\s;{}]+\s+[^\s;{}]+\s+[^\s;{}]+\s+[^\s;{}]+\s*(;|$)`,
].join('|');
const PHYSICAL_KEYS = String.raw`^((margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*|border(Top|Bottom)(Left|Right)Radius|left|right)$`;
const NO_PHYSICAL_SIDES = [
  'error',
  ...[
    `Literal[value=/${PHYSICAL_CSS}/]`,
    `TemplateElement[value.raw=/${PHYSICAL_CSS}/]`,
    `Property > Identifier.key[name=/${PHYSICAL_KEYS}/]`,
    `Property[key.name=/^(textAlign|float|clear)$/][value.value=/^(left|right)$/]`,
  ].map((selector) => ({ selector, message: PHYSICAL_SIDES_MESSAGE })),
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      'test-results/**',
      'examples/nextjs/next-env.d.ts',
      // The provider's SDK that `npm run bench` downloads to compare against: not our code.
      'scripts/bench/.cache/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    rules: {
      // A disable comment says why: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': 'error',
      // The repository's convention: a leading underscore names what is left
      // out on purpose (`{ secret: _secret, ...rest }`, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A tagged template may be a call made for its effect (the widget's `css`).
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      // The validators match control characters on purpose (to reject them).
      'no-control-regex': 'off',
    },
  },
  {
    // The React code: src and the examples. (The tests' `useServers()` and
    // `useBrowser()` are vitest setup helpers, not hooks.) The Playwright
    // example has no React, and its fixtures' `use` is Playwright's.
    files: ['src/**', 'examples/**'],
    ignores: ['examples/playwright-app/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests make deliberately invalid calls and reach into pages' globals.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'src/**',
      'examples/vanilla/**',
      'examples/gallery/**',
      'examples/vite-react/src/**',
      'examples/vue/src/**',
      'examples/nextjs/app/**',
      'examples/playwright-app/app/**',
    ],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'emulator/**',
      'server/**',
      'scripts/**',
      'test/**',
      'examples/node-server/**',
      'examples/relying-party/**',
      'examples/playwright-app/*.{mjs,ts}',
      'examples/playwright-app/tests/**',
      '*.{js,mjs,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Its page functions run in the browser (page.evaluate).
    files: ['scripts/bench.mjs', 'scripts/compare-look.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // ---- Layer rules ----
  {
    // Nothing outside examples/ imports them.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['examples/**'],
    rules: { 'no-restricted-imports': restricted(NO_EXAMPLES) },
  },
  {
    // Known exceptions: these tests start the example servers they test.
    files: TESTS_OF_EXAMPLES,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The core is headless: it never reaches the widget, its mounting or the
    // React bindings, which are built on it.
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': restricted(NO_EXAMPLES, {
        regex: '^(\\.\\./)+(src/)?(ui|mount|react)(/|$)',
        message: 'src/core never imports src/ui, src/mount or src/react: the headless client stands alone.',
      }),
    },
  },
  {
    // The widget uses the client as any host would: through core's public
    // entry, plus the modules in CORE_MODULES_FOR_UI.
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': restricted(NO_EXAMPLES, {
        regex: `^(\\.\\./)+core/(?!(${CORE_MODULES_FOR_UI.map(escape).join('|')})$)`,
        message:
          "src/ui imports core's public entry (src/core/index.ts) or a module listed in CORE_MODULES_FOR_UI (eslint.config.mjs), never core's internals.",
      }),
    },
  },
  // A flow imports no other flow: what two flows share lives in
  // src/ui/flows/*.ts or elsewhere in src/ui, so each flow can change alone.
  ...FLOWS.map((flow) => {
    // A B2B flow names its siblings without the `b2b/` prefix (`../mfa`).
    const others = FLOWS.filter((other) => other !== flow).flatMap((other) =>
      flow.startsWith('b2b/') && other.startsWith('b2b/') ? [other, other.slice(4)] : [other],
    );
    return {
      files: [`src/ui/flows/${flow}/**`],
      rules: {
        'no-restricted-imports': restricted(
          NO_EXAMPLES,
          {
            regex: `^(\\.\\./)+core/(?!(${CORE_MODULES_FOR_UI.map(escape).join('|')})$)`,
            message:
              "src/ui imports core's public entry (src/core/index.ts) or a module listed in CORE_MODULES_FOR_UI (eslint.config.mjs), never core's internals.",
          },
          {
            regex: `^(\\.\\./)+((ui/)?flows/)?(${others.map(escape).join('|')})(/|$)`,
            message: `The ${flow} flow imports no other flow (src/ui/flows/<flow>/): share through src/ui/flows/*.ts or src/ui.`,
          },
        ),
      },
    };
  }),
  {
    // The emulator is a separate package: it never imports the widget's
    // source. The wire types it serves come from protocol/, which the
    // client builds from too.
    files: ['emulator/**'],
    rules: { 'no-restricted-imports': restricted(NO_EXAMPLES, NO_SRC_FROM_EMULATOR) },
  },
  {
    // The protocol module both packages build from (protocol/index.ts) imports
    // nothing outside itself, no package either: each build inlines it whole,
    // and neither side's code can leak into the other through it.
    files: ['protocol/**'],
    rules: {
      'no-restricted-imports': restricted(
        {
          regex: '^(\\.\\./)+(src|emulator|server|test|scripts|examples)(/|$)',
          message: 'protocol/ imports neither src/ nor emulator/ (nor any other part): both packages build from it.',
        },
        {
          regex: '^[^.]',
          message: 'protocol/ imports no package: both published packages inline it, so it adds no dependency to either.',
        },
      ),
    },
  },
  {
    // The widget's styles name sides logically (NO_PHYSICAL_SIDES). Its texts
    // (catalogues and messages) are words, not styles.
    files: ['src/ui/**', 'src/mount/**'],
    ignores: ['src/ui/i18n/**', 'src/ui/**/messages.ts'],
    rules: { 'no-restricted-syntax': NO_PHYSICAL_SIDES },
  },
  // ---- The emulator's products ----
  // A product imports no other product's internals: what it needs from
  // users, sessions and the mailbox comes through the kernel's public API
  // (emulator/src/kernel/index.ts); the kernel imports no other product.
  ...EMULATOR_PRODUCTS.map((product) => ({
    files: [`emulator/src/products/${product}/**`],
    rules: { 'no-restricted-imports': emulatorProductRule(product) },
  })),
  ...Object.entries(EMULATOR_PRODUCT_IMPORTS).map(([file, allowed]) => ({
    files: [file],
    rules: { 'no-restricted-imports': emulatorProductRule(file.split('/')[3], allowed) },
  })),
);
