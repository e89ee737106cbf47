/** @jsxImportSource @emotion/react */
/**
 * The Text / WhatsApp / Email tabs (spec section 2) as WAI-ARIA tabs: a
 * tablist with a roving tabindex, arrow keys (and Home/End) moving and
 * selecting, and one tabpanel labelled by the selected tab.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { MainTab, MainTabId } from '../../config/main-layout';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { useDomId } from '../../components/use-dom-id';

export interface MethodTabsProps {
  tabs: readonly MainTab[];
  selected: MainTabId;
  onSelect: (id: MainTabId) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

export function MethodTabs({ tabs, selected, onSelect, children }: MethodTabsProps) {
  const { t } = useWidget();
  const base = useDomId('tabs');
  const refs = useRef(new Map<MainTabId, HTMLButtonElement>());
  const tabId = (id: MainTabId) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = tabs[next];
    if (target === undefined) return;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" css={styles.tabList}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              css={styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {t(tab.labelKey)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
