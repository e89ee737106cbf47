/**
 * Runs one core call for a screen: tracks the submitting state (spinner,
 * disabled button), refuses a second submit while one is pending, clears the
 * previous error, maps a failure to the catalogue text (the spec's error
 * descriptor on the widget state) and reports it to `callbacks.onError` once.
 * Nothing thrown inside `action` escapes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError, type MessageDescriptor } from '../i18n/format';
import { widgetActions } from '../state/actions';
import { useWidget, useWidgetStore } from './widget-context';

/**
 * Thrown inside an action for input the widget refuses itself (an invalid
 * email or phone number): shown like an API error, but not sent to
 * `onError`, since nothing failed.
 */
export class ValidationFailure extends Error {
  readonly descriptor: MessageDescriptor;

  constructor(descriptor: MessageDescriptor) {
    super(descriptor.key ?? descriptor.fallback ?? 'validation failed');
    this.name = 'ValidationFailure';
    this.descriptor = descriptor;
  }
}

export interface AuthAction {
  /** True from the start of `run` until its action settles. */
  submitting: boolean;
  /**
   * Runs `action`; resolves true when it completed, false when it failed or
   * another run was still pending. Never rejects.
   */
  run(action: () => Promise<void>): Promise<boolean>;
}

export function useAuthAction(): AuthAction {
  const { reportError } = useWidget();
  const { dispatch } = useWidgetStore();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setSubmitting(true);
      dispatch(widgetActions.clearErrorDescriptor());
      try {
        await action();
        return true;
      } catch (error) {
        if (error instanceof ValidationFailure) {
          if (mounted.current) dispatch(widgetActions.setErrorDescriptor(error.descriptor));
          return false;
        }
        reportError(error);
        // A screen that is gone (navigated away) must not put its error on the next one.
        if (mounted.current) dispatch(widgetActions.setErrorDescriptor(describeError(error)));
        return false;
      } finally {
        busy.current = false;
        if (mounted.current) setSubmitting(false);
      }
    },
    [dispatch, reportError],
  );

  return { submitting, run };
}
