/** Bulgarian (bg): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Готово!',
  'passkey.successBody': 'Ключът за достъп е потвърден успешно.',
  'passkey.checkingSession': 'Проверка на сесията…',
  'passkey.noActiveUser': 'Грешка: компонентът PasskeyRegistration не може да се използва без влязъл потребител.',
  'passkey.registrationTitle': 'Създайте нов ключ за достъп',
  'passkey.registrationBody': 'С ключ за достъп влизате с пръстов отпечатък, лицево разпознаване или заключването на екрана вместо с парола или код.',
  'passkey.create': 'Създаване на ключ за достъп',
  'passkey.skip': 'Пропускане',
  'passkey.createdTitle': 'Ключът за достъп е създаден!',
  'passkey.skippedTitle': 'Вашите ключове за достъп',
  'passkey.setUpAnother': 'Създаване на още един ключ за достъп',
  'passkey.done': 'Готово',
  'passkey.existingPasskeys': 'Съществуващи ключове за достъп',
  'passkey.listNoActiveUser': 'Грешка: компонентът PasskeyList не може да се използва без влязъл потребител.',
  'passkey.listEmpty': 'Все още няма ключове за достъп.',
  'passkey.listLoading': 'Зареждане на ключовете за достъп…',
  'passkey.created': 'Създаден на {date}',
  'passkey.lastUsed': 'Последно използван на {date}',
  'passkey.neverUsed': 'Все още не е използван',
  'passkey.rename': 'Преименуване',
  'passkey.renameLabel': 'Преименуване на {name}',
  'passkey.nameLabel': 'Име на ключа за достъп',
  'passkey.nameRequired': 'Въведете име за този ключ за достъп.',
  'passkey.nameHint': 'Натиснете Enter, за да запазите, или Escape, за да отмените.',
  'passkey.save': 'Запазване',
  'passkey.delete': 'Изтриване',
  'passkey.deleteLabel': 'Изтриване на {name}',
  'passkey.cancel': 'Отказ',
  'passkey.deleteConfirm': 'Да се изтрие ли ключът за достъп {name}?',
  'passkey.deleteWarning': 'Изтрит ключ за достъп вече не може да се използва за вход. Премахнете го и от мениджъра си на пароли.',
};

export default texts;
