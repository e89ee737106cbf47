/**
 * The two parts of libphonenumber-js the widget uses, in a module of their
 * own so the lazily loaded chunk carries only them (a dynamic import of the
 * package itself keeps every export).
 */
export { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';
