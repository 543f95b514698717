/**
 * Special offers (SPEC §2 office "special offers"): what the player can take now, from the real offers — the
 * first-deposit bonuses while the first deposit is still to come (the partner's switch, the offers that exist),
 * every reward points buy with how many points are missing, and the next cashback level with the points it needs.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import { firstDepositBonusOpen, firstDepositOffer } from '../bonuses';
import type { Executor } from '../db';
import { cashbackLevels } from './cashback';
import { earnedPointsOf, pointsBalanceOf, rewardsOf } from './points';

export type OfferItem =
  | {
      type: 'first_deposit';
      key: string;
      bonusKind: number;
      percent: number | null;
      capMinor: number | null;
      amountMinor: number | null;
      wagerMultiple: number;
    }
  | {
      type: 'reward';
      rewardId: number;
      bonusKind: number;
      cost: number;
      pointsShort: number;
      amountMinor: number | null;
      wagerMultiple: number;
    }
  | { type: 'cashback_level'; level: 'regular' | 'vip' | 'premium'; percent: number; pointsShort: number };

export async function specialOffersOf(ex: Executor, config: SiteConfig, userId: number): Promise<OfferItem[]> {
  const items: OfferItem[] = [];
  if (await firstDepositBonusOpen(ex, config, userId)) {
    for (const key of ['1st', 'slot_first_deposit']) {
      const offer = await firstDepositOffer(ex, key);
      if (!offer) continue;
      const amount = offer.rules.amount;
      items.push({
        type: 'first_deposit',
        key,
        bonusKind: offer.kind,
        percent: 'percent' in amount ? amount.percent : null,
        capMinor: 'percent' in amount ? amount.capMinor : null,
        amountMinor: 'fixedMinor' in amount ? amount.fixedMinor : null,
        wagerMultiple: offer.rules.wagerMultiple,
      });
    }
  }
  const balance = await pointsBalanceOf(ex, userId);
  for (const r of await rewardsOf(ex)) {
    items.push({
      type: 'reward',
      rewardId: r.id,
      bonusKind: r.kind,
      cost: r.pointsCost,
      pointsShort: Math.max(0, r.pointsCost - balance),
      amountMinor: r.amountMinor ?? null,
      wagerMultiple: r.wagerMultiple,
    });
  }
  const earned = await earnedPointsOf(ex, userId);
  const next = (await cashbackLevels(ex)).find((l) => l.minPoints > earned);
  if (next)
    items.push({
      type: 'cashback_level',
      level: next.code,
      percent: next.percent,
      pointsShort: next.minPoints - earned,
    });
  return items;
}
