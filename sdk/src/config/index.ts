export { fetchSiteConfig, type SiteConfigParams } from './client';
export { isAllowedOrigin, loopbackOrigins } from './origins';
export {
  type BettingTax,
  bettingTaxSchema,
  type CaptchaType,
  type Currency,
  type CustomRegistrationField,
  captchaTypes,
  currencySchema,
  customFieldOrderProblem,
  customRegistrationFields,
  defaultTrueFlags,
  type HomeSection,
  homeSections,
  type Language,
  languageCodes,
  languageSchema,
  type RegistrationType,
  registrationTypes,
  type SiteConfig,
  type SiteConfigInput,
  siteConfigSchema,
} from './schema';
