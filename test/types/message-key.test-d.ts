import { describe, expectTypeOf, it } from 'vitest';
import type { MessageKey, UiMessageKey } from '../../src/ui/i18n/messages';
import type { MESSAGES } from '../../src/ui/i18n/messages';

describe('MessageKey', () => {
  it('is derived from the flows’ catalogues: every text of the assembled catalogue, no other string', () => {
    expectTypeOf<keyof typeof MESSAGES>().toEqualTypeOf<MessageKey>();
    expectTypeOf<'otp.title'>().toMatchTypeOf<UiMessageKey>();
    expectTypeOf<'invalid_email'>().toMatchTypeOf<MessageKey>();
    expectTypeOf<'otp.notAText'>().not.toMatchTypeOf<MessageKey>();
    expectTypeOf<string>().not.toMatchTypeOf<MessageKey>();
  });
});
