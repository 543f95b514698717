/**
 * The top-scorer outright through the ordinary placement and settlement: a bet on the window's sole top scorer
 * wins at its price, a bet on another player loses; when k players share the top, a bet on one of them is paid
 * at full odds on stake / k in a single and counts at odds / k in an express; the history says so; the ledger
 * reconciles.
 */
import { betSchema, outrightsPath, outrightsResponseSchema } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../feed';
import { outrightOf, scorerOutrightOf, WINDOW_MS } from '../feed/outrights';
import type { GameDef } from '../feed/world';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const SEED = 45;
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: SEED });
});
afterAll(async () => {
  await h?.close();
});

interface Window {
  winner: GameDef;
  o: GameDef;
  top: number[];
  champion: number;
}

/** The top-scorer outrights of the next days with their results (read past their end, then the clock back). */
function windows(): Window[] {
  const out: Window[] = [];
  for (let day = 1; day <= 3; day++)
    for (let champ = 0; champ < 5; champ++) {
      const winner = outrightOf(SEED, champ, FEED_START + day * WINDOW_MS);
      const o = winner && scorerOutrightOf(SEED, winner);
      if (!winner || !o) continue;
      h.clock.set(Math.max(h.feed.provider.endOf(o), h.feed.provider.endOf(winner)) + 5000);
      const top = h.feed.provider.result(o.id)?.topScorers ?? [];
      const champion = h.feed.provider.result(winner.id)?.champion ?? 0;
      out.push({ winner, o, top, champion });
    }
  h.clock.set(FEED_START);
  return out;
}

const offered = (g: GameDef) => h.feed.provider.view(g).outcomes;

describe('a top-scorer outright settles through the ledger, shared tops as dead heats', () => {
  it('pays the top scorer, not another player, and a dead heat at odds / k in a single and an express', async () => {
    const all = windows();
    const sole = all.find((w) => w.top.length === 1 && offered(w.o).some((x) => x.param === w.top[0]));
    const dead = all.find(
      (w) =>
        w.top.length >= 2 &&
        offered(w.o).some((x) => w.top.includes(x.param)) &&
        offered(w.winner).some((x) => x.param === w.champion),
    );
    if (!sole || !dead) throw new Error('no window with a sole or a shared top scorer offered');
    const soleWin = offered(sole.o).find((x) => x.param === sole.top[0]);
    const soleLoss = offered(sole.o).find((x) => !sole.top.includes(x.param));
    const deadWin = offered(dead.o).find((x) => dead.top.includes(x.param));
    const champ = offered(dead.winner).find((x) => x.param === dead.champion);
    if (!soleWin || !soleLoss || !deadWin || !champ) throw new Error('outcomes not offered');
    expect(deadWin.type).toBe(T.topScorer);
    const k = dead.top.length;

    // The wire: GetGlobalChampZip lists the top-scorer outright beside the winner, its market naming players.
    const res = await h.server.fetch(`${outrightsPath}?champ=${dead.o.champ.id}&lng=en`);
    const body = outrightsResponseSchema.parse(await res.json()).data.attributes;
    const ids = body.outrights.map((g) => g.id);
    expect(ids.indexOf(dead.o.id)).toBe(ids.indexOf(dead.winner.id) + 1);
    const wire = body.outrights.find((g) => g.id === dead.o.id);
    expect(wire?.team1.name).toMatch(/^Top scorer: .+, \d{4}-\d{2}-\d{2}$/);
    expect(wire?.markets.map((m) => m.name)).toEqual(['Top scorer']);
    const player = [...(dead.o.outright?.squads?.values() ?? [])].flat().find((p) => p.id === deadWin.param);
    const team = dead.o.champ.teams.find((t) => t.id === player?.teamId);
    expect(wire?.markets[0]?.outcomes.find((x) => x.param === deadWin.param)?.name).toBe(
      `${player?.name.en} (${team?.name.en})`,
    );

    const user = 703;
    const account = await h.fund(user, 1000);
    const place = async (guid: string, legs: Array<{ gameId: number; type: number; param: number; coef: number }>) => {
      const r = await h.post(
        BET,
        { couponEvents: legs, summ: 100, betGuid: guid, checkCf: 1, ...(legs.length > 1 ? { vid: 1 } : {}) },
        user,
      );
      expect(r.status, JSON.stringify(await r.clone().json())).toBe(200);
    };
    await place('ts-sole-win', [{ gameId: sole.o.id, ...soleWin }]);
    await place('ts-sole-loss', [{ gameId: sole.o.id, ...soleLoss }]);
    await place('ts-dead-single', [{ gameId: dead.o.id, ...deadWin }]);
    await place('ts-dead-express', [
      { gameId: dead.o.id, ...deadWin },
      { gameId: dead.winner.id, ...champ },
    ]);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - 40_000);

    h.clock.set(Math.max(...[sole.o, dead.o, dead.winner].map((g) => h.feed.provider.endOf(g))) + 5000);
    await h.engine.settleDue();
    const bets = await h.database.db
      .selectFrom('bets')
      .select(['id', 'bet_guid', 'status', 'payout_minor', 'boost_minor'])
      .where('user_id', '=', user)
      .orderBy('bet_guid')
      .execute();
    const single = Math.floor((10_000 * deadWin.coef) / k + 1e-6);
    const express = Math.floor(10_000 * (deadWin.coef / k) * champ.coef + 1e-6);
    const won = Math.floor(10_000 * soleWin.coef + 1e-6);
    expect(bets.map((b) => [b.bet_guid, b.status, (b.payout_minor ?? 0) - b.boost_minor])).toEqual([
      ['ts-dead-express', 'won', express],
      ['ts-dead-single', 'won', single],
      ['ts-sole-loss', 'lost', 0],
      ['ts-sole-win', 'won', won],
    ]);
    const paid = bets.reduce((s, b) => s + (b.payout_minor ?? 0), 0);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - 40_000 + paid);
    expect((await reconcile(h.database.db)).ok).toBe(true);

    // The history names the dead heat on the leg (the slip and the calculator count it the same way).
    const deadBet = bets.find((b) => b.bet_guid === 'ts-dead-single');
    const detail = await h.post('/service-api/LiveBet/Secure/HistoryDetail', { betId: Number(deadBet?.id) }, user);
    const bet = betSchema.parse(
      ((await detail.json()) as { data: { attributes: { bet: unknown } } }).data.attributes.bet,
    );
    expect(bet.selections[0]).toMatchObject({ result: 'win', deadHeat: k });
    const soleBet = bets.find((b) => b.bet_guid === 'ts-sole-win');
    const soleDetail = await h.post('/service-api/LiveBet/Secure/HistoryDetail', { betId: Number(soleBet?.id) }, user);
    const soleWire = betSchema.parse(
      ((await soleDetail.json()) as { data: { attributes: { bet: unknown } } }).data.attributes.bet,
    );
    expect(soleWire.selections[0]?.deadHeat).toBeUndefined();
    h.clock.set(FEED_START);
  });
});
