/** Ukrainian (uk): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Готово!',
  'passkey.successBody': 'Ключ доступу успішно підтверджено.',
  'passkey.checkingSession': 'Перевірка сеансу…',
  'passkey.noActiveUser': 'Помилка: компонент PasskeyRegistration не можна використовувати без користувача, який увійшов у систему.',
  'passkey.registrationTitle': 'Створіть ключ доступу',
  'passkey.registrationBody': 'З ключем доступу можна входити за відбитком пальця, розпізнаванням обличчя або за допомогою блокування екрана — без пароля й коду.',
  'passkey.create': 'Створити ключ доступу',
  'passkey.skip': 'Пропустити',
  'passkey.createdTitle': 'Ключ доступу створено!',
  'passkey.skippedTitle': 'Ваші ключі доступу',
  'passkey.setUpAnother': 'Створити ще один ключ доступу',
  'passkey.done': 'Готово',
  'passkey.existingPasskeys': 'Збережені ключі доступу',
  'passkey.listNoActiveUser': 'Помилка: компонент PasskeyList не можна використовувати без користувача, який увійшов у систему.',
  'passkey.listEmpty': 'Ключів доступу ще немає.',
  'passkey.listLoading': 'Завантаження ключів доступу…',
  'passkey.created': 'Створено {date}',
  'passkey.lastUsed': 'Востаннє використано {date}',
  'passkey.neverUsed': 'Ще не використовувався',
  'passkey.rename': 'Перейменувати',
  'passkey.renameLabel': 'Перейменувати {name}',
  'passkey.nameLabel': 'Назва ключа доступу',
  'passkey.nameRequired': 'Введіть назву ключа доступу.',
  'passkey.nameHint': 'Натисніть Enter, щоб зберегти, або Escape, щоб скасувати.',
  'passkey.save': 'Зберегти',
  'passkey.delete': 'Видалити',
  'passkey.deleteLabel': 'Видалити {name}',
  'passkey.cancel': 'Скасувати',
  'passkey.deleteConfirm': 'Видалити ключ доступу {name}?',
  'passkey.deleteWarning': 'Видалений ключ доступу більше не можна використовувати для входу. Видаліть його також із менеджера паролів.',
};

export default texts;
