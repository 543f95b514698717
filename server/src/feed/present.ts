/** Turns provider views into the wire shapes of `@betframe/sdk/feed`, in the requested language. */
import type { Game, GameScore, Market, Outcome, Sport, Champ as WireChamp } from '@betframe/sdk/feed';
import { tennisPoints } from '@betframe/sdk/feed';
import { nameIn, type SportDef } from './catalogue';
import { marketBase, marketGroups, outcomeName, splitType } from './markets';
import type { GameView, PricedEntry } from './provider';
import type { Champ } from './world';

export function scoreToWire(view: GameView, lang: string): GameScore | undefined {
  const s = view.score;
  if (!s) return undefined;
  const [g1, g2] = s.periods[s.periods.length - 1] ?? [0, 0];
  const tiebreak = g1 === 6 && g2 === 6;
  return {
    total: s.total,
    periods: s.periods,
    period: view.period,
    ...(view.periodName ? { periodName: nameIn(view.periodName, lang) } : {}),
    ...(view.clock
      ? {
          clock: view.clock.seconds,
          clockAt: view.clock.at,
          clockRunning: view.clock.running,
          clockRate: view.clock.rate,
          clockDirection: view.clock.direction,
        }
      : view.clockSeconds !== undefined
        ? { clock: view.clockSeconds }
        : {}),
    inBreak: view.inBreak,
    ...(s.game
      ? {
          game: [tennisPoints(s.game[0], s.game[1], tiebreak), tennisPoints(s.game[1], s.game[0], tiebreak)] as [
            string,
            string,
          ],
        }
      : {}),
    ...(s.server ? { server: s.server } : {}),
    ...(s.race ? { race: s.race } : {}),
  };
}

function groupName(base: number, period: number, lang: string, periodName: (n: number) => string): string {
  const g = marketGroups[marketBase(base)];
  const name = g ? nameIn(g.name, lang) : String(base);
  return period > 0 ? `${name}. ${periodName(period)}` : name;
}

function outcomeLabel(o: PricedEntry, view: GameView, lang: string): string {
  const base = splitType(o.type).base;
  if (base === 21) {
    const p = [...view.game.home.players, ...view.game.away.players].find((x) => x.id === o.param);
    return p ? nameIn(p.name, lang) : String(o.param);
  }
  if (base === 70) {
    const team = view.game.champ.teams.find((t) => t.id === o.param);
    return team ? nameIn(team.name, lang) : String(o.param);
  }
  if (base === 71) {
    const player = [...(view.game.outright?.squads?.values() ?? [])].flat().find((x) => x.id === o.param);
    const team = player && view.game.champ.teams.find((t) => t.id === player.teamId);
    if (!player) return String(o.param);
    return team ? `${nameIn(player.name, lang)} (${nameIn(team.name, lang)})` : nameIn(player.name, lang);
  }
  if (base >= 80 && base <= 82) return runnerLabel(o, view, lang);
  if (base === 15) return `${Math.floor(o.param / 100)}:${o.param % 100}`;
  const name = outcomeName(o.type, lang);
  // In Arabic a signed line is isolated left to right, or "+1.5" is drawn as "1.5+".
  const line = (text: string) => (lang === 'ar' ? `\u2066${text}\u2069` : text);
  if ([7, 8, 27, 28, 33, 34].includes(base)) return `${name} (${line(`${o.param > 0 ? '+' : ''}${o.param}`)})`;
  if ([9, 10, 17, 18, 19, 20, 29, 30, 31, 32].includes(base)) return `${name} (${line(String(o.param))})`;
  return name;
}

/** A race's outcome: "3. Storm King" (Win, Place), "3. Storm King – 5. Tulpar" (Forecast). */
function runnerLabel(o: PricedEntry, view: GameView, lang: string): string {
  const field = view.game.race?.field ?? [];
  const byNumber = (n: number) => {
    const r = field[n - 1];
    return r ? `${n}. ${nameIn(r.name, lang)}` : String(n);
  };
  if (splitType(o.type).base === 82) return `${byNumber(Math.floor(o.param / 100))} – ${byNumber(o.param % 100)}`;
  return byNumber(field.findIndex((r) => r.id === o.param) + 1);
}

/** Groups the outcomes into markets; `main` keeps the headline markets of lists (winner, main total/handicap). */
export function marketsToWire(
  view: GameView,
  lang: string,
  main: boolean,
  periodName: (n: number) => string,
  asian = false,
): Market[] {
  const markets = new Map<string, Market>();
  let outcomes = view.outcomes;
  if (main) outcomes = mainOutcomes(outcomes, asian);
  for (const o of outcomes) {
    const { base, period } = splitType(o.type);
    const mb = marketBase(base);
    const key = `${mb}:${period}`;
    let m = markets.get(key);
    if (!m) {
      m = {
        group: marketGroups[mb]?.id ?? mb,
        name: groupName(base, period, lang, periodName),
        period,
        suspended: view.suspended,
        outcomes: [],
      };
      markets.set(key, m);
    }
    const out: Outcome = {
      type: o.type,
      param: o.param,
      name: outcomeLabel(o, view, lang),
      coef: o.coef,
      blocked: view.suspended,
    };
    m.outcomes.push(out);
  }
  return [...markets.values()];
}

/**
 * Headline markets: 1X2 (or the winner), and the most balanced total and handicap line of the whole game; in the
 * Asian view (`asian`) the most balanced Asian total and Asian handicap line instead.
 */
export function mainOutcomes(all: readonly PricedEntry[], asian = false): PricedEntry[] {
  const whole = all.filter((o) => o.type < 1000);
  // A race: the two favourites' Win prices.
  const wins = whole.filter((o) => o.type === 80);
  if (wins.length > 0) return [...wins].sort((a, b) => a.coef - b.coef).slice(0, 2);
  const threeWay = whole.filter((o) => o.type <= 3);
  const out: PricedEntry[] = threeWay.length > 0 ? threeWay : whole.filter((o) => o.type === 11 || o.type === 12);
  const pairs = asian
    ? ([
        [29, 30],
        [27, 28],
      ] as const)
    : ([
        [9, 10],
        [7, 8],
      ] as const);
  for (const [a, b] of pairs) {
    let best: [PricedEntry, PricedEntry] | undefined;
    for (const x of whole.filter((o) => o.type === a)) {
      const y = whole.find((o) => o.type === b && (a === 9 || a === 29 ? o.param === x.param : o.param === -x.param));
      if (y && (!best || Math.abs(x.coef - y.coef) < Math.abs(best[0].coef - best[1].coef))) best = [x, y];
    }
    if (best) out.push(...best);
  }
  return out;
}

export function gameToWire(
  view: GameView,
  lang: string,
  full: boolean,
  periodName: (n: number) => string,
  asian = false,
): Game {
  const g = view.game;
  const score = scoreToWire(view, lang);
  return {
    id: g.id,
    sportId: g.sport.id,
    sportName: nameIn(g.sport.name, lang),
    champId: g.champ.id,
    champName: nameIn(g.champ.name, lang),
    countryId: g.champ.country.id,
    gameType: g.sport.gameType,
    kind: view.kind,
    status: view.status,
    start: Math.floor(g.startAt / 1000),
    team1: { id: g.home.id, name: nameIn(g.home.name, lang) },
    team2: { id: g.away.id, name: nameIn(g.away.name, lang) },
    ...(g.race
      ? { runners: g.race.field.map((r, i) => ({ id: r.id, number: i + 1, name: nameIn(r.name, lang) })) }
      : {}),
    ...(score ? { score } : {}),
    suspended: view.suspended,
    markets: marketsToWire(view, lang, !full, periodName, asian),
    marketsCount: view.outcomes.length,
  };
}

export function sportToWire(sport: SportDef, count: number, lang: string): Sport {
  return { id: sport.id, name: nameIn(sport.name, lang), count, cyber: sport.cyber };
}

export function champToWire(champ: Champ, count: number, lang: string): WireChamp {
  return {
    id: champ.id,
    name: nameIn(champ.name, lang),
    sportId: champ.sportId,
    countryId: champ.country.id,
    countryName: nameIn(champ.country.name, lang),
    count,
    top: champ.tier === 1,
  };
}
