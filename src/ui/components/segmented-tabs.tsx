import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { panel, tab, tabList } from './segmented-tabs.styles';
import { useDomId } from './use-dom-id';
import { cx, part } from '../theme/css';

export interface SegmentedTab<T extends string> {
  id: T;
  label: string;
  /** A leading icon, e.g. `<PhoneIcon />`. */
  icon?: ReactNode;
}

export interface SegmentedTabsProps<T extends string> {
  tabs: readonly SegmentedTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Accessible name of the tab list, e.g. 'Sign-in method'. */
  label: string;
  /** The selected tab's panel content. */
  children?: ReactNode;
  /**
   * Make the panel focusable: only when its content has nothing focusable
   * (WAI-ARIA tabs pattern), so Tab from the tab list reaches it.
   */
  focusablePanel?: boolean;
}

/** Keys that move the selection, as offsets or ends (WAI-ARIA tabs, automatic activation). */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A segmented control implementing WAI-ARIA tabs: one tab stop (roving
 * tabindex), arrows / Home / End move focus and select, and one tabpanel
 * labelled by the selected tab.
 */
export function SegmentedTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
  focusablePanel = false,
}: SegmentedTabsProps<T>) {
  const base = useDomId('tabs');
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  // A selection missing from `tabs` must not leave the list without a tab stop.
  const current = tabs.some((t) => t.id === selected) ? selected : tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
    if (target.id !== current) onSelect(target.id);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={cx(tabList)} {...part('tabs')}>
        {tabs.map((item, index) => {
          const isSelected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className={cx(tab)}
              {...part('tab')}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect(item.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          );
        })}
      </div>
      {current === undefined ? null : (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(current)}
          className={cx(panel)}
          tabIndex={focusablePanel ? 0 : undefined}
        >
          {children}
        </div>
      )}
    </div>
  );
}
