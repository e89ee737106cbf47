/** Russian (ru): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Готово!',
  'passkey.successBody': 'Ключ доступа успешно подтверждён.',
  'passkey.checkingSession': 'Проверка сеанса…',
  'passkey.noActiveUser': 'Ошибка: компонент PasskeyRegistration нельзя использовать без вошедшего в систему пользователя.',
  'passkey.registrationTitle': 'Создайте ключ доступа',
  'passkey.registrationBody': 'С ключом доступа можно входить по отпечатку пальца, распознаванию лица или с помощью блокировки экрана — без пароля и кода.',
  'passkey.create': 'Создать ключ доступа',
  'passkey.skip': 'Пропустить',
  'passkey.createdTitle': 'Ключ доступа создан!',
  'passkey.skippedTitle': 'Ваши ключи доступа',
  'passkey.setUpAnother': 'Создать ещё один ключ доступа',
  'passkey.done': 'Готово',
  'passkey.existingPasskeys': 'Сохранённые ключи доступа',
  'passkey.listNoActiveUser': 'Ошибка: компонент PasskeyList нельзя использовать без вошедшего в систему пользователя.',
  'passkey.listEmpty': 'Ключей доступа пока нет.',
  'passkey.listLoading': 'Загрузка ключей доступа…',
  'passkey.created': 'Создан {date}',
  'passkey.lastUsed': 'Последнее использование: {date}',
  'passkey.neverUsed': 'Ещё не использовался',
  'passkey.rename': 'Переименовать',
  'passkey.renameLabel': 'Переименовать {name}',
  'passkey.nameLabel': 'Название ключа доступа',
  'passkey.nameRequired': 'Введите название ключа доступа.',
  'passkey.nameHint': 'Нажмите Enter, чтобы сохранить, или Escape, чтобы отменить.',
  'passkey.save': 'Сохранить',
  'passkey.delete': 'Удалить',
  'passkey.deleteLabel': 'Удалить {name}',
  'passkey.cancel': 'Отмена',
  'passkey.deleteConfirm': 'Удалить ключ доступа {name}?',
  'passkey.deleteWarning': 'Удалённый ключ доступа больше нельзя использовать для входа. Удалите его также из менеджера паролей.',
};

export default texts;
