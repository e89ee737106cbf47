/**
 * Shows a failed run on the current screen: reported to `callbacks.onError`
 * (unless it is the widget refusing input itself) and dispatched as the
 * screen's error, on the field or in the alert (screen-error.ts).
 */
import { useCallback } from 'react';
import { useWidget } from '../context/widget-context';
import type { CommonAction } from './flow';
import { ValidationFailure, toScreenError } from './screen-error';

export function useFailure(dispatch: (action: CommonAction) => void): (error: unknown) => void {
  const { reportError } = useWidget();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ValidationFailure)) reportError(error);
      dispatch({ type: 'failed', error: toScreenError(error) });
    },
    [dispatch, reportError],
  );
}
