/**
 * Blackjack's theoretical RTP and the play that reaches it: the expected value of every decision under the house
 * rules (blackjack.ts) for an infinite deck (each card value drawn with chance 1/13, ten-valued 4/13), computed
 * exactly by recursion. The 6-deck shoe differs from the infinite deck by a few hundredths of a percent; the
 * benchmark plays this strategy on the real shoe and prints both figures.
 */
import {
  type BlackjackAction,
  type BlackjackState,
  blackjackActions,
  type Card,
  cardValue,
  handTotal,
} from './blackjack';

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const chance = (value: number): number => (value === 10 ? 4 / 13 : 1 / 13);

/** Dealer's final totals (17 … 21, 22 = bust) from a running (total, soft) — stands on all 17s. */
function dealerFrom(total: number, soft: boolean, memo: Map<string, number[]>): number[] {
  const key = `${total}:${soft}`;
  const known = memo.get(key);
  if (known) return known;
  const out = [0, 0, 0, 0, 0, 0];
  if (total >= 17) out[Math.min(total, 22) - 17] = 1;
  else {
    for (const v of VALUES) {
      let t = total + v;
      let s = soft;
      if (v === 1 && t + 10 <= 21) {
        t += 10;
        s = true;
      }
      if (t > 21 && s) {
        t -= 10;
        s = false;
      }
      dealerFrom(t, s, memo).forEach((p, i) => {
        out[i] = (out[i] as number) + chance(v) * p;
      });
    }
  }
  memo.set(key, out);
  return out;
}

const dealerMemo = new Map<string, number[]>();
const dealerByUp = new Map<number, number[]>();

/** The dealer's final-total distribution for an up card, given the dealer has no blackjack (the peek). */
export function dealerOutcomes(up: number): number[] {
  const known = dealerByUp.get(up);
  if (known) return known;
  const out = [0, 0, 0, 0, 0, 0];
  let mass = 0;
  for (const hole of VALUES) {
    if ((up === 1 && hole === 10) || (up === 10 && hole === 1)) continue;
    const start = handTotal([
      { rank: up, suit: 0 },
      { rank: hole, suit: 0 },
    ]);
    mass += chance(hole);
    dealerFrom(start.total, start.soft, dealerMemo).forEach((p, i) => {
      out[i] = (out[i] as number) + chance(hole) * p;
    });
  }
  const result = out.map((p) => p / mass);
  dealerByUp.set(up, result);
  return result;
}

/** Probability that the dealer has blackjack with this up card. */
export function dealerBlackjackChance(up: number): number {
  return up === 1 ? chance(10) : up === 10 ? chance(1) : 0;
}

function standValue(total: number, up: number): number {
  if (total > 21) return -1;
  const dealer = dealerOutcomes(up);
  let ev = 0;
  dealer.forEach((p, i) => {
    const d = 17 + i;
    ev += p * (d === 22 || total > d ? 1 : total === d ? 0 : -1);
  });
  return ev;
}

function addCard(total: number, soft: boolean, value: number): [number, boolean] {
  let t = total + value;
  let s = soft;
  if (value === 1 && t + 10 <= 21) {
    t += 10;
    s = true;
  }
  if (t > 21 && s) {
    t -= 10;
    s = false;
  }
  return [t, s];
}

const hitMemo = new Map<string, number>();

/** Best value of a hand that may hit or stand (no double, no split): per original stake. */
function hitOrStand(total: number, soft: boolean, up: number): number {
  if (total > 21) return -1;
  const key = `${total}:${soft}:${up}`;
  const known = hitMemo.get(key);
  if (known !== undefined) return known;
  const best = Math.max(standValue(total, up), hitValue(total, soft, up));
  hitMemo.set(key, best);
  return best;
}

function hitValue(total: number, soft: boolean, up: number): number {
  let ev = 0;
  for (const v of VALUES) ev += chance(v) * hitOrStand(...addCard(total, soft, v), up);
  return ev;
}

function doubleValue(total: number, soft: boolean, up: number): number {
  let ev = 0;
  for (const v of VALUES) ev += chance(v) * 2 * standValue(addCard(total, soft, v)[0], up);
  return ev;
}

/** Best value of a two-card hand with the options it has (double always; split when `pair` and allowed). */
function twoCardValue(cards: readonly Card[], up: number, canSplit: boolean, splitAces = false): number {
  const { total, soft } = handTotal(cards);
  if (splitAces) return standValue(total, up);
  let best = Math.max(standValue(total, up), hitValue(total, soft, up), doubleValue(total, soft, up));
  const [a, b] = cards as [Card, Card];
  if (canSplit && cardValue(a) === cardValue(b)) best = Math.max(best, splitValue(cardValue(a), up));
  return best;
}

function splitValue(value: number, up: number): number {
  let ev = 0;
  for (const v of VALUES) {
    ev +=
      chance(v) *
      twoCardValue(
        [
          { rank: value, suit: 0 },
          { rank: v, suit: 0 },
        ],
        up,
        false,
        value === 1,
      );
  }
  return 2 * ev;
}

/** The value of each action in a state (per original stake, given the dealer has no blackjack). */
export function blackjackActionValues(state: BlackjackState): Partial<Record<BlackjackAction, number>> {
  const hand = state.hands[state.active];
  const up = state.dealer[0];
  if (!hand || !up) return {};
  const upValue = cardValue(up);
  const { total, soft } = handTotal(hand.cards);
  const values: Partial<Record<BlackjackAction, number>> = {};
  for (const action of blackjackActions(state)) {
    if (action === 'stand') values.stand = standValue(total, upValue);
    if (action === 'hit') values.hit = hitValue(total, soft, upValue);
    if (action === 'double') values.double = doubleValue(total, soft, upValue);
    if (action === 'split') values.split = splitValue(cardValue(hand.cards[0] as Card), upValue);
  }
  return values;
}

/** The best action now (the strategy the RTP assumes). */
export function blackjackBestAction(state: BlackjackState): BlackjackAction | undefined {
  let best: BlackjackAction | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const [action, value] of Object.entries(blackjackActionValues(state)) as [BlackjackAction, number][]) {
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/** Theoretical RTP with the best play, infinite deck (≈ 99.5 %). */
export function blackjackRtp(): number {
  let ev = 0;
  for (const up of VALUES) {
    const q = dealerBlackjackChance(up);
    for (const a of VALUES) {
      for (const b of VALUES) {
        const p = chance(up) * chance(a) * chance(b);
        const cards = [
          { rank: a, suit: 0 },
          { rank: b, suit: 0 },
        ];
        const playerBj = handTotal(cards).total === 21;
        ev += p * (playerBj ? (1 - q) * 1.5 : -q + (1 - q) * twoCardValue(cards, up, true));
      }
    }
  }
  return 1 + ev;
}
