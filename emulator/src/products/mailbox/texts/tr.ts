/** Turkish (tr): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const tr: EmulatorTexts = {
  'duration.minutes': { one: '{count} dakika', other: '{count} dakika' },
  'duration.seconds': { one: '{count} saniye', other: '{count} saniye' },
  'otp.subject': 'Doğrulama kodunuz',
  'otp.body': '{projectName} doğrulama kodunuz: {code}. Kodun süresi {duration} içinde dolacak.',
  'magicLink.login.subject': 'Giriş bağlantınız',
  'magicLink.signup.subject': 'Kaydolmak için e-postanızı onaylayın',
  'magicLink.login.intro': '{projectName} hesabınıza giriş yapmak için aşağıdaki bağlantıya tıklayın:',
  'magicLink.signup.intro': '{projectName} kaydınızı tamamlamak için aşağıdaki bağlantıya tıklayın:',
  'magicLink.expiry': 'Bu bağlantının süresi {duration} içinde dolacak. Bu bağlantıyı siz istemediyseniz bu e-postayı dikkate almayın.',
  'passwordReset.subject': 'Şifrenizi sıfırlayın',
  'passwordReset.intro': 'Birisi {projectName} hesabınızın şifresini sıfırlamak istedi. Yeni bir şifre belirlemek için şu bağlantıyı açın:',
  'passwordReset.loginInstead': 'Veya şifrenizi değiştirmeden giriş yapın:',
  'passwordReset.expiry': 'Bu bağlantıların süresi {duration} içinde dolacak. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
  'b2b.passwordReset.organization.subject': '{organizationName} şifrenizi sıfırlayın',
  'b2b.passwordReset.organization.intro': 'Birisi {organizationName} için şifrenizi sıfırlamak istedi. Yeni bir şifre belirlemek için şu bağlantıyı açın:',
  'b2b.passwordReset.project.subject': '{projectName} şifrenizi sıfırlayın',
  'b2b.passwordReset.project.intro': 'Birisi {projectName} şifrenizi sıfırlamak istedi. Yeni bir şifre belirlemek için şu bağlantıyı açın:',
  'b2b.passwordReset.expiry': 'Bağlantının süresi {duration} içinde dolacak. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
  'b2b.otp.subject': '{projectName} doğrulama kodunuz',
  'b2b.otp.body': 'Giriş kodunuz: {code}. Kodun süresi {duration} içinde dolacak.',
  'b2b.otp.organizationBody': '{organizationName} giriş kodunuz: {code}. Kodun süresi {duration} içinde dolacak.',
  'b2b.magicLink.subject': '{projectName} giriş bağlantınız',
  'b2b.magicLink.body': '{name} için giriş: {link}',
  'b2b.magicLink.expiry': 'Bağlantının süresi {duration} içinde dolacak.',
};

export default tr;
