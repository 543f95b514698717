/**
 * The phone input mask (SPEC §5): built from the selected country's mask — dashes turned into spaces, padded
 * with zeros up to the country's Max digits, trailing characters cut by a given amount — and applied to what
 * the user types: digits only while focused, stars also allowed otherwise (a masked number shown back), the
 * value truncated to the mask length. Kazakhstan numbers must start with 6 or 7 and Russian ones with 9,
 * otherwise the value is cleared.
 */

/** The placeholder our masks use for one digit; the same set as validation's maskDigitCount. */
const PLACEHOLDER = /[0-9#Xx_]/;

export interface PhoneMaskCountry {
  /** ISO alpha-2, any case. */
  readonly code?: string;
  readonly Mask: string;
  readonly Max?: number;
}

export function buildPhoneMask(country: PhoneMaskCountry, cut = 0): string {
  let mask = country.Mask.replace(/-/g, ' ');
  const digits = Array.from(mask).filter((char) => PLACEHOLDER.test(char)).length;
  if (country.Max !== undefined && digits < country.Max) mask += '0'.repeat(country.Max - digits);
  if (cut > 0) mask = mask.slice(0, Math.max(0, mask.length - cut));
  return mask;
}

/** SPEC §5: the national number's first digit each country allows. */
export const PHONE_FIRST_DIGIT_RULES: Readonly<Record<string, RegExp>> = {
  kz: /^[67]/,
  ru: /^9/,
};

export interface ApplyPhoneMaskOptions {
  readonly focused: boolean;
  /** ISO alpha-2 of the selected country, for the first-digit rule. */
  readonly countryCode?: string;
}

/** Lays the typed characters into the mask's placeholders; separators appear only between typed characters. */
export function applyPhoneMask(value: string, mask: string, options: ApplyPhoneMaskOptions): string {
  const allowed = options.focused ? /\d/ : /[\d*]/;
  const typed = Array.from(value).filter((char) => allowed.test(char));
  const rule = options.countryCode ? PHONE_FIRST_DIGIT_RULES[options.countryCode.toLowerCase()] : undefined;
  if (rule && typed.length > 0 && !rule.test(typed.join(''))) return '';

  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= typed.length) break;
    if (PLACEHOLDER.test(char)) {
      out += typed[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out.slice(0, mask.length);
}
