/**
 * Country calling codes for the phone input's country picker (spec section 5:
 * the number is parsed for the chosen country, default US; spec section 9
 * says such a table exists without showing it).
 *
 * The set is the regions a libphonenumber-style parse service accepts as
 * `regionCode`: ISO 3166-1 alpha-2 countries and territories, plus AC
 * (Ascension Island), TA (Tristan da Cunha) and XK (Kosovo), which have their
 * own numbering but only reserved/user-assigned codes. Uninhabited areas with
 * no public numbering (AQ, BV, GS, HM, PN, TF, UM) are left out. Regions that
 * share a numbering plan share the calling code (NANP members use 1; Jersey,
 * Guernsey and the Isle of Man use 44; Kazakhstan and Russia use 7).
 *
 * Calling codes are digits without the '+'. Sorted by ISO code.
 */

export interface CountryCallingCode {
  /** ISO 3166-1 alpha-2 (or the parse service's region code). */
  code: string;
  /** English short name. */
  name: string;
  /** Country calling code, digits only (e.g. '1', '44'). */
  callingCode: string;
}

export const COUNTRY_CODES = [
  { code: 'AC', name: 'Ascension Island', callingCode: '247' },
  { code: 'AD', name: 'Andorra', callingCode: '376' },
  { code: 'AE', name: 'United Arab Emirates', callingCode: '971' },
  { code: 'AF', name: 'Afghanistan', callingCode: '93' },
  { code: 'AG', name: 'Antigua and Barbuda', callingCode: '1' },
  { code: 'AI', name: 'Anguilla', callingCode: '1' },
  { code: 'AL', name: 'Albania', callingCode: '355' },
  { code: 'AM', name: 'Armenia', callingCode: '374' },
  { code: 'AO', name: 'Angola', callingCode: '244' },
  { code: 'AR', name: 'Argentina', callingCode: '54' },
  { code: 'AS', name: 'American Samoa', callingCode: '1' },
  { code: 'AT', name: 'Austria', callingCode: '43' },
  { code: 'AU', name: 'Australia', callingCode: '61' },
  { code: 'AW', name: 'Aruba', callingCode: '297' },
  { code: 'AX', name: 'Åland Islands', callingCode: '358' },
  { code: 'AZ', name: 'Azerbaijan', callingCode: '994' },
  { code: 'BA', name: 'Bosnia and Herzegovina', callingCode: '387' },
  { code: 'BB', name: 'Barbados', callingCode: '1' },
  { code: 'BD', name: 'Bangladesh', callingCode: '880' },
  { code: 'BE', name: 'Belgium', callingCode: '32' },
  { code: 'BF', name: 'Burkina Faso', callingCode: '226' },
  { code: 'BG', name: 'Bulgaria', callingCode: '359' },
  { code: 'BH', name: 'Bahrain', callingCode: '973' },
  { code: 'BI', name: 'Burundi', callingCode: '257' },
  { code: 'BJ', name: 'Benin', callingCode: '229' },
  { code: 'BL', name: 'Saint Barthélemy', callingCode: '590' },
  { code: 'BM', name: 'Bermuda', callingCode: '1' },
  { code: 'BN', name: 'Brunei', callingCode: '673' },
  { code: 'BO', name: 'Bolivia', callingCode: '591' },
  { code: 'BQ', name: 'Caribbean Netherlands', callingCode: '599' },
  { code: 'BR', name: 'Brazil', callingCode: '55' },
  { code: 'BS', name: 'Bahamas', callingCode: '1' },
  { code: 'BT', name: 'Bhutan', callingCode: '975' },
  { code: 'BW', name: 'Botswana', callingCode: '267' },
  { code: 'BY', name: 'Belarus', callingCode: '375' },
  { code: 'BZ', name: 'Belize', callingCode: '501' },
  { code: 'CA', name: 'Canada', callingCode: '1' },
  { code: 'CC', name: 'Cocos (Keeling) Islands', callingCode: '61' },
  { code: 'CD', name: 'Congo (DRC)', callingCode: '243' },
  { code: 'CF', name: 'Central African Republic', callingCode: '236' },
  { code: 'CG', name: 'Congo (Republic)', callingCode: '242' },
  { code: 'CH', name: 'Switzerland', callingCode: '41' },
  { code: 'CI', name: "Côte d'Ivoire", callingCode: '225' },
  { code: 'CK', name: 'Cook Islands', callingCode: '682' },
  { code: 'CL', name: 'Chile', callingCode: '56' },
  { code: 'CM', name: 'Cameroon', callingCode: '237' },
  { code: 'CN', name: 'China', callingCode: '86' },
  { code: 'CO', name: 'Colombia', callingCode: '57' },
  { code: 'CR', name: 'Costa Rica', callingCode: '506' },
  { code: 'CU', name: 'Cuba', callingCode: '53' },
  { code: 'CV', name: 'Cape Verde', callingCode: '238' },
  { code: 'CW', name: 'Curaçao', callingCode: '599' },
  { code: 'CX', name: 'Christmas Island', callingCode: '61' },
  { code: 'CY', name: 'Cyprus', callingCode: '357' },
  { code: 'CZ', name: 'Czechia', callingCode: '420' },
  { code: 'DE', name: 'Germany', callingCode: '49' },
  { code: 'DJ', name: 'Djibouti', callingCode: '253' },
  { code: 'DK', name: 'Denmark', callingCode: '45' },
  { code: 'DM', name: 'Dominica', callingCode: '1' },
  { code: 'DO', name: 'Dominican Republic', callingCode: '1' },
  { code: 'DZ', name: 'Algeria', callingCode: '213' },
  { code: 'EC', name: 'Ecuador', callingCode: '593' },
  { code: 'EE', name: 'Estonia', callingCode: '372' },
  { code: 'EG', name: 'Egypt', callingCode: '20' },
  { code: 'EH', name: 'Western Sahara', callingCode: '212' },
  { code: 'ER', name: 'Eritrea', callingCode: '291' },
  { code: 'ES', name: 'Spain', callingCode: '34' },
  { code: 'ET', name: 'Ethiopia', callingCode: '251' },
  { code: 'FI', name: 'Finland', callingCode: '358' },
  { code: 'FJ', name: 'Fiji', callingCode: '679' },
  { code: 'FK', name: 'Falkland Islands', callingCode: '500' },
  { code: 'FM', name: 'Micronesia', callingCode: '691' },
  { code: 'FO', name: 'Faroe Islands', callingCode: '298' },
  { code: 'FR', name: 'France', callingCode: '33' },
  { code: 'GA', name: 'Gabon', callingCode: '241' },
  { code: 'GB', name: 'United Kingdom', callingCode: '44' },
  { code: 'GD', name: 'Grenada', callingCode: '1' },
  { code: 'GE', name: 'Georgia', callingCode: '995' },
  { code: 'GF', name: 'French Guiana', callingCode: '594' },
  { code: 'GG', name: 'Guernsey', callingCode: '44' },
  { code: 'GH', name: 'Ghana', callingCode: '233' },
  { code: 'GI', name: 'Gibraltar', callingCode: '350' },
  { code: 'GL', name: 'Greenland', callingCode: '299' },
  { code: 'GM', name: 'Gambia', callingCode: '220' },
  { code: 'GN', name: 'Guinea', callingCode: '224' },
  { code: 'GP', name: 'Guadeloupe', callingCode: '590' },
  { code: 'GQ', name: 'Equatorial Guinea', callingCode: '240' },
  { code: 'GR', name: 'Greece', callingCode: '30' },
  { code: 'GT', name: 'Guatemala', callingCode: '502' },
  { code: 'GU', name: 'Guam', callingCode: '1' },
  { code: 'GW', name: 'Guinea-Bissau', callingCode: '245' },
  { code: 'GY', name: 'Guyana', callingCode: '592' },
  { code: 'HK', name: 'Hong Kong', callingCode: '852' },
  { code: 'HN', name: 'Honduras', callingCode: '504' },
  { code: 'HR', name: 'Croatia', callingCode: '385' },
  { code: 'HT', name: 'Haiti', callingCode: '509' },
  { code: 'HU', name: 'Hungary', callingCode: '36' },
  { code: 'ID', name: 'Indonesia', callingCode: '62' },
  { code: 'IE', name: 'Ireland', callingCode: '353' },
  { code: 'IL', name: 'Israel', callingCode: '972' },
  { code: 'IM', name: 'Isle of Man', callingCode: '44' },
  { code: 'IN', name: 'India', callingCode: '91' },
  { code: 'IO', name: 'British Indian Ocean Territory', callingCode: '246' },
  { code: 'IQ', name: 'Iraq', callingCode: '964' },
  { code: 'IR', name: 'Iran', callingCode: '98' },
  { code: 'IS', name: 'Iceland', callingCode: '354' },
  { code: 'IT', name: 'Italy', callingCode: '39' },
  { code: 'JE', name: 'Jersey', callingCode: '44' },
  { code: 'JM', name: 'Jamaica', callingCode: '1' },
  { code: 'JO', name: 'Jordan', callingCode: '962' },
  { code: 'JP', name: 'Japan', callingCode: '81' },
  { code: 'KE', name: 'Kenya', callingCode: '254' },
  { code: 'KG', name: 'Kyrgyzstan', callingCode: '996' },
  { code: 'KH', name: 'Cambodia', callingCode: '855' },
  { code: 'KI', name: 'Kiribati', callingCode: '686' },
  { code: 'KM', name: 'Comoros', callingCode: '269' },
  { code: 'KN', name: 'Saint Kitts and Nevis', callingCode: '1' },
  { code: 'KP', name: 'North Korea', callingCode: '850' },
  { code: 'KR', name: 'South Korea', callingCode: '82' },
  { code: 'KW', name: 'Kuwait', callingCode: '965' },
  { code: 'KY', name: 'Cayman Islands', callingCode: '1' },
  { code: 'KZ', name: 'Kazakhstan', callingCode: '7' },
  { code: 'LA', name: 'Laos', callingCode: '856' },
  { code: 'LB', name: 'Lebanon', callingCode: '961' },
  { code: 'LC', name: 'Saint Lucia', callingCode: '1' },
  { code: 'LI', name: 'Liechtenstein', callingCode: '423' },
  { code: 'LK', name: 'Sri Lanka', callingCode: '94' },
  { code: 'LR', name: 'Liberia', callingCode: '231' },
  { code: 'LS', name: 'Lesotho', callingCode: '266' },
  { code: 'LT', name: 'Lithuania', callingCode: '370' },
  { code: 'LU', name: 'Luxembourg', callingCode: '352' },
  { code: 'LV', name: 'Latvia', callingCode: '371' },
  { code: 'LY', name: 'Libya', callingCode: '218' },
  { code: 'MA', name: 'Morocco', callingCode: '212' },
  { code: 'MC', name: 'Monaco', callingCode: '377' },
  { code: 'MD', name: 'Moldova', callingCode: '373' },
  { code: 'ME', name: 'Montenegro', callingCode: '382' },
  { code: 'MF', name: 'Saint Martin', callingCode: '590' },
  { code: 'MG', name: 'Madagascar', callingCode: '261' },
  { code: 'MH', name: 'Marshall Islands', callingCode: '692' },
  { code: 'MK', name: 'North Macedonia', callingCode: '389' },
  { code: 'ML', name: 'Mali', callingCode: '223' },
  { code: 'MM', name: 'Myanmar', callingCode: '95' },
  { code: 'MN', name: 'Mongolia', callingCode: '976' },
  { code: 'MO', name: 'Macao', callingCode: '853' },
  { code: 'MP', name: 'Northern Mariana Islands', callingCode: '1' },
  { code: 'MQ', name: 'Martinique', callingCode: '596' },
  { code: 'MR', name: 'Mauritania', callingCode: '222' },
  { code: 'MS', name: 'Montserrat', callingCode: '1' },
  { code: 'MT', name: 'Malta', callingCode: '356' },
  { code: 'MU', name: 'Mauritius', callingCode: '230' },
  { code: 'MV', name: 'Maldives', callingCode: '960' },
  { code: 'MW', name: 'Malawi', callingCode: '265' },
  { code: 'MX', name: 'Mexico', callingCode: '52' },
  { code: 'MY', name: 'Malaysia', callingCode: '60' },
  { code: 'MZ', name: 'Mozambique', callingCode: '258' },
  { code: 'NA', name: 'Namibia', callingCode: '264' },
  { code: 'NC', name: 'New Caledonia', callingCode: '687' },
  { code: 'NE', name: 'Niger', callingCode: '227' },
  { code: 'NF', name: 'Norfolk Island', callingCode: '672' },
  { code: 'NG', name: 'Nigeria', callingCode: '234' },
  { code: 'NI', name: 'Nicaragua', callingCode: '505' },
  { code: 'NL', name: 'Netherlands', callingCode: '31' },
  { code: 'NO', name: 'Norway', callingCode: '47' },
  { code: 'NP', name: 'Nepal', callingCode: '977' },
  { code: 'NR', name: 'Nauru', callingCode: '674' },
  { code: 'NU', name: 'Niue', callingCode: '683' },
  { code: 'NZ', name: 'New Zealand', callingCode: '64' },
  { code: 'OM', name: 'Oman', callingCode: '968' },
  { code: 'PA', name: 'Panama', callingCode: '507' },
  { code: 'PE', name: 'Peru', callingCode: '51' },
  { code: 'PF', name: 'French Polynesia', callingCode: '689' },
  { code: 'PG', name: 'Papua New Guinea', callingCode: '675' },
  { code: 'PH', name: 'Philippines', callingCode: '63' },
  { code: 'PK', name: 'Pakistan', callingCode: '92' },
  { code: 'PL', name: 'Poland', callingCode: '48' },
  { code: 'PM', name: 'Saint Pierre and Miquelon', callingCode: '508' },
  { code: 'PR', name: 'Puerto Rico', callingCode: '1' },
  { code: 'PS', name: 'Palestine', callingCode: '970' },
  { code: 'PT', name: 'Portugal', callingCode: '351' },
  { code: 'PW', name: 'Palau', callingCode: '680' },
  { code: 'PY', name: 'Paraguay', callingCode: '595' },
  { code: 'QA', name: 'Qatar', callingCode: '974' },
  { code: 'RE', name: 'Réunion', callingCode: '262' },
  { code: 'RO', name: 'Romania', callingCode: '40' },
  { code: 'RS', name: 'Serbia', callingCode: '381' },
  { code: 'RU', name: 'Russia', callingCode: '7' },
  { code: 'RW', name: 'Rwanda', callingCode: '250' },
  { code: 'SA', name: 'Saudi Arabia', callingCode: '966' },
  { code: 'SB', name: 'Solomon Islands', callingCode: '677' },
  { code: 'SC', name: 'Seychelles', callingCode: '248' },
  { code: 'SD', name: 'Sudan', callingCode: '249' },
  { code: 'SE', name: 'Sweden', callingCode: '46' },
  { code: 'SG', name: 'Singapore', callingCode: '65' },
  { code: 'SH', name: 'Saint Helena', callingCode: '290' },
  { code: 'SI', name: 'Slovenia', callingCode: '386' },
  { code: 'SJ', name: 'Svalbard and Jan Mayen', callingCode: '47' },
  { code: 'SK', name: 'Slovakia', callingCode: '421' },
  { code: 'SL', name: 'Sierra Leone', callingCode: '232' },
  { code: 'SM', name: 'San Marino', callingCode: '378' },
  { code: 'SN', name: 'Senegal', callingCode: '221' },
  { code: 'SO', name: 'Somalia', callingCode: '252' },
  { code: 'SR', name: 'Suriname', callingCode: '597' },
  { code: 'SS', name: 'South Sudan', callingCode: '211' },
  { code: 'ST', name: 'São Tomé and Príncipe', callingCode: '239' },
  { code: 'SV', name: 'El Salvador', callingCode: '503' },
  { code: 'SX', name: 'Sint Maarten', callingCode: '1' },
  { code: 'SY', name: 'Syria', callingCode: '963' },
  { code: 'SZ', name: 'Eswatini', callingCode: '268' },
  { code: 'TA', name: 'Tristan da Cunha', callingCode: '290' },
  { code: 'TC', name: 'Turks and Caicos Islands', callingCode: '1' },
  { code: 'TD', name: 'Chad', callingCode: '235' },
  { code: 'TG', name: 'Togo', callingCode: '228' },
  { code: 'TH', name: 'Thailand', callingCode: '66' },
  { code: 'TJ', name: 'Tajikistan', callingCode: '992' },
  { code: 'TK', name: 'Tokelau', callingCode: '690' },
  { code: 'TL', name: 'Timor-Leste', callingCode: '670' },
  { code: 'TM', name: 'Turkmenistan', callingCode: '993' },
  { code: 'TN', name: 'Tunisia', callingCode: '216' },
  { code: 'TO', name: 'Tonga', callingCode: '676' },
  { code: 'TR', name: 'Turkey', callingCode: '90' },
  { code: 'TT', name: 'Trinidad and Tobago', callingCode: '1' },
  { code: 'TV', name: 'Tuvalu', callingCode: '688' },
  { code: 'TW', name: 'Taiwan', callingCode: '886' },
  { code: 'TZ', name: 'Tanzania', callingCode: '255' },
  { code: 'UA', name: 'Ukraine', callingCode: '380' },
  { code: 'UG', name: 'Uganda', callingCode: '256' },
  { code: 'US', name: 'United States', callingCode: '1' },
  { code: 'UY', name: 'Uruguay', callingCode: '598' },
  { code: 'UZ', name: 'Uzbekistan', callingCode: '998' },
  { code: 'VA', name: 'Vatican City', callingCode: '39' },
  { code: 'VC', name: 'Saint Vincent and the Grenadines', callingCode: '1' },
  { code: 'VE', name: 'Venezuela', callingCode: '58' },
  { code: 'VG', name: 'British Virgin Islands', callingCode: '1' },
  { code: 'VI', name: 'U.S. Virgin Islands', callingCode: '1' },
  { code: 'VN', name: 'Vietnam', callingCode: '84' },
  { code: 'VU', name: 'Vanuatu', callingCode: '678' },
  { code: 'WF', name: 'Wallis and Futuna', callingCode: '681' },
  { code: 'WS', name: 'Samoa', callingCode: '685' },
  { code: 'XK', name: 'Kosovo', callingCode: '383' },
  { code: 'YE', name: 'Yemen', callingCode: '967' },
  { code: 'YT', name: 'Mayotte', callingCode: '262' },
  { code: 'ZA', name: 'South Africa', callingCode: '27' },
  { code: 'ZM', name: 'Zambia', callingCode: '260' },
  { code: 'ZW', name: 'Zimbabwe', callingCode: '263' },
] as const satisfies readonly CountryCallingCode[];

export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];

/** Spec sections 5 and 9: the phone input starts on the United States. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

const BY_CODE: ReadonlyMap<string, CountryCallingCode> = new Map(COUNTRY_CODES.map((c) => [c.code, c]));

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The entry for an ISO code (case-insensitive), or undefined. */
export function getCountry(code: string): CountryCallingCode | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** The calling code for an ISO code, e.g. 'GB' → '44'. */
export function callingCodeFor(code: string): string | undefined {
  return getCountry(code)?.callingCode;
}

/**
 * Prefixes a national number with the country's calling code, as the submit
 * path does when phone parsing times out (spec section 5: "treats it as valid
 * with the country calling code prefixed"). Non-digits are dropped; a number
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

/** The entries sorted by name for display (locale-aware, so 'Åland' sorts with 'A'). */
export function countriesByName(locale = 'en'): CountryCallingCode[] {
  return [...COUNTRY_CODES].sort((a, b) => a.name.localeCompare(b.name, locale));
}
