import type { EmulatorContext } from '../../context';
import { TokenErrors } from './errors';

/**
 * The token endpoint's body: `application/x-www-form-urlencoded` (RFC 6749
 * §4.1.3), each parameter at most once (§3.2). Anything else is
 * `invalid_request`.
 */
export async function readForm(c: EmulatorContext): Promise<Map<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw TokenErrors.invalidRequest('The body must be application/x-www-form-urlencoded.');
  }
  const form = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(await c.req.text())) {
    if (form.has(key)) throw TokenErrors.invalidRequest(`The parameter ${key} is repeated.`);
    form.set(key, value);
  }
  return form;
}
