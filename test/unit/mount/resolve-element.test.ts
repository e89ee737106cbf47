// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PorticoInvalidCallError } from '../../../src/core/errors';
import {
  invalidSelectorMessage,
  noElementMessage,
  resolveElement,
} from '../../../src/mount/resolve-element';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('resolveElement', () => {
  it('returns the first element the selector matches', () => {
    document.body.innerHTML = '<div class="w" id="a"></div><div class="w" id="b"></div>';
    expect(resolveElement('mountLogin', '.w').id).toBe('a');
  });

  it('says the selector applies to no elements when nothing matches', () => {
    expect(noElementMessage('mountLogin', '#login')).toBe(
      'Invalid call to mountLogin\nThe selector "#login" applies to no elements.',
    );
    expect(() => resolveElement('mountLogin', '#login')).toThrowError(
      new PorticoInvalidCallError('Invalid call to mountLogin\nThe selector "#login" applies to no elements.'),
    );
    expect(() => resolveElement('mountLogin', '#login')).toThrow(PorticoInvalidCallError);
  });

  it('reports an invalid CSS selector as a usage error instead of a DOMException', () => {
    expect(() => resolveElement('mountResetPassword', '#')).toThrowError(
      invalidSelectorMessage('mountResetPassword', '#'),
    );
    expect(invalidSelectorMessage('mountResetPassword', '#')).toBe(
      'Invalid call to mountResetPassword\nelementId must be a valid CSS selector (got "#").',
    );
  });
});
