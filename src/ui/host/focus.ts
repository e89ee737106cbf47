/**
 * The focus rule (docs/architecture.md, "Focus"): on each move between
 * screens (never on the first render, which must not take focus from the host
 * page), a screen whose task is one field focuses that field — marked with
 * `data-screen-focus` — and other screens focus their heading
 * (`data-screen-heading`), falling back to the screen container.
 */
import { SCREEN_HEADING_ATTRIBUTE } from '../components/screen-heading';
import type { ScreenFocus } from '../flows/flow';

/** Marks the field a single-field screen focuses on arrival. */
export const SCREEN_FOCUS_ATTRIBUTE = 'data-screen-focus';

export function focusScreen(container: HTMLElement, focus: ScreenFocus): void {
  const field = focus === 'field' ? container.querySelector<HTMLElement>(`[${SCREEN_FOCUS_ATTRIBUTE}]`) : null;
  const target = field ?? container.querySelector<HTMLElement>(`[${SCREEN_HEADING_ATTRIBUTE}]`) ?? container;
  target.focus();
}
