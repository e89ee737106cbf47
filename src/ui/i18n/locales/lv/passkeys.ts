/** Latvian (lv): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Izdevās!',
  'passkey.successBody': 'Jūsu piekļuves atslēga ir veiksmīgi autentificēta.',
  'passkey.checkingSession': 'Notiek sesijas pārbaude…',
  'passkey.noActiveUser': 'Kļūda: komponentu PasskeyRegistration nevar izmantot bez aktīva autentificēta lietotāja.',
  'passkey.registrationTitle': 'Iestatiet jaunu piekļuves atslēgu',
  'passkey.registrationBody': 'Ar piekļuves atslēgām varat pierakstīties, izmantojot pirksta nospiedumu, seju vai ekrāna bloķēšanu, nevis paroli vai kodu.',
  'passkey.create': 'Izveidot piekļuves atslēgu',
  'passkey.skip': 'Izlaist',
  'passkey.createdTitle': 'Piekļuves atslēga ir veiksmīgi izveidota!',
  'passkey.skippedTitle': 'Jūsu piekļuves atslēgas',
  'passkey.setUpAnother': 'Iestatīt vēl vienu piekļuves atslēgu',
  'passkey.done': 'Gatavs',
  'passkey.existingPasskeys': 'Esošās piekļuves atslēgas',
  'passkey.listNoActiveUser': 'Kļūda: komponentu PasskeyList nevar izmantot bez aktīva autentificēta lietotāja.',
  'passkey.listEmpty': 'Piekļuves atslēgu vēl nav.',
  'passkey.listLoading': 'Notiek piekļuves atslēgu ielāde…',
  'passkey.created': 'Izveidota: {date}',
  'passkey.lastUsed': 'Pēdējoreiz izmantota: {date}',
  'passkey.neverUsed': 'Vēl nav izmantota',
  'passkey.rename': 'Pārdēvēt',
  'passkey.renameLabel': 'Pārdēvēt {name}',
  'passkey.nameLabel': 'Piekļuves atslēgas nosaukums',
  'passkey.nameRequired': 'Ievadiet šīs piekļuves atslēgas nosaukumu.',
  'passkey.nameHint': 'Nospiediet Enter, lai saglabātu, vai Escape, lai atceltu.',
  'passkey.save': 'Saglabāt',
  'passkey.delete': 'Dzēst',
  'passkey.deleteLabel': 'Dzēst {name}',
  'passkey.cancel': 'Atcelt',
  'passkey.deleteConfirm': 'Vai dzēst piekļuves atslēgu {name}?',
  'passkey.deleteWarning': 'Dzēstu piekļuves atslēgu vairs nevarēs izmantot pierakstīšanai. Noņemiet to arī no paroļu pārvaldnieka.',
};

export default texts;
