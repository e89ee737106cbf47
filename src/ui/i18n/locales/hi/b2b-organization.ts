/** Hindi (hi): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'आपका संगठन ढूंढा जा रहा है...',
  'b2b.organization.notFound.title': 'हमें आपका संगठन नहीं मिला',
  'b2b.organization.notFound.body': '“{slug}” पते वाला कोई संगठन नहीं है। आपने जिस लिंक का इस्तेमाल किया है, उसे जांचें या अपने एडमिन से सही लिंक मांगें।',
  'b2b.organization.notFound.noSlug': 'इस पेज में किसी संगठन का नाम नहीं है। आपके एडमिन ने जो लिंक दिया है, उसका इस्तेमाल करें।',
  'b2b.organization.loadFailed.retry': 'फिर से कोशिश करें',
  'b2b.organization.title': '{organization} पर जारी रखें',
  'b2b.organization.sso': '{connection} से जारी रखें',
  'b2b.organization.continue': 'जारी रखें',
  'b2b.organization.invalidEmail': 'ईमेल का फ़ॉर्मैट अमान्य है।',
  'b2b.organization.or': 'या',
  'b2b.organization.password': 'इसके बजाय पासवर्ड इस्तेमाल करें',
  'b2b.organization.noMethods': '{organization} इस पेज के किसी भी साइन इन तरीके की अनुमति नहीं देता। अपने एडमिन से संपर्क करें।',
};

export default texts;
