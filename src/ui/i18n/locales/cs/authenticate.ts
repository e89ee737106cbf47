/** Czech (cs): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Přihlašování…',
  'authenticate.doneTitle': 'Jste přihlášeni',
  'authenticate.failedTitle': 'Přihlášení se nezdařilo',
  'authenticate.noToken': 'Tato stránka byla otevřena bez přihlašovacího odkazu. Použijte znovu odkaz, který jste obdrželi.',
};

export default texts;
