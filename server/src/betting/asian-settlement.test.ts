/**
 * Asian quarter lines through the ledger: a stake on x.25 / x.75 is split half on each neighbouring line, so a
 * single settles as a win, a half win (half at the odds, half returned), a push (stake returned), a half loss (half
 * returned) or a loss — each paid to the player's account, and the ledger reconciles.
 */
import type { SelectionResult } from '@betframe/sdk/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOutcome } from '../feed';
import type { PricedEntry } from '../feed/provider';
import type { GameDef } from '../feed/world';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const ASIAN_TYPES = new Set([27, 28, 29, 30]);
const STAKE_MINOR = 10_000;
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44 });
});
afterAll(async () => {
  await h?.close();
});

/** Hand-computed return of a 100.00 stake for each result at odds `coef`. */
const expectedReturn: Record<SelectionResult, (coef: number) => number> = {
  win: (coef) => Math.floor(STAKE_MINOR * coef + 1e-6),
  'half-win': (coef) => Math.floor((STAKE_MINOR / 2) * coef + STAKE_MINOR / 2 + 1e-6),
  refund: () => STAKE_MINOR,
  'half-loss': () => STAKE_MINOR / 2,
  loss: () => 0,
};

describe('Asian quarter lines settle through the ledger', () => {
  it('win, half win, push, half loss and lose pay what the split stake earns; reconcile is clean', async () => {
    // Find, among upcoming football games (never the first of the line), an offered Asian outcome that ends in
    // each of the five results: the test reads the played-out result first, then goes back before the start.
    const wanted: SelectionResult[] = ['win', 'half-win', 'refund', 'half-loss', 'loss'];
    const picks = new Map<SelectionResult, { game: GameDef; outcome: PricedEntry }>();
    for (let skip = 2; skip < 80 && picks.size < wanted.length; skip += 1) {
      const game = h.upcoming(1, skip);
      const offered = h.feed.provider.view(game).outcomes.filter((o) => ASIAN_TYPES.has(o.type));
      h.clock.set(h.feed.provider.endOf(game) + 5000);
      const result = h.feed.provider.result(game.id);
      h.clock.set(FEED_START);
      if (!result || result.cancelled) continue;
      for (const outcome of offered) {
        const settled = settleOutcome(outcome.type, outcome.param, result);
        if (!picks.has(settled)) picks.set(settled, { game, outcome });
      }
    }
    expect([...picks.keys()].sort()).toEqual([...wanted].sort());

    const user = 701;
    const account = await h.fund(user, 1000);
    const guids = new Map<SelectionResult, string>();
    for (const [result, { game, outcome }] of picks) {
      const betGuid = `asian-${result}`;
      guids.set(result, betGuid);
      const res = await h.post(
        BET,
        { couponEvents: [{ gameId: game.id, ...outcome }], summ: STAKE_MINOR / 100, betGuid, checkCf: 1 },
        user,
      );
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    }
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - wanted.length * STAKE_MINOR);

    const last = Math.max(...[...picks.values()].map((p) => h.feed.provider.endOf(p.game)));
    h.clock.set(last + 5000);
    await h.engine.settleDue();

    let returned = 0;
    for (const [result, { outcome }] of picks) {
      const bet = await h.database.db
        .selectFrom('bets')
        .selectAll()
        .where('bet_guid', '=', guids.get(result) ?? '')
        .executeTakeFirstOrThrow();
      const expected = expectedReturn[result](outcome.coef);
      expect({ result, payout: bet.payout_minor ?? 0 }).toEqual({ result, payout: expected });
      expect(bet.status).toBe(result === 'loss' ? 'lost' : result === 'refund' ? 'refund' : 'won');
      returned += expected;
    }
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - wanted.length * STAKE_MINOR + returned);
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });
});
