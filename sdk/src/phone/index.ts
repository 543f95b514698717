/**
 * Phone numbers: the input mask, the value shape, the country-code search field, and the library checks and
 * example placeholders (libphonenumber-js, loaded lazily). Length rules without the library: ../validation.
 */
export { formatPhoneCodeSearch, PHONE_CODE_SEARCH_MAX_DIGITS } from './country-search';
export {
  checkPhoneLength,
  checkPhoneNumber,
  loadPhoneCountryData,
  loadPhoneLibrary,
  type PhoneCountryData,
  type PhoneLengthVerdict,
  type PhoneVerdict,
  type PlaceholderOptions,
  phonePlaceholder,
  phoneVerdictMessage,
  validatePhoneWithLibrary,
} from './library';
export {
  type ApplyPhoneMaskOptions,
  applyPhoneMask,
  buildPhoneMask,
  PHONE_FIRST_DIGIT_RULES,
  type PhoneMaskCountry,
} from './mask';
export { displayPhoneCode, fullPhone, type PhoneValue, phoneValue } from './phone-value';
