/**
 * Every language the emulator's emails and SMS are written in, by BCP 47 tag.
 * One import per `texts/<tag>.ts` and one entry each, nothing else (docs/i18n.md, "The emulator").
 */
import type { EmulatorTexts } from './en';
import en from './en';
import ar from './ar';
import bg from './bg';
import bn from './bn';
import ca from './ca';
import cs from './cs';
import da from './da';
import de from './de';
import el from './el';
import es from './es';
import fa from './fa';
import fi from './fi';
import fr from './fr';
import he from './he';
import hi from './hi';
import hr from './hr';
import hu from './hu';
import id from './id';
import it from './it';
import ja from './ja';
import ko from './ko';
import lt from './lt';
import lv from './lv';
import ms from './ms';
import nb from './nb';
import nl from './nl';
import pl from './pl';
import pt from './pt';
import ptBR from './pt-BR';
import ro from './ro';
import ru from './ru';
import sk from './sk';
import sl from './sl';
import sr from './sr';
import sv from './sv';
import th from './th';
import tr from './tr';
import uk from './uk';
import ur from './ur';
import vi from './vi';
import zhHans from './zh-Hans';
import zhHant from './zh-Hant';

export const TEXT_CATALOGUES: Readonly<Record<string, EmulatorTexts>> = {
  en,
  ar,
  bg,
  bn,
  ca,
  cs,
  da,
  de,
  el,
  es,
  fa,
  fi,
  fr,
  he,
  hi,
  hr,
  hu,
  id,
  it,
  ja,
  ko,
  lt,
  lv,
  ms,
  nb,
  nl,
  pl,
  pt,
  'pt-BR': ptBR,
  ro,
  ru,
  sk,
  sl,
  sr,
  sv,
  th,
  tr,
  uk,
  ur,
  vi,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};
