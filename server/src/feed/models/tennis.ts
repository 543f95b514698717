/**
 * Tennis, point by point: each player wins a point on their own serve with a probability from the ratings;
 * games to four won by two, sets to six won by two with a tie-break at 6–6, best of three sets. Pricing runs the
 * same rules as a Markov chain from the current point.
 */
import { distOf, handicapSet, handicaps, lineSet, scoreParam, T, totals, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { raceWin, unpack } from './race';
import { matchMarkets } from './set-markets';

const SETS_TO_WIN = 2;
const POINT_SECONDS = 35;
const CHANGEOVER = 60;
const SET_BREAK = 120;

interface Serve {
  /** Home wins a point on home serve. */
  s1: number;
  /** Away wins a point on away serve. */
  s2: number;
}

function serveOf(game: GameDef): Serve {
  const d = 0.05 * (game.home.rating - game.away.rating);
  return { s1: 0.63 + d, s2: 0.63 - d };
}

const setOver = (g1: number, g2: number) => (g1 >= 6 || g2 >= 6) && (Math.abs(g1 - g2) >= 2 || g1 + g2 === 13);

/** Home wins the game with `server` serving from the given points (a tie-break at 6–6 games). */
function homeWinsGame(sv: Serve, server: 1 | 2, points: Pair, tiebreak: boolean): number {
  if (tiebreak) return raceWin((sv.s1 + 1 - sv.s2) / 2, points[0], points[1], 7, true);
  return server === 1
    ? raceWin(sv.s1, points[0], points[1], 4, true)
    : 1 - raceWin(sv.s2, points[1], points[0], 4, true);
}

/** Final set scores (packed) from games (g1, g2) with `server` to serve and the running game's points. */
function setFinals(sv: Serve, g1: number, g2: number, server: 1 | 2, points: Pair): Map<number, number> {
  const fresh = points[0] === 0 && points[1] === 0;
  const cacheKey = `${sv.s1}:${sv.s2}:${g1}:${g2}:${server}`;
  if (fresh) {
    const hit = setCache.get(cacheKey);
    if (hit) return hit;
  }
  const out = new Map<number, number>();
  // States of one layer share the number of games played, so the server follows from the parity.
  let layer = new Map<number, number>([[g1 * 100 + g2, 1]]);
  let first = true;
  while (layer.size > 0) {
    const next = new Map<number, number>();
    for (const [key, mass] of layer) {
      const x = Math.floor(key / 100);
      const y = key % 100;
      if (setOver(x, y)) {
        out.set(scoreParam(x, y), (out.get(scoreParam(x, y)) ?? 0) + mass);
        continue;
      }
      const srv: 1 | 2 = (x + y - g1 - g2) % 2 === 0 ? server : server === 1 ? 2 : 1;
      const p = homeWinsGame(sv, srv, first ? points : [0, 0], x === 6 && y === 6);
      next.set((x + 1) * 100 + y, (next.get((x + 1) * 100 + y) ?? 0) + mass * p);
      next.set(x * 100 + y + 1, (next.get(x * 100 + y + 1) ?? 0) + mass * (1 - p));
    }
    first = false;
    layer = next;
  }
  if (fresh) {
    if (setCache.size > 5000) setCache.clear();
    setCache.set(cacheKey, out);
  }
  return out;
}

const setCache = new Map<string, Map<number, number>>();

interface MatchPath {
  sets: Pair;
  games: Pair;
}

/** Enumerates the rest of the match: final sets and total games, with their probabilities. */
function matchPaths(sv: Serve, live: LiveContext | undefined): Array<MatchPath & { p: number; firstSet: Pair }> {
  const sets: Pair = live ? [...live.score.total] : [0, 0];
  const done: Pair = [0, 0];
  const n = sets[0] + sets[1] + 1;
  for (let i = 0; i < n - 1; i++) {
    const s = live?.score.periods[i] ?? [0, 0];
    done[0] += s[0];
    done[1] += s[1];
  }
  const cur: Pair = (live && !live.inBreak ? live.score.periods[n - 1] : undefined) ?? [0, 0];
  const server: 1 | 2 = live?.score.server ?? 1;
  const points: Pair = live?.score.game ?? [0, 0];
  const out: Array<MatchPath & { p: number; firstSet: Pair }> = [];
  const go = (
    st: Pair,
    games: Pair,
    srv: 1 | 2,
    mass: number,
    finals: Map<number, number>,
    first: Pair | undefined,
  ): void => {
    for (const [packed, p] of finals) {
      const [a, b] = unpack(packed);
      const s: Pair = a > b ? [st[0] + 1, st[1]] : [st[0], st[1] + 1];
      const g: Pair = [games[0] + a, games[1] + b];
      const f = first ?? [a, b];
      if (s[0] >= SETS_TO_WIN || s[1] >= SETS_TO_WIN) {
        out.push({ sets: s, games: g, p: mass * p, firstSet: f });
        continue;
      }
      const played = a + b;
      const nextServer: 1 | 2 = played % 2 === 0 ? srv : srv === 1 ? 2 : 1;
      go(s, g, nextServer, mass * p, setFinals(sv, 0, 0, nextServer, [0, 0]), f);
    }
  };
  // The server of the set's first game: the running game's server walked back over the games played.
  const setServer: 1 | 2 = (cur[0] + cur[1]) % 2 === 0 ? server : server === 1 ? 2 : 1;
  go(sets, done, setServer, 1, setFinals(sv, cur[0], cur[1], server, points), undefined);
  return out;
}

export const tennisModel: SportModel = {
  periods: 3,
  timed: false,
  periodName: (n) => periodName('set', n),
  play(game: GameDef, rng: Rng): Timeline {
    const sv = serveOf(game);
    const events: TimelineEvent[] = [];
    const periods: Timeline['periods'] = [];
    const sets: Pair = [0, 0];
    const per: Pair[] = [];
    let server: 1 | 2 = rng.chance(0.5) ? 1 : 2;
    let t = 0;
    events.push({ at: 0, suspends: false, score: { total: [0, 0], periods: [[0, 0]], game: [0, 0], server } });
    while (sets[0] < SETS_TO_WIN && sets[1] < SETS_TO_WIN) {
      const games: Pair = [0, 0];
      per.push(games);
      const start = t;
      while (!setOver(games[0], games[1])) {
        const tiebreak = games[0] === 6 && games[1] === 6;
        const pts: Pair = [0, 0];
        const homeP = tiebreak ? (sv.s1 + 1 - sv.s2) / 2 : server === 1 ? sv.s1 : 1 - sv.s2;
        const target = tiebreak ? 7 : 4;
        let gameOver = false;
        while (!gameOver) {
          t += POINT_SECONDS * (0.5 + rng.next());
          pts[rng.chance(homeP) ? 0 : 1]++;
          gameOver = (pts[0] >= target || pts[1] >= target) && Math.abs(pts[0] - pts[1]) >= 2;
          if (gameOver) {
            games[pts[0] > pts[1] ? 0 : 1]++;
            server = server === 1 ? 2 : 1;
          }
          const over = setOver(games[0], games[1]);
          if (over) sets[games[0] > games[1] ? 0 : 1]++;
          events.push({
            at: t,
            suspends: gameOver,
            score: {
              total: [...sets],
              periods: per.map((x) => [...x] as Pair),
              game: gameOver ? [0, 0] : [...pts],
              server,
            },
          });
        }
        if ((games[0] + games[1]) % 2 === 1) t += CHANGEOVER;
      }
      periods.push({ start, end: t });
      t += SET_BREAK;
    }
    return { events, periods, end: t - SET_BREAK, winner: sets[0] > sets[1] ? 1 : 2 };
  },
  price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
    const sv = serveOf(game);
    const paths = matchPaths(sv, live);
    const finals = new Map<number, number>();
    const total = new Map<number, number>();
    const diff = new Map<number, number>();
    let firstHome = 0;
    for (const path of paths) {
      const k = scoreParam(path.sets[0], path.sets[1]);
      finals.set(k, (finals.get(k) ?? 0) + path.p);
      const sum = path.games[0] + path.games[1];
      total.set(sum, (total.get(sum) ?? 0) + path.p);
      diff.set(path.games[0] - path.games[1], (diff.get(path.games[0] - path.games[1]) ?? 0) + path.p);
      if (path.firstSet[0] > path.firstSet[1]) firstHome += path.p;
    }
    const out = matchMarkets(finals, SETS_TO_WIN);
    const td = distOf(total);
    const dd = distOf(diff);
    out.push(...totals(td, lineSet(td).half, T.over, T.under));
    out.push(...handicaps(dd, handicapSet(dd).half, T.handicap1, T.handicap2));
    const n = live ? live.score.total[0] + live.score.total[1] + 1 : 1;
    out.push(
      ...withPeriod(
        [
          { type: T.winner1, param: 0, p: firstHome },
          { type: T.winner2, param: 0, p: 1 - firstHome },
        ],
        n,
      ),
    );
    return out;
  },
};
