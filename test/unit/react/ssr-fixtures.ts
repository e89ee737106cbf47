/**
 * The login configs the server-rendering tests render: each Main layout a
 * host is likely to server-render (email first, phone first, passwords,
 * passkeys with autofill, social and wallet buttons, shadow DOM, a logo).
 */
import type { LoginConfig } from '../../../src/ui/config/config-types';

export const LOGIN_CONFIGS: Array<[string, LoginConfig]> = [
  ['magic links', { products: ['emailMagicLinks'] }],
  ['magic links + passcodes', { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } }],
  ['text passcodes first', { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } }],
  ['passwords', { products: ['passwords', 'emailMagicLinks'] }],
  ['passkeys with autofill', { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } }],
  [
    'social + wallets',
    {
      products: ['oauth', 'crypto', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
    },
  ],
  ['shadow DOM', { products: ['emailMagicLinks'], enableShadowDOM: true }],
];
