/**
 * Country calling codes for the phone input's country picker (docs/behaviour.md §5.2:
 * the number is parsed for the chosen country, default US; the
 * table itself is Portico's, docs/behaviour.md §10).
 *
 * The set is the regions a libphonenumber-style parse service accepts as
 * `regionCode`: ISO 3166-1 alpha-2 countries and territories, plus AC
 * (Ascension Island), TA (Tristan da Cunha) and XK (Kosovo), which have their
 * own numbering but only reserved/user-assigned codes. Uninhabited areas with
 * no public numbering (AQ, BV, GS, HM, PN, TF, UM) are left out. Regions that
 * share a numbering plan share the calling code (NANP members use 1; Jersey,
 * Guernsey and the Isle of Man use 44; Kazakhstan and Russia use 7).
 *
 * The table ships in the first load, so it holds codes only: each calling
 * code (digits, no '+') is followed by the ISO codes that use it. Country
 * names come from the browser (`Intl.DisplayNames`), which saves the ~11 kB
 * an English name list would weigh and names countries the way the platform
 * does elsewhere.
 */
const TABLE = `
  1 AG AI AS BB BM BS CA DM DO GD GU JM KN KY LC MP MS PR SX TC TT US VC VG VI
  20 EG 211 SS 212 EH MA 213 DZ 216 TN 218 LY 220 GM 221 SN 222 MR 223 ML 224 GN 225 CI 226 BF
  227 NE 228 TG 229 BJ 230 MU 231 LR 232 SL 233 GH 234 NG 235 TD 236 CF 237 CM 238 CV 239 ST
  240 GQ 241 GA 242 CG 243 CD 244 AO 245 GW 246 IO 247 AC 248 SC 249 SD 250 RW 251 ET 252 SO
  253 DJ 254 KE 255 TZ 256 UG 257 BI 258 MZ 260 ZM 261 MG 262 RE YT 263 ZW 264 NA 265 MW 266 LS
  267 BW 268 SZ 269 KM 27 ZA 290 SH TA 291 ER 297 AW 298 FO 299 GL
  30 GR 31 NL 32 BE 33 FR 34 ES 350 GI 351 PT 352 LU 353 IE 354 IS 355 AL 356 MT 357 CY 358 AX FI
  359 BG 36 HU 370 LT 371 LV 372 EE 373 MD 374 AM 375 BY 376 AD 377 MC 378 SM 380 UA 381 RS 382 ME
  383 XK 385 HR 386 SI 387 BA 389 MK 39 IT VA
  40 RO 41 CH 420 CZ 421 SK 423 LI 43 AT 44 GB GG IM JE 45 DK 46 SE 47 NO SJ 48 PL 49 DE
  500 FK 501 BZ 502 GT 503 SV 504 HN 505 NI 506 CR 507 PA 508 PM 509 HT 51 PE 52 MX 53 CU 54 AR
  55 BR 56 CL 57 CO 58 VE 590 BL GP MF 591 BO 592 GY 593 EC 594 GF 595 PY 596 MQ 597 SR 598 UY
  599 BQ CW
  60 MY 61 AU CC CX 62 ID 63 PH 64 NZ 65 SG 66 TH 670 TL 672 NF 673 BN 674 NR 675 PG 676 TO 677 SB
  678 VU 679 FJ 680 PW 681 WF 682 CK 683 NU 685 WS 686 KI 687 NC 688 TV 689 PF 690 TK 691 FM
  692 MH
  7 KZ RU
  81 JP 82 KR 84 VN 850 KP 852 HK 853 MO 855 KH 856 LA 86 CN 880 BD 886 TW
  90 TR 91 IN 92 PK 93 AF 94 LK 95 MM 960 MV 961 LB 962 JO 963 SY 964 IQ 965 KW 966 SA 967 YE
  968 OM 970 PS 971 AE 972 IL 973 BH 974 QA 975 BT 976 MN 977 NP 98 IR 992 TJ 993 TM 994 AZ 995 GE
  996 KG 998 UZ
`;

export interface CountryCallingCode {
  /** ISO 3166-1 alpha-2 (or the parse service's region code). */
  code: string;
  /** Country calling code, digits only (e.g. '1', '44'). */
  callingCode: string;
}

/** A table entry with its display name. */
export interface Country extends CountryCallingCode {
  /** The region's name in the display locale (English by default), or its code. */
  name: string;
}

let parsed: readonly CountryCallingCode[] | undefined;
let byCode: ReadonlyMap<string, CountryCallingCode> | undefined;

/**
 * Every entry, sorted by ISO code. Parsed on first use, not when the module
 * loads: the table is entry code and its parse (1–3 ms on a cold page) is not
 * needed for the first paint of an email-first widget (README, "Speed").
 */
export function countryCodes(): readonly CountryCallingCode[] {
  parsed ??= parseTable(TABLE);
  return parsed;
}

/** The entries by ISO code (upper case), built on first use like the list. */
function codeMap(): ReadonlyMap<string, CountryCallingCode> {
  byCode ??= new Map(countryCodes().map((c) => [c.code, c]));
  return byCode;
}

function parseTable(table: string): CountryCallingCode[] {
  const entries: CountryCallingCode[] = [];
  let callingCode = '';
  for (const token of table.trim().split(/\s+/)) {
    if (/^[0-9]/.test(token)) callingCode = token;
    else entries.push({ code: token, callingCode });
  }
  return entries.sort((a, b) => (a.code < b.code ? -1 : 1));
}

export type CountryCode = string;

/** docs/behaviour.md §5.2, §9: the phone input starts on the United States. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

const displayNames = new Map<string, ((code: string) => string | undefined) | null>();

/**
 * The region's name in `locale` (default English), e.g. 'GB' → 'United
 * Kingdom'; the code itself where the platform has no `Intl.DisplayNames` or
 * no name for it.
 */
export function countryName(code: string, locale = 'en'): string {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      const intl = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      names = (region) => intl.of(region);
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  try {
    return names?.(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && codeMap().has(value);
}

/** The entry for an ISO code (case-insensitive) with its English name, or undefined. */
export function getCountry(code: string, locale = 'en'): Country | undefined {
  const entry = codeMap().get(code.toUpperCase());
  return entry && { ...entry, name: countryName(entry.code, locale) };
}

/** The calling code for an ISO code, e.g. 'GB' → '44'. */
export function callingCodeFor(code: string): string | undefined {
  return codeMap().get(code.toUpperCase())?.callingCode;
}

/**
 * Prefixes a national number with the country's calling code, as the submit
 * path does when phone parsing times out (docs/behaviour.md §5.2).
 * Non-digits are dropped; a number
 * that already starts with '+' is kept as typed (digits only).
 */
export function withCallingCode(code: string, nationalNumber: string): string {
  const digits = nationalNumber.replace(/\D/g, '');
  if (nationalNumber.trim().startsWith('+')) return `+${digits}`;
  const callingCode = callingCodeFor(code) ?? callingCodeFor(DEFAULT_COUNTRY) ?? '1';
  return `+${callingCode}${digits}`;
}

/** The flag emoji for an ISO code, built from regional indicator symbols. */
export function countryFlag(code: string): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return String.fromCodePoint(...[...upper].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

const sortedByLocale = new Map<string, readonly Country[]>();

/**
 * `countriesByName`, computed once per locale. The first call costs the
 * browser's region-name data (about 18 ms on a cold page), so the picker asks
 * for it after the first paint (`countriesIfReady` before that).
 */
export function sortedCountries(locale = 'en'): readonly Country[] {
  let list = sortedByLocale.get(locale);
  if (list === undefined) {
    list = countriesByName(locale);
    sortedByLocale.set(locale, list);
  }
  return list;
}

/** The sorted list if it was computed already on this page, else null. */
export function countriesIfReady(locale = 'en'): readonly Country[] | null {
  return sortedByLocale.get(locale) ?? null;
}

/** The entries with names, sorted by name for display (locale-aware, so 'Åland' sorts with 'A'). */
export function countriesByName(locale = 'en'): Country[] {
  const collator = new Intl.Collator(locale);
  return countryCodes().map((entry) => ({ ...entry, name: countryName(entry.code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
