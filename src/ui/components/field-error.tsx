/**
 * The error under a field, when the screen error is an input error. Its id
 * goes into the field's `aria-describedby`, and the field is `aria-invalid`,
 * only while it shows (`fieldErrorId`).
 */
import type { ScreenError } from '../flows/flow';
import { ErrorText } from './error-text';

export interface FieldErrorProps {
  id: string;
  error: ScreenError | undefined;
}

/** The id to reference from the field, or undefined when the field is valid. */
export function fieldErrorId(error: ScreenError | undefined, id: string): string | undefined {
  return error?.field === true ? id : undefined;
}

export function FieldError({ id, error }: FieldErrorProps) {
  return error?.field === true ? <ErrorText id={id} error={error.message} /> : null;
}
