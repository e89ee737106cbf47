/** Czech (cs): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Zvolte, jak chcete pokračovat',
  'b2b.email.method.link': 'Poslat přihlašovací odkaz e-mailem',
  'b2b.email.method.code': 'Poslat přihlašovací kód e-mailem',
  'b2b.email.otp.title': 'Zadejte jednorázový kód',
  'b2b.email.otp.sentTo': 'Na {email} jsme poslali šestimístný jednorázový kód.',
  'b2b.email.otp.label': 'Zadejte jednorázový kód',
  'b2b.email.otp.verifying': 'Ověřování kódu…',
  'b2b.email.otp.resendPrompt': 'Nepřišel vám?',
  'b2b.email.otp.resend': 'Poslat kód znovu',
  'b2b.email.otp.resent': 'Kód byl znovu odeslán',
  'b2b.email.otp.expiresIn': 'Platnost kódu vyprší za {countdown}.',
  'b2b.email.otp.expired': 'Platnost kódu vypršela.',
  'b2b.email.sent.title': 'Zkontrolujte e-mail',
  'b2b.email.sent.sentTo': 'Poslali jsme e-mail na adresu {email}.',
  'b2b.email.sent.resendPrompt': 'Nepřišel vám?',
  'b2b.email.sent.resend': 'Poslat znovu',
  'b2b.email.sent.resent': 'E-mail byl znovu odeslán',
  'b2b.email.tryAgain': 'Zkusit jinou e-mailovou adresu',
};

export default texts;
