/**
 * Form and parameter rules of SPEC §5. Every rule returns `undefined` (valid) or a message key with
 * parameters (SPEC §8 keys); render with i18n `t(key, params)`. Phone library checks and masks: `../phone`.
 */
export { DEFAULT_MINIMUM_AGE, isConsultantAvailable, minimumAge } from './account-config';
export { type DateBound, type DateRuleOptions, validateDate } from './date';
export { EMAIL_PATTERN, validateEmail } from './email';
export { EMAIL_DOMAIN_TYPOS } from './email-typos';
export {
  type MessageParams,
  message,
  type RuleResult,
  VALIDATION_MESSAGE_KEYS,
  type ValidationMessage,
  type ValidationMessageKey,
} from './message';
export {
  canSelectMore,
  listEmptyMessage,
  MULTI_SELECT_LIMITS,
  maxSelectedMessage,
  noResultsMessage,
} from './multi-select';
export { formatNumericInput, type NumericInputOptions, type NumericInputResult } from './numeric-input';
export {
  DIGITS_LOWERCASE_PATTERN,
  DIGITS_PATTERN,
  isDigits,
  isDigitsOrLowercase,
  MENU_SECTION_IDS,
  parseFloatParam,
  parseInteger,
  parseLeadingDigits,
  parseMenuSectionIds,
  roundAmount,
} from './params';
export {
  maskDigitCount,
  PHONE_DEFAULT_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  type PhoneCountryOptions,
  type PhoneCountryRule,
  type PhoneRuleOptions,
  phoneDigits,
  validatePhone,
  validatePhoneForCountry,
} from './phone-number';
export { isEmptyValue, validateRequired } from './required';
export { limitSearchText, SEARCH_MAX_LENGTH, validateSearchText } from './search';
export { slugify } from './slug';
export { DEFAULT_SMS_CODE_PATTERN, type SmsCodeOptions, validateSmsCode } from './sms-code';
export {
  parseStatisticsFrameQuery,
  type StatisticsFrameQuery,
  statisticsFrameQuerySchema,
} from './statistics-frame-params';
export { USER_NAME_PATTERN, validateUserName } from './user-name';
export { ensureUuid, isUuid, newUuid, UUID_PATTERN } from './uuid';
export {
  emailSchema,
  issueParams,
  phoneForCountrySchema,
  phoneSchema,
  requiredStringSchema,
  ruleCheck,
  searchTextSchema,
  smsCodeSchema,
  stringWithRule,
  userNameSchema,
  uuidSchema,
  type ValidationErrors,
  validationErrorsOf,
} from './zod';
