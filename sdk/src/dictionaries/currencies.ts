/**
 * Currencies by id (SPEC §3). The ids are ours and stable: RUB=1, USD=10 and EUR=12 come from the spec, the
 * rest were assigned once (fiat 1–99, crypto 100+) and never change or get reused. Only the id table is typed
 * here: symbols, names and decimals come from `Intl.NumberFormat` / `Intl.DisplayNames` at runtime, except
 * for crypto currencies, which ISO 4217 (and therefore Intl) does not know.
 */

export interface CurrencyEntry {
  readonly id: number;
  readonly code: string;
  readonly crypto: boolean;
}

interface CryptoDetails {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

// biome-ignore format: one line per block of ids reads as the table it is
const FIAT: readonly (readonly [number, string])[] = [
  [1, 'RUB'], [2, 'UAH'], [3, 'BYN'], [4, 'KZT'], [5, 'UZS'], [6, 'AZN'], [7, 'AMD'], [8, 'GEL'], [9, 'KGS'],
  [10, 'USD'], [11, 'TJS'], [12, 'EUR'], [13, 'GBP'], [14, 'TRY'], [15, 'PLN'], [16, 'CZK'], [17, 'CHF'],
  [18, 'CNY'], [19, 'JPY'], [20, 'INR'], [21, 'BRL'], [22, 'MXN'], [23, 'CAD'], [24, 'AUD'], [25, 'NZD'],
  [26, 'SEK'], [27, 'NOK'], [28, 'DKK'], [29, 'HUF'], [30, 'RON'], [31, 'BGN'], [32, 'RSD'], [33, 'MDL'],
  [34, 'ILS'], [35, 'AED'], [36, 'SAR'], [37, 'QAR'], [38, 'KWD'], [39, 'BHD'], [40, 'OMR'], [41, 'EGP'],
  [42, 'MAD'], [43, 'TND'], [44, 'DZD'], [45, 'NGN'], [46, 'KES'], [47, 'GHS'], [48, 'ZAR'], [49, 'UGX'],
  [50, 'TZS'], [51, 'IRR'], [52, 'IQD'], [53, 'JOD'], [54, 'LBP'], [55, 'PKR'], [56, 'BDT'], [57, 'LKR'],
  [58, 'NPR'], [59, 'IDR'], [60, 'MYR'], [61, 'THB'], [62, 'VND'], [63, 'PHP'], [64, 'KRW'], [65, 'SGD'],
  [66, 'HKD'], [67, 'TWD'], [68, 'ARS'], [69, 'CLP'], [70, 'COP'], [71, 'PEN'], [72, 'UYU'], [73, 'BOB'],
  [74, 'PYG'], [75, 'VES'], [76, 'MNT'], [77, 'TMT'], [78, 'AFN'], [79, 'XOF'], [80, 'XAF'],
];

const CRYPTO: Readonly<Record<string, readonly [id: number, details: CryptoDetails]>> = {
  BTC: [100, { symbol: '₿', name: 'Bitcoin', decimals: 8 }],
  ETH: [101, { symbol: 'Ξ', name: 'Ethereum', decimals: 8 }],
  USDT: [102, { symbol: '₮', name: 'Tether', decimals: 2 }],
  LTC: [103, { symbol: 'Ł', name: 'Litecoin', decimals: 8 }],
  TRX: [104, { symbol: 'TRX', name: 'TRON', decimals: 6 }],
  BNB: [105, { symbol: 'BNB', name: 'BNB', decimals: 8 }],
  USDC: [106, { symbol: 'USDC', name: 'USD Coin', decimals: 2 }],
  TON: [107, { symbol: 'TON', name: 'Toncoin', decimals: 8 }],
  DOGE: [108, { symbol: 'Ð', name: 'Dogecoin', decimals: 8 }],
  XRP: [109, { symbol: 'XRP', name: 'XRP', decimals: 6 }],
};

export const CURRENCIES: readonly CurrencyEntry[] = [
  ...FIAT.map(([id, code]) => ({ id, code, crypto: false })),
  ...Object.entries(CRYPTO).map(([code, [id]]) => ({ id, code, crypto: true })),
];

const byId = new Map(CURRENCIES.map((entry) => [entry.id, entry]));
const byCode = new Map(CURRENCIES.map((entry) => [entry.code, entry]));

export function currencyById(id: number): CurrencyEntry | undefined {
  return byId.get(id);
}

export function currencyByCode(code: string): CurrencyEntry | undefined {
  return byCode.get(code.toUpperCase());
}

function cryptoDetails(code: string): CryptoDetails | undefined {
  return CRYPTO[code.toUpperCase()]?.[1];
}

/** The narrow symbol a reader of `locale` expects (₸ for KZT, $ for USD, ₽ for RUB). */
export function currencySymbol(code: string, locale = 'en'): string {
  const crypto = cryptoDetails(code);
  if (crypto) return crypto.symbol;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

export function currencyDecimals(code: string): number {
  const crypto = cryptoDetails(code);
  if (crypto) return crypto.decimals;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export function currencyName(code: string, locale = 'en'): string {
  const crypto = cryptoDetails(code);
  if (crypto) return crypto.name;
  return new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' }).of(code) ?? code;
}
