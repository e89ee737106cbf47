/** Spanish (es): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Selecciona una organización para continuar',
  'b2b.discovery.continue': 'Continuar',
  'b2b.discovery.acceptInvite': 'Aceptar invitación',
  'b2b.discovery.join': 'Unirse',
  'b2b.discovery.create': 'Crear una organización',
  'b2b.discovery.working': 'Iniciando sesión…',
  'b2b.discovery.none.title': '{email} no pertenece a ninguna organización.',
  'b2b.discovery.none.askAdmin': 'Comprueba que tu dirección de correo electrónico sea correcta. Si lo es, puede que tu administrador tenga que invitarte.',
  'b2b.discovery.none.createTitle': 'Crea una organización para empezar',
  'b2b.discovery.none.createBody': '{email} no tiene cuenta. ¿Crees que es un error? Prueba con otra dirección de correo electrónico o ponte en contacto con tu administrador.',
  'b2b.discovery.none.tryAgain': 'Probar con otro correo electrónico',
  'b2b.discovery.createForm.title': 'Crear una organización',
  'b2b.discovery.createForm.name': 'Nombre de la organización',
  'b2b.discovery.createForm.slug': 'Identificador de la organización',
  'b2b.discovery.createForm.url': 'Dirección de tu organización: {url}',
  'b2b.discovery.createForm.submit': 'Crear organización',
  'b2b.discovery.createForm.nameRequired': 'Introduce un nombre para tu organización.',
  'b2b.discovery.createForm.slugInvalid': 'Usa entre 2 y 128 letras, dígitos, guiones, puntos, guiones bajos o virgulillas.',
};

export default texts;
