/**
 * Locale formatting used everywhere: numbers and money (value then currency), dates and times at the
 * configured UTC offset with a 12/24-hour clock, week start, durations, and the six odds formats.
 */
export { monthNames, type NameWidth, SAMPLE_YEAR, uses12HourClock, weekdayNames } from './calendar';
export {
  clampTimeZoneOffset,
  type DateFormatSettings,
  type DateFormatStyle,
  formatDate,
  MAX_TIME_ZONE_OFFSET,
  MIN_TIME_ZONE_OFFSET,
  type ZonedParts,
  zonedParts,
} from './dates';
export { type DurationStyle, formatDuration } from './duration';
export { DEFAULT_LOCALE, toIntlLocale } from './locale';
export { formatMoney, formatNumber, type MoneyOptions, type NumberFormatOptions } from './numbers';
export {
  americanToDecimal,
  asianOddsFormat,
  coefficientViewForFormat,
  convertOdds,
  DEFAULT_COEFFICIENT_VIEW,
  decimalToAmerican,
  decimalToFractional,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalay,
  formatOdds,
  fractionalToDecimal,
  hongKongToDecimal,
  indonesianToDecimal,
  isValidDecimalOdds,
  malayToDecimal,
  ODDS_DISPLAY_DECIMALS,
  ODDS_FORMATS,
  ODDS_GRID,
  type OddsFormat,
  oddsFormatForView,
  parseOdds,
  roundForDisplay,
  snapToOddsGrid,
} from './odds';
export { fallbackFirstDay, weekStart } from './week';
