/**
 * The height of the slot an embedded One Tap prompt renders in
 * (docs/behaviour.md §9): 47px until Google's prompt is there, then the prompt's own
 * height, re-measured when the prompt or the window resizes, at most once
 * per 100 ms so a window drag does not re-layout the host page on every
 * frame. A cancelled prompt resets it to 47px.
 */
import { useEffect, useState, type RefObject } from 'react';

export const ONE_TAP_HEIGHT_PX = 47;
export const ONE_TAP_RESIZE_DEBOUNCE_MS = 100;

export function usePromptHeight(slot: RefObject<HTMLElement | null>, measuring: boolean): number {
  const [height, setHeight] = useState(ONE_TAP_HEIGHT_PX);
  useEffect(() => {
    const element = slot.current;
    if (!measuring || element === null) {
      setHeight(ONE_TAP_HEIGHT_PX);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const prompt = element.firstElementChild;
      const measured = prompt === null ? 0 : Math.ceil(prompt.getBoundingClientRect().height);
      setHeight(Math.max(ONE_TAP_HEIGHT_PX, measured));
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, ONE_TAP_RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', schedule);
    // Google inserts and resizes its iframe on its own schedule.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    const insertions = new MutationObserver(() => {
      resizes?.disconnect();
      if (element.firstElementChild) resizes?.observe(element.firstElementChild);
      schedule();
    });
    insertions.observe(element, { childList: true });
    if (element.firstElementChild) resizes?.observe(element.firstElementChild);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
      insertions.disconnect();
    };
  }, [slot, measuring]);
  return height;
}
