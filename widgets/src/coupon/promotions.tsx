/**
 * The slip's bet promotions (docs/bonuses.md "Freebets and insurance"), a lazy chunk (promotion-entry.tsx): the
 * player chooses real money, one of their freebets (its amount becomes the stake; a win pays the winnings
 * without the stake), an insurance (a lost stake is partly refunded) or a boost (a win pays more) — those the coupon's odds and legs do not
 * meet are shown disabled — or enters a promo code sent with the bet (`promo`). The choice goes into the slip
 * store (`promotion`), which the placement sends as `userIdBonus` or `promo`; the bet's refusals are worded by
 * the slip's error line (`coupon_error_promo…`).
 */
import { type BetPromotionWire, betPromotionPaths, betPromotionsData } from '@betframe/sdk/bonuses';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useStore } from 'zustand';
import { httpFor, playerAuth } from '../runtime/http';
import { TextField } from '../runtime/ui/field';
import { RadioGroup } from './lazy-kit';
import { slipActions as act, type SlipStore } from './slip-store';
import type { SlipView } from './slip-view';
import type { Formatters } from './stake-panel';

export interface PromotionProps {
  origin: string;
  token: string;
  store: SlipStore;
  view: SlipView;
  f: Formatters;
}

const answer = z.object({ data: betPromotionsData });

/** Whether the coupon meets a promotion's rules (the server checks the same and refuses otherwise). */
export const fits = (p: BetPromotionWire, odds: number, legOdds: readonly number[]): boolean =>
  legOdds.length >= p.minLegs && odds >= p.minOdds && legOdds.every((o) => o >= (p.minLegOdds ?? 1));

export default function Promotions({ origin, token, store, view, f }: PromotionProps) {
  const { t, money } = f;
  const odds = view.summary?.coefficient ?? 0;
  const legOdds = view.events.map((e) => e.coef ?? 0);
  const [items, setItems] = useState<BetPromotionWire[]>([]);
  const [code, setCode] = useState('');
  const chosen = useStore(store, (s) => s.promotion);
  useEffect(() => {
    void httpFor(origin)
      .request({ path: betPromotionPaths.list, headers: playerAuth(token), schema: answer })
      .then((r) => r.data && setItems(r.data.data.items));
    // A choice belongs to one bet: the slip forgets it when this panel goes (the receipt replaces the slip).
    return () => store.setState({ promotion: undefined });
  }, [token]);
  const picked = chosen && 'userIdBonus' in chosen ? items.find((p) => p.id === chosen.userIdBonus) : undefined;
  const choose = (value: string) => {
    const p = items.find((x) => String(x.id) === value);
    store.setState({ promotion: p ? { userIdBonus: p.id } : undefined });
    if (p?.mechanic === 'freebet') store.setState(act.setStake(p.amount));
  };
  const label = (p: BetPromotionWire) =>
    p.mechanic === 'freebet'
      ? t('coupon_freebet', { amount: money(p.amount) })
      : t(p.mechanic === 'boost' ? 'coupon_promo_boost' : 'coupon_insurance', {
          percent: String(p.percent ?? 0),
          amount: money(p.amount),
        });
  return (
    <div data-testid="coupon-promotions">
      {items.length > 0 ? (
        <RadioGroup
          name="coupon-promotion"
          legend={t('coupon_promotion')}
          value={picked ? String(picked.id) : 'money'}
          onChange={choose}
          options={[
            { value: 'money', label: t('coupon_promotion_none') },
            ...items.map((p) => ({ value: String(p.id), label: label(p), disabled: !fits(p, odds, legOdds) })),
          ]}
        />
      ) : null}
      {picked?.mechanic === 'freebet' ? (
        <p className="bf-muted" data-testid="coupon-freebet-win">
          {t('coupon_freebet_win', { amount: money(Math.floor(picked.amount * (odds - 1) * 100) / 100) })}
        </p>
      ) : null}
      {chosen && 'promo' in chosen ? (
        <p className="bf-row" data-testid="coupon-promo-chosen">
          <span className="bf-grow">{t('coupon_promo_chosen', { code: chosen.promo })}</span>
          <button type="button" className="bf-button" onClick={() => store.setState({ promotion: undefined })}>
            {t('coupon_promo_remove')}
          </button>
        </p>
      ) : (
        <div className="bf-row">
          <TextField
            label={t('coupon_promo_code')}
            value={code}
            onValue={setCode}
            maxLength={32}
            data-testid="coupon-promo-code"
          />
          <button
            type="button"
            className="bf-button"
            data-testid="coupon-promo-apply"
            disabled={code.trim().length < 3}
            onClick={() => store.setState({ promotion: { promo: code.trim().toUpperCase() } })}
          >
            {t('coupon_promo_apply')}
          </button>
        </div>
      )}
    </div>
  );
}
