/**
 * Esports, map by map (best of three). CS2 maps are races of rounds to 13 won by two; Dota 2 maps run 30–55
 * minutes with kills as a Poisson stream and the map winner drawn from the teams' strength and kill lead.
 * Player market: the match's top fragger, priced from the players' skill shares before the start.
 */
import { distOf, handicapSet, handicaps, lineSet, T, totals, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { periodName } from '../names';
import type { Rng } from '../random';
import type { Competitor, GameDef } from '../world';
import { poissonPmf } from './poisson';
import { pointProbabilityFor, raceFinals, raceWin, unpack } from './race';
import { matchMarkets } from './set-markets';
import { matchFinals } from './sets';

const MAPS_TO_WIN = 2;
const MAP_BREAK = 300;

export interface MapsConfig {
  game: 'cs2' | 'dota';
}

const mapP = (game: GameDef) => 1 / (1 + Math.exp(-(1.4 * (game.home.rating - game.away.rating) + 0.05)));

const roundPCache = new Map<number, number>();
function roundP(q: number): number {
  const key = Math.round(q * 1000);
  let p = roundPCache.get(key);
  if (p === undefined) {
    p = pointProbabilityFor(key / 1000, 13);
    roundPCache.set(key, p);
  }
  return p;
}

const DOTA_KILLS_PER_SECOND = 1 / 55;

function pickPlayer(team: Competitor, rng: Rng): number {
  const sum = team.players.reduce((s, p) => s + p.skill, 0);
  let r = rng.next() * sum;
  for (const p of team.players) {
    r -= p.skill;
    if (r <= 0) return p.id;
  }
  return team.players[team.players.length - 1]?.id ?? 0;
}

export function mapsModel(cfg: MapsConfig): SportModel {
  return {
    periods: 3,
    timed: cfg.game === 'dota',
    periodName: (n) => periodName('map', n),
    play(game: GameDef, rng: Rng): Timeline {
      const q = mapP(game);
      const events: TimelineEvent[] = [];
      const periods: Timeline['periods'] = [];
      const maps: Pair = [0, 0];
      const per: Pair[] = [];
      const kills = new Map<number, number>();
      const credit = (id: number, n = 1) => kills.set(id, (kills.get(id) ?? 0) + n);
      let t = 0;
      while (maps[0] < MAPS_TO_WIN && maps[1] < MAPS_TO_WIN) {
        const cur: Pair = [0, 0];
        per.push(cur);
        const start = t;
        const qm = Math.min(0.95, Math.max(0.05, q + rng.normal(0, 0.06)));
        let homeWon: boolean;
        if (cfg.game === 'cs2') {
          const pr = roundP(qm);
          while (!((cur[0] >= 13 || cur[1] >= 13) && Math.abs(cur[0] - cur[1]) >= 2)) {
            t += 70 + rng.next() * 60;
            const side = rng.chance(pr) ? 0 : 1;
            cur[side]++;
            const winners = side === 0 ? game.home : game.away;
            const losers = side === 0 ? game.away : game.home;
            for (let k = rng.int(3, 5); k > 0; k--) credit(pickPlayer(winners, rng));
            for (let k = rng.int(0, 3); k > 0; k--) credit(pickPlayer(losers, rng));
            const over = (cur[0] >= 13 || cur[1] >= 13) && Math.abs(cur[0] - cur[1]) >= 2;
            if (over) maps[cur[0] > cur[1] ? 0 : 1]++;
            events.push({
              at: t,
              suspends: over,
              score: { total: [...maps], periods: per.map((x) => [...x] as Pair) },
            });
          }
          homeWon = cur[0] > cur[1];
        } else {
          homeWon = rng.chance(qm);
          const length = 1800 + rng.next() * 1500;
          const stream: Array<{ at: number; side: 0 | 1 }> = [];
          for (const side of [0, 1] as const) {
            const rate = DOTA_KILLS_PER_SECOND * ((side === 0) === homeWon ? 1.2 : 0.8);
            for (let s = rng.exponential(1 / rate); s < length; s += rng.exponential(1 / rate))
              stream.push({ at: start + s, side });
          }
          stream.sort((a, b) => a.at - b.at);
          for (const k of stream) {
            cur[k.side]++;
            credit(pickPlayer(k.side === 0 ? game.home : game.away, rng));
            events.push({
              at: k.at,
              suspends: false,
              score: { total: [...maps], periods: per.map((x) => [...x] as Pair) },
            });
          }
          t = start + length;
          maps[homeWon ? 0 : 1]++;
          events.push({ at: t, suspends: true, score: { total: [...maps], periods: per.map((x) => [...x] as Pair) } });
        }
        periods.push({ start, end: t });
        t += MAP_BREAK;
      }
      let topPlayer: number | undefined;
      let best = -1;
      for (const p of [...game.home.players, ...game.away.players]) {
        const k = kills.get(p.id) ?? 0;
        if (k > best) {
          best = k;
          topPlayer = p.id;
        }
      }
      return {
        events,
        periods,
        end: t - MAP_BREAK,
        winner: maps[0] > maps[1] ? 1 : 2,
        ...(topPlayer !== undefined ? { topPlayer } : {}),
      };
    },
    price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
      const q = mapP(game);
      const maps: Pair = live ? live.score.total : [0, 0];
      const n = maps[0] + maps[1] + 1;
      const cur: Pair = (live && !live.inBreak ? live.score.periods[n - 1] : undefined) ?? [0, 0];
      const progress = live && !live.inBreak ? live.periodProgress : 0;
      const out: PricedOutcome[] = [];
      let current: number;
      const mapMarkets: PricedOutcome[] = [];
      if (cfg.game === 'cs2') {
        const pr = roundP(q);
        current = raceWin(pr, cur[0], cur[1], 13, true);
        const finals = raceFinals(pr, cur[0], cur[1], 13, true, 4);
        const total = distOf([...finals].map(([k, m]) => [unpack(k)[0] + unpack(k)[1], m]));
        const diff = distOf([...finals].map(([k, m]) => [unpack(k)[0] - unpack(k)[1], m]));
        mapMarkets.push(...totals(total, lineSet(total).half, T.over, T.under));
        mapMarkets.push(...handicaps(diff, handicapSet(diff).half, T.handicap1, T.handicap2));
      } else {
        const logit = Math.log(q / (1 - q)) + 0.06 * (cur[0] - cur[1]) * (0.5 + progress);
        current = 1 / (1 + Math.exp(-logit));
        const left = 2500 * DOTA_KILLS_PER_SECOND * (1 - progress);
        const pmf = poissonPmf(left * 2, 120);
        const total = distOf(pmf.map((p, k) => [cur[0] + cur[1] + k, p]));
        mapMarkets.push(...totals(total, lineSet(total).half, T.over, T.under));
      }
      mapMarkets.push({ type: T.winner1, param: 0, p: current }, { type: T.winner2, param: 0, p: 1 - current });
      out.push(
        ...matchMarkets(
          matchFinals(maps, MAPS_TO_WIN, current, () => q),
          MAPS_TO_WIN,
        ),
      );
      out.push(...withPeriod(mapMarkets, n));
      if (!live) {
        const weights = [
          ...game.home.players.map((p) => ({ id: p.id, w: p.skill * (0.7 + 0.6 * q) })),
          ...game.away.players.map((p) => ({ id: p.id, w: p.skill * (0.7 + 0.6 * (1 - q)) })),
        ];
        const sum = weights.reduce((s, x) => s + x.w, 0);
        for (const x of weights) out.push({ type: T.topPlayer, param: x.id, p: x.w / sum });
      }
      return out;
    },
  };
}
