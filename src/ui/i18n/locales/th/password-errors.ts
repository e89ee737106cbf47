/** Thai (th): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'รหัสผ่านนี้คาดเดาง่ายเกินไป โปรดเลือกรหัสผ่านที่แข็งแรงกว่านี้',
  'unable_to_auth_password_reset_token': 'ไม่สามารถใช้ลิงก์รีเซ็ตรหัสผ่านได้ เนื่องจากลิงก์ถูกใช้ไปแล้วหรือหมดอายุ โปรดขออีเมลใหม่เพื่อรีเซ็ตรหัสผ่าน',
};

export default texts;
