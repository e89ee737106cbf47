/** Norwegian Bokmål (nb): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const nb: EmulatorTexts = {
  'duration.minutes': { one: '{count} minutt', other: '{count} minutter' },
  'duration.seconds': { one: '{count} sekund', other: '{count} sekunder' },
  'otp.subject': 'Bekreftelseskoden din',
  'otp.body': 'Bekreftelseskoden din for {projectName} er {code}. Den utløper om {duration}.',
  'magicLink.login.subject': 'Påloggingslenken din',
  'magicLink.signup.subject': 'Bekreft e-postadressen din for å registrere deg',
  'magicLink.login.intro': 'Klikk på lenken nedenfor for å logge inn på {projectName}:',
  'magicLink.signup.intro': 'Klikk på lenken nedenfor for å fullføre registreringen hos {projectName}:',
  'magicLink.expiry': 'Lenken utløper om {duration}. Hvis du ikke har bedt om den, kan du se bort fra denne e-posten.',
  'passwordReset.subject': 'Tilbakestill passordet ditt',
  'passwordReset.intro': 'Noen har bedt om å tilbakestille passordet til {projectName}-kontoen din. Åpne denne lenken for å velge et nytt passord:',
  'passwordReset.loginInstead': 'Eller logg inn uten å endre passordet:',
  'passwordReset.expiry': 'Lenkene utløper om {duration}. Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten.',
  'b2b.passwordReset.organization.subject': 'Tilbakestill passordet ditt for {organizationName}',
  'b2b.passwordReset.organization.intro': 'Noen har bedt om å tilbakestille passordet ditt for {organizationName}. Åpne denne lenken for å velge et nytt:',
  'b2b.passwordReset.project.subject': 'Tilbakestill passordet ditt for {projectName}',
  'b2b.passwordReset.project.intro': 'Noen har bedt om å tilbakestille passordet ditt for {projectName}. Åpne denne lenken for å velge et nytt:',
  'b2b.passwordReset.expiry': 'Lenken utløper om {duration}. Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten.',
  'b2b.otp.subject': 'Bekreftelseskoden din for {projectName}',
  'b2b.otp.body': 'Koden din for å logge inn er {code}. Den utløper om {duration}.',
  'b2b.otp.organizationBody': 'Koden din for å logge inn på {organizationName} er {code}. Den utløper om {duration}.',
  'b2b.magicLink.subject': 'Påloggingslenken din for {projectName}',
  'b2b.magicLink.body': 'Logg inn på {name}: {link}',
  'b2b.magicLink.expiry': 'Lenken utløper om {duration}.',
};

export default nb;
