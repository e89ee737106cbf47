/**
 * The screens gallery (`npm run demo` → /gallery/): every scenario of
 * scenarios.ts as a section with its own widget, mounted one after the other
 * so each script's focus and timing stay its own. Each section gets
 * `data-ready="true"` once its widget shows the state its title names
 * (`"failed"` and a message when it cannot), and the body gets
 * `data-gallery-ready="true"` when all are done: the browser test waits on
 * these instead of on time.
 */
// First: the clock must be stopped before any widget code reads it.
import { FROZEN_NOW } from './frozen-clock';
import { mountInto } from '../../src/mount/mount-registry';
import { WATERMARK_URL } from '../../src/ui/components/watermark';
import { WalletDiscoveryContext } from '../../src/ui/flows/crypto/use-wallets';
import { WidgetRoot } from '../../src/ui/widget-root';
import { createGalleryClient } from './fake-api';
import { discoverGalleryWallets } from './fake-wallets';
import { WidgetDom, settle } from './interactions';
import { SCENARIOS, type Scenario } from './scenarios';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

function indexEntry(scenario: Scenario): HTMLLIElement {
  const item = element('li');
  item.append(element('a', { href: `#${scenario.id}`, textContent: scenario.title }));
  return item;
}

interface Stage {
  section: HTMLElement;
  host: HTMLElement;
}

function sectionFor(scenario: Scenario): Stage {
  const section = element('section', { id: scenario.id });
  section.dataset.scenario = scenario.id;
  section.setAttribute('aria-labelledby', `${scenario.id}-title`);
  const stage = element('div', { className: scenario.darkPage === true ? 'stage dark' : 'stage' });
  const host = element('div');
  if (scenario.width !== undefined) host.style.width = `${scenario.width}px`;
  stage.append(host);
  section.append(
    element('h2', { id: `${scenario.id}-title`, textContent: scenario.title }),
    element('p', { className: 'note', textContent: scenario.note }),
    stage,
  );
  return { section, host };
}

async function run(scenario: Scenario, { host }: Stage): Promise<void> {
  const { client } = createGalleryClient(scenario.routes, scenario.signedIn);
  mountInto(
    { method: 'gallery', element: host, shadowDOM: false, nonce: undefined },
    // Each widget sees only its scenario's wallets (fake-wallets.ts).
    <WalletDiscoveryContext.Provider value={discoverGalleryWallets(scenario.wallets)}>
      <WidgetRoot
        kind={scenario.kind ?? 'login'}
        client={client}
        config={scenario.config}
        {...(scenario.initialState === undefined ? {} : { initialState: scenario.initialState })}
        {...(scenario.styles === undefined ? {} : { styles: scenario.styles })}
        {...(scenario.passwordResetToken === undefined ? {} : { passwordResetToken: scenario.passwordResetToken })}
      />
    </WalletDiscoveryContext.Provider>,
  );
  const widget = new WidgetDom(host);
  // The flows' chunks have loaded and the first screen shows…
  await widget.find('[data-screen]');
  // …and the bootstrap has answered: the 'Powered by' link it turns on is the visible sign.
  await widget.find(`a[href="${WATERMARK_URL}"]`);
  await scenario.script?.(widget);
  await settle();
}

async function main(): Promise<void> {
  const index = document.getElementById('index');
  const list = document.getElementById('scenarios');
  if (index === null || list === null) throw new Error('gallery: index.html lacks #index or #scenarios');
  document.body.dataset.frozenNow = new Date(FROZEN_NOW).toISOString();
  const stages = SCENARIOS.map((scenario) => {
    index.append(indexEntry(scenario));
    const stage = sectionFor(scenario);
    list.append(stage.section);
    return { scenario, stage };
  });
  for (const { scenario, stage } of stages) {
    try {
      await run(scenario, stage);
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
