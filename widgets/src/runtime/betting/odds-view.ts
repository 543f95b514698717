/**
 * The player's coefficient view (SPEC §3 coefficient views: 0 decimal … 5 Malay) without the widget runtime, so
 * the betting widgets (`useCoefficientView`, theme.ts) and the site's own pages that print prices (the home
 * shelves, the express of the day, the tournaments) read it the one way: the player's choice (stored in the
 * browser), else the configuration's `betting.coefficientFormat` (in an Asian-view country its Asian format).
 */
import type { WidgetConfig } from '@betframe/sdk/config';
import { asianOddsFormat, coefficientViewForFormat, ODDS_FORMATS } from '@betframe/sdk/format';

/** Where the player's choice is kept; other documents of the site follow it through the `storage` event. */
export const CFVIEW_KEY = 'betframe:cfview';

/** The view the player chose in this browser, if any. */
export function storedView(): number | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(CFVIEW_KEY);
    const value = raw === null || raw === undefined ? Number.NaN : Number(raw);
    return Number.isInteger(value) && value >= 0 && value < ODDS_FORMATS.length ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the player's choice (a blocked storage keeps it for this page only, in the caller's state). */
export function storeView(view: number): void {
  try {
    globalThis.localStorage?.setItem(CFVIEW_KEY, String(view));
  } catch {
    // storage blocked
  }
}

type ViewConfig = Pick<WidgetConfig, 'betting' | 'bettingViews' | 'geo' | 'country'>;

/**
 * Whether the player's country (the request's geo country, else the site's) is one of the countries with the
 * Asian betting view (SPEC §3 site configuration, `bettingViews.asianViewCountries`).
 */
export function inAsianViewCountry(config: Pick<WidgetConfig, 'bettingViews' | 'geo' | 'country'>): boolean {
  const id = config.geo.countryId || config.country.id;
  return id > 0 && config.bettingViews.asianViewCountries.includes(id);
}

/** The configured default coefficient view; in a country with the Asian view, its Asian format (odds.ts). */
export function configuredView(config: ViewConfig): number {
  if (!inAsianViewCountry(config)) return config.betting.coefficientFormat;
  return coefficientViewForFormat(asianOddsFormat(config.geo.countryCode || config.country.code));
}

/** The view a page without host props shows: the player's choice, else the configured one. */
export const playerView = (config: ViewConfig): number => storedView() ?? configuredView(config);
