/**
 * Reference dictionaries of SPEC §3: countries (names from Intl, calling codes from libphonenumber-js on
 * demand), currencies (symbols and decimals from Intl), sports, casino categories and game providers.
 */
export {
  CASINO_CATEGORIES,
  type CasinoCategory,
  casinoCategoryById,
  GAME_PROVIDERS,
  type GameProvider,
  gameProviderById,
} from './casino';
export {
  COUNTRY_CODES,
  type CountryOption,
  countries,
  countryById,
  countryCodeFromId,
  countryIdFromCode,
  countryName,
  loadPhoneCountries,
  type PhoneCountryOption,
} from './countries';
export {
  CURRENCIES,
  type CurrencyEntry,
  currencyByCode,
  currencyById,
  currencyDecimals,
  currencyName,
  currencySymbol,
} from './currencies';
export { CYBER_SPORT_IDS, isCyberSport, SPORTS_LIST, type SportEntry, sportById } from './sports';
