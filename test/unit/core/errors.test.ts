import { describe, expect, it } from 'vitest';
import {
  isPorticoApiError,
  isPorticoError,
  isPorticoUnreachableError,
  isSchemaErrorBody,
  PorticoApiError,
  PorticoError,
  PorticoInvalidCallError,
  PorticoSchemaError,
  PorticoUnreachableError,
} from '../../../src/core/errors';

describe('PorticoApiError', () => {
  const body = {
    status_code: 401,
    error_type: 'unauthorized_credentials',
    error_message: 'Unauthorized credentials.',
    error_url: 'https://stytch.com/docs/api/errors/401',
    request_id: 'req-1',
    error_details: { hint: 'x' },
  };

  it('carries every field of the error body, code api_error, message = error_message', () => {
    const error = new PorticoApiError(body);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('api_error');
    expect(error.name).toBe('PorticoApiError');
    expect(error.message).toBe('Unauthorized credentials.');
    expect(error).toMatchObject(body);
  });

  it('leaves the optional fields undefined when absent', () => {
    const error = new PorticoApiError({ status_code: 400, error_type: 't', error_message: 'm', error_url: '' });
    expect(error.request_id).toBeUndefined();
    expect(error.error_details).toBeUndefined();
  });

  it('is recognised by the type guards', () => {
    const error = new PorticoApiError(body);
    expect(isPorticoApiError(error)).toBe(true);
    expect(isPorticoError(error)).toBe(true);
    expect(isPorticoApiError(new Error('x'))).toBe(false);
    expect(isPorticoApiError({ ...body })).toBe(false);
    expect(isPorticoApiError(new PorticoUnreachableError('network_error'))).toBe(false);
  });
});

describe('PorticoSchemaError', () => {
  it('lists ajv v8 entries as path: message', () => {
    const error = new PorticoSchemaError({
      body: [
        { instancePath: '/email', message: 'must be a string' },
        { instancePath: '/options/locale', message: 'must be equal to one of the allowed values' },
      ],
    });
    expect(error.code).toBe('schema_error');
    expect(error.message).toBe(
      'body.email: must be a string\nbody.options.locale: must be equal to one of the allowed values',
    );
    expect(error.entries).toEqual([
      { path: 'body.email', message: 'must be a string' },
      { path: 'body.options.locale', message: 'must be equal to one of the allowed values' },
    ]);
  });

  it('reads ajv v6 dataPath, params and query sections, and field maps', () => {
    const error = new PorticoSchemaError({
      params: [{ dataPath: '.id', message: 'is required' }],
      query: { limit: 'must be a number' },
    });
    expect(error.message).toBe('params.id: is required\nquery.limit: must be a number');
  });

  it('keeps the raw details', () => {
    const details = { body: [{ instancePath: '', message: 'must be object' }] };
    const error = new PorticoSchemaError(details);
    expect(error.details).toBe(details);
    expect(error.message).toBe('body: must be object');
  });

  it('isSchemaErrorBody detects the body/params/query keys', () => {
    expect(isSchemaErrorBody({ body: [] })).toBe(true);
    expect(isSchemaErrorBody({ params: [] })).toBe(true);
    expect(isSchemaErrorBody({ query: [] })).toBe(true);
    expect(isSchemaErrorBody({ error_type: 'x' })).toBe(false);
    expect(isSchemaErrorBody(null)).toBe(false);
    expect(isSchemaErrorBody([])).toBe(false);
  });
});

describe('PorticoUnreachableError', () => {
  it.each([
    ['network_error', 'Unable to contact our servers.'],
    ['invalid_json', 'Invalid JSON response from our servers.'],
    ['invalid_response', 'Invalid or no response from server'],
  ] as const)('%s has the exact message', (kind, message) => {
    const cause = new TypeError('Failed to fetch');
    const error = new PorticoUnreachableError(kind, { cause });
    expect(error.code).toBe(kind);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(cause);
    expect(isPorticoUnreachableError(error)).toBe(true);
  });
});

describe('PorticoInvalidCallError', () => {
  it('has code invalid_call', () => {
    const error = new PorticoInvalidCallError('Invalid call to x\ny must be a string.');
    expect(error.code).toBe('invalid_call');
    expect(error.name).toBe('PorticoInvalidCallError');
    expect(error.message).toBe('Invalid call to x\ny must be a string.');
  });
});
