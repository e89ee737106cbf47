/**
 * What a visitor typed into the server's markup before the widget hydrated
 * (docs/architecture.md, "Server rendering"): React leaves the field's value
 * alone while hydrating, then a controlled field would reset it to the empty
 * state. Once, on the first commit, the field's own value is taken into the
 * state. In a plain client render the field holds the state already, so this
 * does nothing.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== '' && typed !== value) adopt(typed);
    // Only the first commit: later the field and the state agree by construction.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first commit (above)
  }, []);
}
