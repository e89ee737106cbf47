/** Serbian (sr): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Успешно!',
  'passkey.successBody': 'Приступни кључ је успешно потврђен.',
  'passkey.checkingSession': 'Провера сесије…',
  'passkey.noActiveUser': 'Грешка: компонента PasskeyRegistration не може да се користи без пријављеног корисника.',
  'passkey.registrationTitle': 'Подесите нови приступни кључ',
  'passkey.registrationBody': 'Уз приступни кључ пријављујете се отиском прста, лицем или откључавањем екрана уместо лозинком или кодом.',
  'passkey.create': 'Направи приступни кључ',
  'passkey.skip': 'Прескочи',
  'passkey.createdTitle': 'Приступни кључ је направљен!',
  'passkey.skippedTitle': 'Ваши приступни кључеви',
  'passkey.setUpAnother': 'Подеси још један приступни кључ',
  'passkey.done': 'Готово',
  'passkey.existingPasskeys': 'Постојећи приступни кључеви',
  'passkey.listNoActiveUser': 'Грешка: компонента PasskeyList не може да се користи без пријављеног корисника.',
  'passkey.listEmpty': 'Још увек нема приступних кључева.',
  'passkey.listLoading': 'Учитавање приступних кључева…',
  'passkey.created': 'Направљен {date}',
  'passkey.lastUsed': 'Последњи пут коришћен {date}',
  'passkey.neverUsed': 'Још није коришћен',
  'passkey.rename': 'Преименуј',
  'passkey.renameLabel': 'Преименуј {name}',
  'passkey.nameLabel': 'Назив приступног кључа',
  'passkey.nameRequired': 'Унесите назив за овај приступни кључ.',
  'passkey.nameHint': 'Притисните Enter да бисте сачували или Escape да бисте отказали.',
  'passkey.save': 'Сачувај',
  'passkey.delete': 'Избриши',
  'passkey.deleteLabel': 'Избриши {name}',
  'passkey.cancel': 'Откажи',
  'passkey.deleteConfirm': 'Желите ли да избришете приступни кључ {name}?',
  'passkey.deleteWarning': 'Избрисани приступни кључ више не може да се користи за пријаву. Уклоните га и из менаџера лозинки.',
};

export default texts;
