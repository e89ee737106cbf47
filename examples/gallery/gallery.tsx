/**
 * The screens gallery (`npm run demo` → /gallery/): every scenario of
 * scenarios.ts as a section showing its state twice, side by side: in the
 * light theme and in the dark one (`theme` of the widget root, written as
 * `data-portico-theme`). Each copy is its own widget over its own fake API,
 * and all are mounted one after the other so each script's focus and timing
 * stay its own. Each section gets `data-ready="true"` once both its widgets
 * show the state its title names (`"failed"` and a message when one cannot),
 * and the body gets `data-gallery-ready="true"` when all are done (`"failed"`
 * when the address asks for something the gallery does not have): the
 * browser tests wait on these instead of on time.
 *
 * The address narrows the page (docs/testing.md, "Screenshots"):
 * `?theme=light|dark` shows only that theme's copy, `?width=320` makes every
 * widget's host that many px wide (else the scenario's own width, else the
 * widget's 400 px), `?only=id1,id2` shows only those scenarios.
 *
 * `?locale=ar` shows every scenario in that language: each reaches its state
 * as usual (its script reads the English texts), then its widget switches
 * language in place, the way `ui.update(el, { locale })` does (docs/i18n.md,
 * "Switching"), and the section is ready once the widget shows it.
 *
 * A scenario with a `locale` (locale-scenarios.ts) mounts its widget in that
 * language. Such a widget renders an empty root until the language's texts
 * have loaded (docs/i18n.md, "Switching"), so a widget counts as shown only
 * once its root declares the language (`lang`) and holds a screen.
 */
// First: the clock must be stopped before any widget code reads it.
import { FROZEN_NOW } from './frozen-clock';
import { mountInto } from '../../src/mount/mount-registry';
import { WATERMARK_URL } from '../../src/ui/components/watermark';
import { WalletDiscoveryContext } from '../../src/ui/flows/crypto/use-wallets';
import { WidgetRoot } from '../../src/ui/widget-root';
import { createGalleryB2BClient, createGalleryClient } from './fake-api';
import { discoverGalleryWallets } from './fake-wallets';
import { WidgetDom, settle } from './interactions';
import { B2B_SCENARIOS, type B2BScenario } from './b2b-scenarios';
import { CONSUMER_SCENARIOS, type Scenario as ConsumerScenario } from './scenarios';
import { B2BWidgetRoot } from '../../src/ui/b2b/b2b-widget-root';
import { resolveLocale } from '../../src/ui/i18n/language-loader';
import { PSEUDO_LOCALE, SUPPORTED_LOCALES } from '../../src/ui/i18n/locales';
import { LOCALE_SCENARIOS } from './locale-scenarios';

/** A section of the gallery: a consumer widget's state, or the B2B widget's (b2b-scenarios.ts). */
type Scenario = ConsumerScenario | B2BScenario;
const SCENARIOS: readonly Scenario[] = [...CONSUMER_SCENARIOS, ...B2B_SCENARIOS, ...LOCALE_SCENARIOS];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

const THEMES = ['light', 'dark'] as const;
type GalleryTheme = (typeof THEMES)[number];

const THEME_LABELS: Record<GalleryTheme, string> = { light: 'Light', dark: 'Dark' };

/** What the address asks for (see the top of this file); an error names a bad parameter. */
interface View {
  themes: readonly GalleryTheme[];
  width: number | undefined;
  /** The language every scenario is switched to once in its state; each its own when none. */
  locale: string | undefined;
  scenarios: readonly Scenario[];
}

const LOCALES: readonly string[] = [...SUPPORTED_LOCALES, PSEUDO_LOCALE];

function viewFrom(search: string): View {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  if (theme !== null && !THEMES.some((t) => t === theme)) throw new Error(`?theme must be one of ${THEMES.join(', ')}, not '${theme}'`);
  const widthParam = params.get('width');
  const width = widthParam === null ? undefined : Number(widthParam);
  if (width !== undefined && !(Number.isInteger(width) && width > 0)) throw new Error(`?width must be a whole number of px, not '${widthParam}'`);
  const locale = params.get('locale') ?? undefined;
  if (locale !== undefined && !LOCALES.includes(locale)) throw new Error(`?locale must be one of ${LOCALES.join(', ')}, not '${locale}'`);
  const only = params.get('only')?.split(',').filter((id) => id !== '');
  const unknown = only?.filter((id) => !SCENARIOS.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`?only names no scenario: ${unknown.join(', ')}`);
  return {
    themes: THEMES.filter((t) => theme === null || t === theme),
    width,
    locale,
    scenarios: only === undefined ? SCENARIOS : SCENARIOS.filter((s) => only.includes(s.id)),
  };
}

function indexEntry(scenario: Scenario): HTMLLIElement {
  const item = element('li');
  item.append(element('a', { href: `#${scenario.id}`, textContent: scenario.title }));
  return item;
}

/** One widget of a section: the scenario in one theme. */
interface Pane {
  theme: GalleryTheme;
  host: HTMLElement;
}

interface Stage {
  section: HTMLElement;
  panes: Pane[];
}

function paneFor(scenario: Scenario, theme: GalleryTheme, width: number | undefined): { pane: Pane; element: HTMLElement } {
  const labelId = `${scenario.id}-${theme}`;
  const box = element('div', { className: 'pane' });
  box.dataset.theme = theme;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-labelledby', labelId);
  // The screenshots are of the stage (test/screenshots): the widget and a margin of the page behind it.
  const stage = element('div', { className: scenario.darkPage === true || theme === 'dark' ? 'stage dark' : 'stage' });
  const host = element('div', { className: 'host' });
  const hostWidth = width ?? scenario.width;
  if (hostWidth !== undefined) host.style.width = `${hostWidth}px`;
  stage.append(host);
  box.append(element('p', { id: labelId, className: 'pane-label', textContent: THEME_LABELS[theme] }), stage);
  return { pane: { theme, host }, element: box };
}

function sectionFor(scenario: Scenario, view: View): Stage {
  const section = element('section', { id: scenario.id });
  section.dataset.scenario = scenario.id;
  section.setAttribute('aria-labelledby', `${scenario.id}-title`);
  const panes = view.themes.map((theme) => paneFor(scenario, theme, view.width));
  const row = element('div', { className: 'panes' });
  row.append(...panes.map((p) => p.element));
  section.append(
    element('h2', { id: `${scenario.id}-title`, textContent: scenario.title }),
    element('p', { className: 'note', textContent: scenario.note }),
    row,
  );
  return { section, panes: panes.map((p) => p.pane) };
}

/**
 * Renders a scenario's widget into its host in `locale`: the first call mounts it, later ones
 * (`fresh` false) re-render the same widget with the same client, so only its language changes.
 */
type Render = (locale: string | undefined, fresh: boolean) => void;

/** A consumer widget scenario. */
function consumerWidget(scenario: ConsumerScenario, theme: GalleryTheme, host: HTMLElement): Render {
  // Each widget its own client, storage and request log: the two themes never share state.
  const { client } = createGalleryClient(scenario.routes, scenario.signedIn);
  // Each widget sees only its scenario's wallets (fake-wallets.ts).
  const wallets = discoverGalleryWallets(scenario.wallets);
  return (locale, fresh) =>
    mountInto(
      { method: 'gallery', element: host, shadowDOM: false, nonce: undefined },
      <WalletDiscoveryContext.Provider value={wallets}>
        <WidgetRoot
          kind={scenario.kind ?? 'login'}
          client={client}
          config={scenario.config}
          theme={theme}
          {...(locale === undefined ? {} : { locale })}
          {...(scenario.initialState === undefined ? {} : { initialState: scenario.initialState })}
          {...(scenario.styles === undefined ? {} : { styles: scenario.styles })}
          {...(scenario.passwordResetToken === undefined ? {} : { passwordResetToken: scenario.passwordResetToken })}
        />
      </WalletDiscoveryContext.Provider>,
      fresh,
    );
}

/** A B2B widget scenario (b2b-scenarios.ts): its own B2B client over its own table. */
function b2bWidget(scenario: B2BScenario, theme: GalleryTheme, host: HTMLElement): Render {
  const { client } = createGalleryB2BClient(scenario.routes, scenario.signedIn);
  return (locale, fresh) =>
    mountInto(
      { method: 'gallery', element: host, shadowDOM: false, nonce: undefined },
      <B2BWidgetRoot
        kind={scenario.kind ?? 'b2bLogin'}
        client={client}
        config={scenario.config}
        theme={theme}
        {...(locale === undefined ? {} : { locale })}
        {...(scenario.initialState === undefined ? {} : { initialState: scenario.initialState })}
        {...(scenario.passwordResetToken === undefined ? {} : { passwordResetToken: scenario.passwordResetToken })}
      />,
      fresh,
    );
}

/**
 * Resolves once the widget shows a screen in `locale`. The root is empty while a language other than
 * English first loads, and a switch keeps the previous language until the new one is here: the root
 * declares the language shown (`lang`).
 */
const shownIn = (widget: WidgetDom, locale: string | undefined) =>
  widget.find(`[data-portico-widget][lang="${resolveLocale(locale)}"] [data-screen]`);

async function run(scenario: Scenario, { theme, host }: Pane, locale: string | undefined): Promise<void> {
  const render = 'widget' in scenario ? b2bWidget(scenario, theme, host) : consumerWidget(scenario, theme, host);
  render(scenario.locale, true);
  const widget = new WidgetDom(host);
  // The flows' chunks and the language's texts have loaded and the first screen shows…
  await shownIn(widget, scenario.locale);
  // …and the bootstrap has answered: the 'Powered by' link it turns on is the visible sign.
  await widget.find(`a[href="${WATERMARK_URL}"]`);
  if (!('widget' in scenario)) await scenario.script?.(widget);
  if (locale !== undefined && locale !== scenario.locale) {
    render(locale, false);
    await shownIn(widget, locale);
  }
  await settle();
}

async function main(): Promise<void> {
  const index = document.getElementById('index');
  const list = document.getElementById('scenarios');
  if (index === null || list === null) throw new Error('gallery: index.html lacks #index or #scenarios');
  document.body.dataset.frozenNow = new Date(FROZEN_NOW).toISOString();
  let view: View;
  try {
    view = viewFrom(location.search);
  } catch (error) {
    list.append(element('p', { className: 'failure', textContent: `gallery: ${String(error)}` }));
    document.body.dataset.galleryReady = 'failed';
    return;
  }
  const stages = view.scenarios.map((scenario) => {
    index.append(indexEntry(scenario));
    const stage = sectionFor(scenario, view);
    list.append(stage.section);
    return { scenario, stage };
  });
  for (const { scenario, stage } of stages) {
    try {
      for (const pane of stage.panes) await run(scenario, pane, view.locale);
      stage.section.dataset.ready = 'true';
    } catch (error) {
      stage.section.dataset.ready = 'failed';
      stage.section.append(element('p', { className: 'failure', textContent: `This scenario failed: ${String(error)}` }));
      console.error(`gallery: scenario ${scenario.id} failed:`, error);
    }
  }
  // The states are what the screens show, not where a script left the focus.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  // Scripts that focus a field scroll the page: go back to where the visitor asked to be.
  const target = location.hash === '' ? null : document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target === null) window.scrollTo(0, 0);
  else target.scrollIntoView();
  document.body.dataset.galleryReady = 'true';
}

void main();
