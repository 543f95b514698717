/**
 * Outrights (GlobalChamp): the winner of a top football championship over a day of its simulated games. The
 * world has no seasons (games every 30 minutes), so a "season" is a window: the UTC day [from, from + 1 day) of
 * the clock. Its outright is an event of its own in the world, as an election is: it starts when the window starts
 * (bets close then), is priced before that from the football model itself (the window's games simulated
 * `RUNS` times with the model's own Poisson goals), and ends when the window's last game ends; its result is the
 * champion of the window's table from the games' own play-outs. Table order: points (3 a win, 1 a draw), then goal
 * difference, then goals scored, then the team listed first in the championship. Cancelled games do not count.
 *
 * Beside each winner outright, a top-scorer outright of the same window (kind 'scorer', top-scorer.ts): "Top
 * scorer: <championship>, <date>", its id in a range of its own (`SCORER_BASE`), the same window and games.
 */
import type { SportDef } from './catalogue';
import { sports } from './catalogue';
import { T } from './markets';
import type { Pair, PricedOutcome, SportModel, Timeline } from './model';
import { footballRates } from './models/goals';
import { combine, type Name } from './names';
import { hashSeed, Rng } from './random';
import { scorersOf, squadsOf } from './squads';
import { scorerChances, scorerOutcomes, topScorersOf } from './top-scorer';
import { type Champ, champsOf, type GameDef, gamesBetween } from './world';

export const WINDOW_MS = 24 * 3600 * 1000;
/** Outright ids: BASE + window × 100 + the championship's index (below 2³¹, beside the games' ids). */
export const OUTRIGHT_BASE = 2_000_000_000;
/** Top-scorer outright ids: SCORER_BASE + window × 100 + the championship's index (the same window and index). */
export const SCORER_BASE = 2_100_000_000;
const FOOTBALL = 1;
/** Simulated windows per price. */
export const RUNS = 4000;

const football = (): SportDef | undefined => sports.find((s) => s.id === FOOTBALL);

const titles: Record<string, string> = { ru: 'Победитель', en: 'Winner', kk: 'Жеңімпаз', ar: 'الفائز' };
const scorerTitles: Record<string, string> = {
  ru: 'Лучший бомбардир',
  en: 'Top scorer',
  kk: 'Үздік бомбардир',
  ar: 'هدّاف البطولة',
};

/** "Winner: England. Premier League, 2026-11-29" (the date isolated left to right in Arabic). */
function title(champ: Champ, from: number, scorer: boolean): Name {
  const day = new Date(from).toISOString().slice(0, 10);
  const words = scorer ? scorerTitles : titles;
  return combine([champ.name], ([name = ''], lang) => {
    const date = lang === 'ar' ? `\u2066${day}\u2069` : day;
    return `${words[lang] ?? words.en}: ${name}, ${date}`;
  });
}

/** The outright of one championship (by index among football's) in the window that contains `at`. */
export function outrightOf(seed: number, champIndex: number, at: number): GameDef | undefined {
  const window = Math.floor(at / WINDOW_MS);
  return outrightById(seed, OUTRIGHT_BASE + window * 100 + champIndex);
}

const cache = new Map<string, GameDef | undefined>();

/** The top-scorer outright beside a winner outright (the same window and championship). */
export const scorerOutrightOf = (seed: number, winner: GameDef): GameDef | undefined =>
  outrightById(seed, winner.id - OUTRIGHT_BASE + SCORER_BASE);

/** Rebuilds an outright from its id (undefined if the id names none: not a top championship, no games). */
export function outrightById(seed: number, id: number): GameDef | undefined {
  if (!Number.isSafeInteger(id) || id < OUTRIGHT_BASE) return undefined;
  const key = `${seed}:${id}`;
  if (cache.has(key)) return cache.get(key);
  const built = buildOutright(seed, id);
  if (cache.size > 2000) cache.clear();
  cache.set(key, built);
  return built;
}

function buildOutright(seed: number, id: number): GameDef | undefined {
  const scorer = id >= SCORER_BASE;
  const offset = id - (scorer ? SCORER_BASE : OUTRIGHT_BASE);
  const window = Math.floor(offset / 100);
  const champIndex = offset % 100;
  const sport = football();
  const champ = sport ? champsOf(seed, sport)[champIndex] : undefined;
  if (!sport || !champ || champ.tier !== 1) return undefined;
  const from = window * WINDOW_MS;
  const to = from + WINDOW_MS;
  const games = gamesBetween(seed, from, to).filter((g) => g.champ.id === champ.id && !g.cancelled);
  if (games.length === 0) return undefined;
  const name = title(champ, from, scorer);
  const competitor = { id: 0, name, rating: 0, players: [] };
  return {
    id,
    sport,
    champ,
    home: competitor,
    away: competitor,
    startAt: from,
    cancelled: false,
    seed: hashSeed(seed, 'outright', id),
    outright: scorer ? { from, to, games, kind: 'scorer', squads: squadsOf(seed, champ) } : { from, to, games },
  };
}

/** The outrights of the top championships whose windows start in [from, to). */
export function outrightsBetween(seed: number, from: number, to: number, champId?: number): GameDef[] {
  const sport = football();
  if (!sport) return [];
  const out: GameDef[] = [];
  const champs = champsOf(seed, sport);
  for (let w = Math.ceil(from / WINDOW_MS); w * WINDOW_MS < to; w++) {
    champs.forEach((c, i) => {
      if (champId !== undefined && c.id !== champId) return;
      const o = outrightById(seed, OUTRIGHT_BASE + w * 100 + i);
      if (!o) return;
      out.push(o);
      const top = scorerOutrightOf(seed, o);
      if (top) out.push(top);
    });
  }
  return out;
}

interface Row {
  team: number;
  order: number;
  points: number;
  diff: number;
  scored: number;
}

/** The champion of a table of final scores (see the file's comment for the order). */
export function championOf(champ: Champ, results: ReadonlyArray<{ home: number; away: number; score: Pair }>): number {
  const rows = new Map<number, Row>(
    champ.teams.map((t, order) => [t.id, { team: t.id, order, points: 0, diff: 0, scored: 0 }]),
  );
  for (const r of results) {
    const h = rows.get(r.home);
    const a = rows.get(r.away);
    if (!h || !a) continue;
    const [gh, ga] = r.score;
    h.points += gh > ga ? 3 : gh === ga ? 1 : 0;
    a.points += ga > gh ? 3 : gh === ga ? 1 : 0;
    h.diff += gh - ga;
    a.diff += ga - gh;
    h.scored += gh;
    a.scored += ga;
  }
  const sorted = [...rows.values()].sort(
    (x, y) => y.points - x.points || y.diff - x.diff || y.scored - x.scored || x.order - y.order,
  );
  return (sorted[0] as Row).team;
}

/**
 * Each team's chance to win the window: its games simulated `runs` times with the model's Poisson goals. The same
 * table order as `championOf`, on arrays by the team's place in the championship (this runs thousands of times).
 */
export function winChances(game: GameDef, runs = RUNS): Map<number, number> {
  const teams = game.champ.teams;
  const wins = new Map<number, number>(teams.map((t) => [t.id, 0]));
  const window = game.outright;
  if (!window) return wins;
  const place = new Map(teams.map((t, i) => [t.id, i]));
  const fixtures = window.games.flatMap((g) => {
    const h = place.get(g.home.id);
    const a = place.get(g.away.id);
    return h === undefined || a === undefined ? [] : [{ h, a, rates: footballRates(g) }];
  });
  const n = teams.length;
  const points = new Int32Array(n);
  const diff = new Int32Array(n);
  const scored = new Int32Array(n);
  const count = new Int32Array(n);
  const rng = new Rng(game.seed);
  for (let run = 0; run < runs; run++) {
    points.fill(0);
    diff.fill(0);
    scored.fill(0);
    for (const { h, a, rates } of fixtures) {
      const gh = rng.poisson(rates[0]);
      const ga = rng.poisson(rates[1]);
      points[h] = (points[h] ?? 0) + (gh > ga ? 3 : gh === ga ? 1 : 0);
      points[a] = (points[a] ?? 0) + (ga > gh ? 3 : gh === ga ? 1 : 0);
      diff[h] = (diff[h] ?? 0) + gh - ga;
      diff[a] = (diff[a] ?? 0) + ga - gh;
      scored[h] = (scored[h] ?? 0) + gh;
      scored[a] = (scored[a] ?? 0) + ga;
    }
    // The first in the table; on a full tie the earlier place keeps it.
    let best = 0;
    for (let i = 1; i < n; i++) {
      const d =
        (points[i] ?? 0) - (points[best] ?? 0) ||
        (diff[i] ?? 0) - (diff[best] ?? 0) ||
        (scored[i] ?? 0) - (scored[best] ?? 0);
      if (d > 0) best = i;
    }
    count[best] = (count[best] ?? 0) + 1;
  }
  for (const [i, t] of teams.entries()) wins.set(t.id, (count[i] ?? 0) / runs);
  return wins;
}

const periodName: Name = { ru: 'Турнир', en: 'Tournament', kk: 'Турнир', ar: 'البطولة' };

/** The outright's model: priced in the line only (bets close when the window's first game may start). */
export const outrightModel: SportModel = {
  periods: 1,
  timed: false,
  periodName: () => periodName,
  play(): Timeline {
    throw new Error('an outright is played out from its games (playOutright)');
  },
  price(game: GameDef, live): PricedOutcome[] {
    if (live) return [];
    const squads = game.outright?.squads;
    if (game.outright?.kind === 'scorer' && squads) return scorerOutcomes(scorerChances(game, squads, RUNS));
    const out: PricedOutcome[] = [];
    for (const [team, p] of winChances(game)) if (p > 0) out.push({ type: T.champWinner, param: team, p });
    return out;
  },
};

/**
 * The outright's timeline from its games' own timelines: it ends when the last of them ends (`endOf` in real ms,
 * turned into match seconds at the feed's `speed`); `champion` is the table's first, `topScorers` (a top-scorer
 * outright's) the players sharing the most goals of the games' scorers (squads.ts).
 */
export function playOutright(
  game: GameDef,
  speed: number,
  timelineOf: (g: GameDef) => Timeline,
  endOf: (g: GameDef) => number,
): Timeline {
  const games = game.outright?.games ?? [];
  const results = games.map((g) => {
    const tl = timelineOf(g);
    const last = tl.events[tl.events.length - 1];
    return { home: g.home.id, away: g.away.id, score: (last?.score.total ?? [0, 0]) as Pair };
  });
  const lastEnd = Math.max(game.startAt, ...games.map(endOf));
  const end = ((lastEnd - game.startAt) / 1000) * speed;
  const squads = game.outright?.squads;
  if (game.outright?.kind === 'scorer' && squads) {
    const topScorers = topScorersOf(games.flatMap((g) => scorersOf(squads, g, timelineOf(g))));
    return { events: [], periods: [{ start: 0, end }], end, winner: 0, topScorers };
  }
  return { events: [], periods: [{ start: 0, end }], end, winner: 0, champion: championOf(game.champ, results) };
}
