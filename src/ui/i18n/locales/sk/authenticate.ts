/** Slovak (sk): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Prihlasujeme vás…',
  'authenticate.doneTitle': 'Ste prihlásení',
  'authenticate.failedTitle': 'Nepodarilo sa vás prihlásiť',
  'authenticate.noToken': 'Táto stránka bola otvorená bez prihlasovacieho odkazu. Použite znova odkaz, ktorý ste dostali.',
};

export default texts;
