import { describe, expect, it } from 'vitest';
import { PorticoInvalidCallError } from '../../../src/core/errors';
import { validate } from '../../../src/core/validate';
import { thrownBy } from './fakes';

const message = (field: string, what: string) => `Invalid call to session.authenticate\n${field} must be ${what}.`;


describe('validate', () => {
  const v = () => validate('session.authenticate');

  it.each([
    ['isString', 'a string', 'x', 1],
    ['isNumber', 'a number', 1, '1'],
    ['isBoolean', 'a boolean', false, 'false'],
    ['isObject', 'an object', { a: 1 }, []],
    ['isStringArray', 'an array of strings', ['a'], ['a', 1]],
    ['isFunction', 'a function', () => 1, {}],
  ] as const)('%s accepts a valid value and rejects a wrong one with the exact message', (name, what, good, bad) => {
    expect(v()[name]('field', good)).toBeDefined();
    const error = thrownBy(() => v()[name]('field', bad));
    expect(error).toBeInstanceOf(PorticoInvalidCallError);
    expect((error as PorticoInvalidCallError).code).toBe('invalid_call');
    expect((error as Error).message).toBe(message('field', what));
  });

  it('required checks reject undefined', () => {
    expect(() => v().isString('f', undefined)).toThrow(message('f', 'a string'));
    expect(() => v().isObject('f', undefined)).toThrow(message('f', 'an object'));
  });

  it('optional checks accept undefined and reject null and wrong types', () => {
    expect(() =>
      v()
        .isOptionalString('a', undefined)
        .isOptionalNumber('b', undefined)
        .isOptionalBoolean('c', undefined)
        .isOptionalObject('d', undefined)
        .isOptionalStringArray('e', undefined)
        .isOptionalFunction('f', undefined),
    ).not.toThrow();
    expect(() => v().isOptionalString('a', null)).toThrow(message('a', 'a string'));
    expect(() => v().isOptionalNumber('b', '5')).toThrow(message('b', 'a number'));
    expect(() => v().isOptionalBoolean('c', 1)).toThrow(message('c', 'a boolean'));
    expect(() => v().isOptionalObject('d', 'x')).toThrow(message('d', 'an object'));
    expect(() => v().isOptionalStringArray('e', 'x')).toThrow(message('e', 'an array of strings'));
  });

  it('objects are plain non-null non-array objects', () => {
    expect(() => v().isObject('o', null)).toThrow(message('o', 'an object'));
    expect(() => v().isObject('o', [1])).toThrow(message('o', 'an object'));
    expect(() => v().isObject('o', 'str')).toThrow(message('o', 'an object'));
    expect(() => v().isObject('o', {})).not.toThrow();
  });

  it('keeps dotted field names and stops at the first failure of a chain', () => {
    const error = thrownBy(() =>
      validate('magicLinks.email.loginOrCreate')
        .isString('email', 'a@example.com')
        .isOptionalString('options.login_magic_link_url', 5)
        .isNumber('never.checked', 'x'),
    );
    expect((error as Error).message).toBe(
      'Invalid call to magicLinks.email.loginOrCreate\noptions.login_magic_link_url must be a string.',
    );
  });

  it('accepts an empty string array', () => {
    expect(() => v().isStringArray('a', [])).not.toThrow();
  });
});
