/**
 * Argument checks for the public client methods. A wrong type throws
 * `PorticoInvalidCallError` with this text (docs/behaviour.md §5.4):
 * `Invalid call to <method>\n<field> must be a string.`
 */
import { isAbortSignal } from './call-options';
import { PorticoInvalidCallError } from './errors';

/** Chainable checks for one method; each returns the checker. */
export interface Validator {
  isString(field: string, value: unknown): Validator;
  isOptionalString(field: string, value: unknown): Validator;
  isNumber(field: string, value: unknown): Validator;
  isOptionalNumber(field: string, value: unknown): Validator;
  isBoolean(field: string, value: unknown): Validator;
  isOptionalBoolean(field: string, value: unknown): Validator;
  isObject(field: string, value: unknown): Validator;
  isOptionalObject(field: string, value: unknown): Validator;
  isStringArray(field: string, value: unknown): Validator;
  isOptionalStringArray(field: string, value: unknown): Validator;
  isFunction(field: string, value: unknown): Validator;
  isOptionalFunction(field: string, value: unknown): Validator;
  /** A call's `signal` (call-options.ts): an `AbortSignal` or `undefined`. */
  isOptionalSignal(field: string, value: unknown): Validator;
}

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isNumber: Check = (v) => typeof v === 'number';
const isBoolean: Check = (v) => typeof v === 'boolean';
/** Plain objects only: `null` and arrays are rejected. */
const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray: Check = (v) => Array.isArray(v) && v.every((item) => typeof item === 'string');
const isFunction: Check = (v) => typeof v === 'function';

/**
 * Starts a chain of argument checks for `method` (its public name, e.g.
 * `session.authenticate`). Optional checks accept `undefined` only, like the
 * provider's SDK; `null` is a wrong type.
 */
export function validate(method: string): Validator {
  const require = (check: Check, what: string, optional: boolean) =>
    (field: string, value: unknown): Validator => {
      if (optional && value === undefined) return validator;
      if (!check(value)) throw new PorticoInvalidCallError(`Invalid call to ${method}\n${field} must be ${what}.`);
      return validator;
    };
  const validator: Validator = {
    isString: require(isString, 'a string', false),
    isOptionalString: require(isString, 'a string', true),
    isNumber: require(isNumber, 'a number', false),
    isOptionalNumber: require(isNumber, 'a number', true),
    isBoolean: require(isBoolean, 'a boolean', false),
    isOptionalBoolean: require(isBoolean, 'a boolean', true),
    isObject: require(isObject, 'an object', false),
    isOptionalObject: require(isObject, 'an object', true),
    isStringArray: require(isStringArray, 'an array of strings', false),
    isOptionalStringArray: require(isStringArray, 'an array of strings', true),
    isFunction: require(isFunction, 'a function', false),
    isOptionalFunction: require(isFunction, 'a function', true),
    isOptionalSignal: require(isAbortSignal, 'an AbortSignal', true),
  };
  return validator;
}
