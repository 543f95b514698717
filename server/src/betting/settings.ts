/**
 * What betting reads from the site configuration (minimum bet per currency, taxes, partial cash-out flag) and its
 * own limits. Limits are in units of the base currency (RUB, base rate 1) and scale by a currency's base rate.
 */
import {
  type BettingTaxes,
  type ExpressBoostConfig,
  expressBoostConfigSchema,
  type LuckyBonusConfig,
  luckyBonusConfigSchema,
  noTaxes,
} from '@betframe/sdk/betting';
import type { SiteConfigStore } from '../site-config';

export interface BettingLimits {
  /** Most a player may have staked on one market (game × market type) at once. */
  maxStakePerMarket: number;
  /** Most a player may stake in 24 hours. */
  maxStakePerPlayerDay: number;
  /** Cash-out margin taken from the fair value. */
  cashOutMargin: number;
  /** How long a cash-out quote holds (ms). */
  cashOutQuoteMs: number;
  /**
   * How far the live offer may drift from a quote (a share of it) while the quote still holds; beyond it, or once
   * expired, a sale at the quote answers with a fresh one.
   */
  cashOutQuoteDrift: number;
  /** How long a trader has to decide on a bid bet (ms; bids.ts), and the player on a counter-offer. */
  bidDecisionMs: number;
  bidCounterMs: number;
}

export const defaultLimits: BettingLimits = {
  maxStakePerMarket: 100_000,
  maxStakePerPlayerDay: 1_000_000,
  cashOutMargin: 0.05,
  cashOutQuoteMs: 10_000,
  cashOutQuoteDrift: 0.02,
  bidDecisionMs: 5 * 60_000,
  bidCounterMs: 60_000,
};

export interface BettingSettings {
  taxes: BettingTaxes;
  partialSale: boolean;
  /** `betting.expressBoost` of the site configuration (docs/promotions.md "Express boost"); absent: no boost. */
  expressBoost?: ExpressBoostConfig;
  /** `betting.luckyBonus` (full covers' Lucky bonuses, docs/feed-and-betting.md); absent: the defaults. */
  luckyBonus?: LuckyBonusConfig;
  currency(id: number): { minBet: number; baseRate: number };
}

export async function readSettings(store: SiteConfigStore | undefined, partner = 1): Promise<BettingSettings> {
  if (!store) return { taxes: noTaxes, partialSale: true, currency: () => ({ minBet: 0.01, baseRate: 1 }) };
  const config = await store.get({ partner });
  const t = config.betting.taxes;
  const taxes: BettingTaxes = t
    ? {
        type: t.type === 1 ? 'gross' : 'net',
        stakeTaxPercent: t.stakeTaxPercent,
        payoutTaxPercent: t.payoutTaxPercent,
        winAmountThreshold: t.winAmountThreshold,
        coefThreshold: t.coefficientThreshold,
        returnTax: t.returnTax,
      }
    : noTaxes;
  const flags = config.flags as Record<string, boolean | undefined>;
  const boost = expressBoostConfigSchema.safeParse((config.betting as { expressBoost?: unknown }).expressBoost ?? {});
  const lucky = luckyBonusConfigSchema.safeParse((config.betting as { luckyBonus?: unknown }).luckyBonus ?? {});
  return {
    taxes,
    partialSale: flags.is_available_part_sale !== false,
    ...(boost.success ? { expressBoost: boost.data } : {}),
    ...(lucky.success ? { luckyBonus: lucky.data } : {}),
    currency: (id) => {
      const c = config.currencies.find((x) => x.id === id);
      return { minBet: c?.minBet ?? 0, baseRate: c?.baseRate ?? 1 };
    },
  };
}
