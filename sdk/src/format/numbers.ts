import { currencyByCode, currencyById, currencyDecimals, currencySymbol } from '../dictionaries/currencies';
import { toIntlLocale } from './locale';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(toIntlLocale(locale), options);
    formatters.set(key, found);
  }
  return found;
}

export interface NumberFormatOptions {
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits?: number;
  readonly grouping?: boolean;
}

export function formatNumber(value: number, locale: string, options: NumberFormatOptions = {}): string {
  return numberFormat(locale, {
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
    useGrouping: options.grouping ?? true,
  }).format(value);
}

export interface MoneyOptions {
  /** Override the currency's own decimals (e.g. whole units in a tight badge). */
  readonly decimals?: number;
  /** Use this symbol instead of Intl's (the site configuration carries one per currency). */
  readonly symbol?: string;
}

/**
 * SPEC §9 amount template: the value, then the currency — `1 234,50 ₽`, `1,234.50 $`, `5 000 ₸` — in every
 * language, so amounts line up in tables regardless of where a locale would put the sign.
 */
export function formatMoney(
  value: number,
  currency: string | number,
  locale: string,
  options: MoneyOptions = {},
): string {
  const entry = typeof currency === 'number' ? currencyById(currency) : currencyByCode(currency);
  const code = entry?.code ?? String(currency).toUpperCase();
  const decimals = options.decimals ?? (entry ? currencyDecimals(code) : 2);
  const number = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
  const symbol = options.symbol ?? (entry ? currencySymbol(code, toIntlLocale(locale)) : code);
  return `${number} ${symbol}`;
}
