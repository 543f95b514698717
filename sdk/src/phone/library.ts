/**
 * Phone library checks (SPEC §5) through libphonenumber-js with its full metadata (`/max`: the per-country
 * patterns of valid numbers, not only their possible lengths — with lengths alone a German or Indian number one
 * digit short or long passed). The library is reached only through dynamic imports here, so a bundle that never
 * shows a phone field does not pay for it; the first call loads it once and every later call reuses the promise.
 * The server runs the same check on every phone number it is given.
 */
import type { CountryCode, Examples } from 'libphonenumber-js';
import { message, type RuleResult } from '../validation/message';

type PhoneLibrary = typeof import('libphonenumber-js/max');

let library: Promise<PhoneLibrary> | undefined;
let examples: Promise<Examples> | undefined;

export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  library ??= import('libphonenumber-js/max').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

function loadExamples(): Promise<Examples> {
  examples ??= import('libphonenumber-js/mobile/examples').then(
    (module) => module.default,
    (error: unknown) => {
      examples = undefined;
      throw error;
    },
  );
  return examples;
}

/** The verdicts of SPEC §5 plus the two the library adds for input it cannot judge. */
export type PhoneLengthVerdict =
  | 'IS_POSSIBLE'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'INVALID_LENGTH'
  | 'INVALID_COUNTRY'
  | 'NOT_A_NUMBER';

/** A length verdict, or INVALID: a possible length, but no number the country's patterns allow. */
export type PhoneVerdict = PhoneLengthVerdict | 'INVALID';

/** Checks a national number (or a full international one starting with +) against the country's possible
 *  lengths. */
export async function checkPhoneLength(number: string, countryCode: string): Promise<PhoneLengthVerdict> {
  const lib = await loadPhoneLibrary();
  const country = countryCode.toUpperCase();
  if (!lib.isSupportedCountry(country)) return 'INVALID_COUNTRY';
  return lib.validatePhoneNumberLength(number, country) ?? 'IS_POSSIBLE';
}

/**
 * The whole check: the country's possible lengths, then its patterns. `number` is national digits with a
 * country, or a full international number (`+49…`, or digits with the calling code when `countryCode` is
 * omitted).
 */
export async function checkPhoneNumber(number: string, countryCode?: string): Promise<PhoneVerdict> {
  const lib = await loadPhoneLibrary();
  const digits = number.replace(/[^\d+]/g, '');
  if (countryCode === undefined) {
    const international = digits.startsWith('+') ? digits : `+${digits}`;
    const length = lib.validatePhoneNumberLength(international);
    if (length) return length;
    return lib.isValidPhoneNumber(international) ? 'IS_POSSIBLE' : 'INVALID';
  }
  const country = countryCode.toUpperCase();
  if (!lib.isSupportedCountry(country)) return 'INVALID_COUNTRY';
  const length = lib.validatePhoneNumberLength(digits, country);
  if (length) return length;
  return lib.isValidPhoneNumber(digits, country) ? 'IS_POSSIBLE' : 'INVALID';
}

const VERDICT_KEYS: Readonly<Record<Exclude<PhoneVerdict, 'IS_POSSIBLE'>, string>> = {
  TOO_SHORT: 'validation_phone_too_short',
  TOO_LONG: 'validation_phone_too_long',
  INVALID_LENGTH: 'validation_phone_invalid_length',
  INVALID_COUNTRY: 'validation_phone_invalid_country',
  NOT_A_NUMBER: 'validation_phone_not_a_number',
  INVALID: 'validation_phone_invalid',
};

export function phoneVerdictMessage(verdict: PhoneVerdict): RuleResult {
  return verdict === 'IS_POSSIBLE' ? undefined : message(VERDICT_KEYS[verdict]);
}

/** The library's verdict as a rule result: lengths, then the country's patterns. */
export async function validatePhoneWithLibrary(number: string, countryCode?: string): Promise<RuleResult> {
  return phoneVerdictMessage(await checkPhoneNumber(number, countryCode));
}

export interface PlaceholderOptions {
  /** Per-country placeholders that replace the library's example (ISO alpha-2, any case → text). */
  readonly overrides?: Readonly<Record<string, string>>;
  /** How many trailing digits to drop from the example. */
  readonly trimLastDigits?: number;
}

/** An example national number to show as the field's placeholder; empty when the country has none. */
export async function phonePlaceholder(countryCode: string, options: PlaceholderOptions = {}): Promise<string> {
  const override = options.overrides?.[countryCode.toLowerCase()] ?? options.overrides?.[countryCode.toUpperCase()];
  if (override !== undefined) return override;
  const [lib, numbers] = await Promise.all([loadPhoneLibrary(), loadExamples()]);
  const country = countryCode.toUpperCase();
  if (!lib.isSupportedCountry(country)) return '';
  const example = lib.getExampleNumber(country as CountryCode, numbers);
  if (!example) return '';
  let text = example.formatNational();
  for (let left = options.trimLastDigits ?? 0; left > 0 && /\d/.test(text); ) {
    const last = text.search(/\d(?=\D*$)/);
    text = text.slice(0, last).replace(/\D+$/, '');
    left -= 1;
  }
  return text;
}

export interface PhoneCountryData {
  /** ISO alpha-2, upper case. */
  readonly iso2: string;
  /** Without the plus sign. */
  readonly phoneCode: string;
}

let countryData: Promise<readonly PhoneCountryData[]> | undefined;

/** Every country the library knows with its calling code; loaded once and reused (SPEC §4). */
export function loadPhoneCountryData(): Promise<readonly PhoneCountryData[]> {
  countryData ??= loadPhoneLibrary().then((lib) =>
    lib.getCountries().map((iso2) => ({ iso2, phoneCode: lib.getCountryCallingCode(iso2) })),
  );
  return countryData;
}
