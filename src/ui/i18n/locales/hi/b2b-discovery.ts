/** Hindi (hi): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'जारी रखने के लिए कोई संगठन चुनें',
  'b2b.discovery.continue': 'जारी रखें',
  'b2b.discovery.acceptInvite': 'न्योता स्वीकार करें',
  'b2b.discovery.join': 'शामिल हों',
  'b2b.discovery.create': 'संगठन बनाएं',
  'b2b.discovery.working': 'साइन इन किया जा रहा है...',
  'b2b.discovery.none.title': '{email} किसी भी संगठन से जुड़ा नहीं है।',
  'b2b.discovery.none.askAdmin': 'पक्का करें कि आपका ईमेल पता सही है। वरना हो सकता है कि आपको अपने एडमिन से न्योता लेना पड़े।',
  'b2b.discovery.none.createTitle': 'शुरू करने के लिए संगठन बनाएं',
  'b2b.discovery.none.createBody': '{email} का कोई खाता नहीं है। क्या आपको लगता है कि यह गलती है? कोई दूसरा ईमेल पता आज़माएं या अपने एडमिन से संपर्क करें।',
  'b2b.discovery.none.tryAgain': 'कोई दूसरा ईमेल पता आज़माएं',
  'b2b.discovery.createForm.title': 'संगठन बनाएं',
  'b2b.discovery.createForm.name': 'संगठन का नाम',
  'b2b.discovery.createForm.slug': 'संगठन का स्लग',
  'b2b.discovery.createForm.url': 'आपके संगठन का पता: {url}',
  'b2b.discovery.createForm.submit': 'संगठन बनाएं',
  'b2b.discovery.createForm.nameRequired': 'अपने संगठन का नाम डालें।',
  'b2b.discovery.createForm.slugInvalid': '2 से 128 तक अक्षर, अंक, हाइफ़न, पीरियड, अंडरस्कोर या टिल्ड इस्तेमाल करें।',
};

export default texts;
