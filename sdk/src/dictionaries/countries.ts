/**
 * Countries (SPEC §3): 257 regions — every current ISO 3166-1 alpha-2 code plus the regions the phone
 * metadata and sportsbooks know separately (Kosovo XK, Ascension AC, Tristan da Cunha TA, Canary Islands IC,
 * Ceuta & Melilla EA, Diego Garcia DG, Clipperton CP, Sark CQ). The spec says "about 290"; the list is the
 * set `Intl.DisplayNames` names, minus withdrawn codes (SU, YU, ZR, …) and non-countries (EU, UN, ZZ, …).
 *
 * Stable id rule: the alpha-2 code read as a two-digit base-26 number, plus one —
 * id = (first letter index) × 26 + (second letter index) + 1, with A = 0. So AD = 4, RU = 463, KZ = 286,
 * ZW = 673. It needs no table, never changes, and maps back to the code (`countryCodeFromId`).
 * Names come from `Intl.DisplayNames` in the asked language; calling codes from libphonenumber-js, loaded
 * lazily (`loadPhoneCountries`).
 */

import { loadPhoneCountryData } from '../phone/library';
import { displayPhoneCode } from '../phone/phone-value';

// biome-ignore format: a compact list of codes, one space apart
const REGION_CODES = (
  'AC AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CP CQ CR CU CV CW CX CY CZ DE DG DJ DK DM DO DZ EA EC EE EG EH ER ' +
  'ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU IC ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC ' +
  'MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE ' +
  'PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TA TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK ' +
  'YE YT ZA ZM ZW'
).split(' ');

const A = 'A'.charCodeAt(0);

/** The stable numeric id of an alpha-2 code (see the rule above). */
export function countryIdFromCode(code: string): number {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) throw new RangeError(`Not an alpha-2 country code: ${code}`);
  return (upper.charCodeAt(0) - A) * 26 + (upper.charCodeAt(1) - A) + 1;
}

export function countryCodeFromId(id: number): string | undefined {
  if (!Number.isInteger(id) || id < 1 || id > 26 * 26) return undefined;
  const index = id - 1;
  return String.fromCharCode(A + Math.floor(index / 26), A + (index % 26));
}

export const COUNTRY_CODES: readonly string[] = REGION_CODES;

/** SPEC §3 country option: id, name, code (lower case), phoneCode (shown with a plus). */
export interface CountryOption {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

export interface PhoneCountryOption extends CountryOption {
  /** Digits only. */
  readonly phoneCode: string;
  /** `+7`. */
  readonly phoneCodeLabel: string;
}

const namers = new Map<string, Intl.DisplayNames>();

function namer(lang: string): Intl.DisplayNames {
  let found = namers.get(lang);
  if (!found) {
    found = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' });
    namers.set(lang, found);
  }
  return found;
}

export function countryName(code: string, lang: string): string {
  return namer(lang).of(code.toUpperCase()) ?? code.toUpperCase();
}

/** Every country, named in `lang` and sorted by that language's collation. */
export function countries(lang: string): CountryOption[] {
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({
    id: countryIdFromCode(code),
    code: code.toLowerCase(),
    name: countryName(code, lang),
  })).sort((a, b) => collator.compare(a.name, b.name));
}

export function countryById(id: number, lang: string): CountryOption | undefined {
  const code = countryCodeFromId(id);
  if (!code || !COUNTRY_CODES.includes(code)) return undefined;
  return { id, code: code.toLowerCase(), name: countryName(code, lang) };
}

/** Countries that have a calling code, for phone fields; the phone metadata is loaded on first call. */
export async function loadPhoneCountries(lang: string): Promise<PhoneCountryOption[]> {
  const data = await loadPhoneCountryData();
  const codes = new Map(data.map((entry) => [entry.iso2, entry.phoneCode]));
  return countries(lang).flatMap((country) => {
    const phoneCode = codes.get(country.code.toUpperCase());
    return phoneCode === undefined ? [] : [{ ...country, phoneCode, phoneCodeLabel: displayPhoneCode(phoneCode) }];
  });
}
