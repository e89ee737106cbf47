/** Serbian (sr): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Тражимо вашу организацију…',
  'b2b.organization.notFound.title': 'Нисмо пронашли вашу организацију',
  'b2b.organization.notFound.body': 'Ниједна организација нема адресу „{slug}“. Проверите линк који сте отворили или га затражите од администратора.',
  'b2b.organization.notFound.noSlug': 'На овој страници није наведена организација. Користите линк који вам је дао администратор.',
  'b2b.organization.loadFailed.retry': 'Покушај поново',
  'b2b.organization.title': 'Пријава у {organization}',
  'b2b.organization.sso': 'Настави уз {connection}',
  'b2b.organization.continue': 'Настави',
  'b2b.organization.invalidEmail': 'Формат имејл адресе није исправан.',
  'b2b.organization.or': 'или',
  'b2b.organization.password': 'Пријава лозинком',
  'b2b.organization.noMethods': 'Организација {organization} не дозвољава ниједан од начина пријаве са ове странице. Обратите се администратору.',
};

export default texts;
