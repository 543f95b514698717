/**
 * What a bets-history row says about a bet, as pure functions of the wire `Bet` (SPEC §3 Bets): its type, the
 * status's look (colour and icon), the money line (payout, cash-out amount or possible win), and each leg's
 * result. The row (bet-card.tsx) and the receipt (bet-receipt.tsx) both read it.
 */
import type { Bet, BetStatus } from '@betframe/sdk/feed';
import { formatMoney, formatNumber, formatOdds, type OddsFormat } from '@betframe/sdk/format';
import type { AppT } from '../runtime';

type Leg = Bet['selections'][number];

/** "Single", "Accumulator", "System 2/3" (the coupon's own bet type names). */
export function betTypeLabel(bet: Pick<Bet, 'vid' | 'expressNum' | 'selections'>, t: AppT): string {
  if (bet.vid === 2) return t('coupon_system_size', { k: bet.expressNum ?? 0, n: bet.selections.length });
  if (bet.vid === 3) return t('builder_tab');
  // A named full cover (vid 4 doubles up, 5 with singles; the slip names it: Yankee, Lucky 15 …).
  if (bet.vid > 3) return t('coupon_cover');
  return t(bet.vid === 1 ? 'coupon_express' : 'coupon_single');
}

export type Tone = 'open' | 'won' | 'lost' | 'refund' | 'sold';

/** The status's tone (its colour in the styles) and icon; the text beside it is `office_bet_status_<status>`. */
export function statusLook(status: BetStatus): { tone: Tone; icon: string } {
  switch (status) {
    case 'won':
      return { tone: 'won', icon: '✓' };
    case 'lost':
      return { tone: 'lost', icon: '✕' };
    case 'refund':
    case 'dropped':
      return { tone: 'refund', icon: '↺' };
    case 'sold':
      return { tone: 'sold', icon: '⇄' };
    default:
      return { tone: 'open', icon: '◷' };
  }
}

/** The money a row ends on: what was paid (won, refunded, cashed out) or what the bet may still win. */
export function moneyLine(bet: Pick<Bet, 'status' | 'payout' | 'potentialWin'>): { key: string; amount: number } {
  if (bet.status === 'sold') return { key: 'office_bet_cashed_out', amount: bet.payout ?? 0 };
  if (bet.status === 'won' || bet.status === 'refund' || bet.status === 'dropped')
    return { key: 'office_bet_payout', amount: bet.payout ?? 0 };
  if (bet.status === 'lost') return { key: 'office_bet_payout', amount: 0 };
  return { key: 'office_potential_win', amount: bet.potentialWin };
}

/**
 * A leg's result as text and tone: settled legs say how, open ones that they are not settled yet; a won leg in a
 * dead heat says "dead heat 1/k" (it counted at odds / k, sdk `deadHeatOdds`).
 */
export function legResult(leg: Pick<Leg, 'result' | 'deadHeat'>): {
  key: string;
  tone: Tone;
  values?: Record<string, number>;
} {
  switch (leg.result) {
    case 'win':
      if (leg.deadHeat && leg.deadHeat > 1)
        return { key: 'office_bet_leg_dead_heat', tone: 'won', values: { k: leg.deadHeat } };
      return { key: 'office_bet_leg_win', tone: 'won' };
    case 'half-win':
      return { key: 'office_bet_leg_half_win', tone: 'won' };
    case 'loss':
      return { key: 'office_bet_leg_loss', tone: 'lost' };
    case 'half-loss':
      return { key: 'office_bet_leg_half_loss', tone: 'lost' };
    case 'refund':
      return { key: 'office_bet_leg_refund', tone: 'refund' };
    default:
      return { key: 'office_bet_leg_open', tone: 'open' };
  }
}

/** The market and the outcome of a leg (older answers carry only "Market: outcome" in `name`). */
export function legNames(leg: Pick<Leg, 'name' | 'market' | 'outcome'>): { market: string; outcome: string } {
  if (leg.market !== undefined && leg.outcome !== undefined) return { market: leg.market, outcome: leg.outcome };
  const at = leg.name.lastIndexOf(': ');
  return at < 0
    ? { market: '', outcome: leg.name }
    : { market: leg.name.slice(0, at), outcome: leg.name.slice(at + 2) };
}

/**
 * Odds in the player's odds format (the one the betting widgets show); decimal odds as the player's locale writes
 * numbers, two decimals.
 */
export const formatOddsValue = (coef: number, lang: string, format: OddsFormat = 'decimal'): string =>
  format === 'decimal'
    ? formatNumber(coef, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: false })
    : formatOdds(coef, format);

export const money = (bet: Pick<Bet, 'currencyIso'>, amount: number, lang: string): string =>
  formatMoney(amount, bet.currencyIso, lang);
