/**
 * The top-scorer outright (outrights.ts, kind 'scorer'): the player who scores the most goals in a championship's
 * window of games (squads.ts credits each goal to a scorer). Players sharing the top are a dead heat: each of the k
 * wins at full odds on a k-th of the stake (settlement, `deadHeatOf` in markets.ts). No goal in the window: every
 * bet is void.
 *
 * Price: the window's games simulated `runs` times with the football model's own Poisson goals and the squads'
 * scoring weights; a player's fair chance is the dead-heat value of a bet on them, E[1/k when among the k top
 * scorers] (so the prices of a market are fair under the dead-heat rule). The market offers the
 * `TOP_SCORER_OUTCOMES` players with the best chances (no "any other player" outcome: a bet names a player).
 */
import { T } from './markets';
import type { PricedOutcome } from './model';
import { footballRates } from './models/goals';
import { Rng } from './random';
import { pickScorer, type SquadPlayer, squadWeight } from './squads';
import type { GameDef } from './world';

/** Players offered in a top-scorer market. */
export const TOP_SCORER_OUTCOMES = 12;

/** The ids of the players sharing the most goals (empty when nobody scored). */
export function topScorersOf(goals: Iterable<{ scorer: { id: number } }>): number[] {
  const count = new Map<number, number>();
  for (const g of goals) count.set(g.scorer.id, (count.get(g.scorer.id) ?? 0) + 1);
  const most = Math.max(0, ...count.values());
  return most === 0 ? [] : [...count].filter(([, n]) => n === most).map(([id]) => id);
}

/**
 * Each player's dead-heat chance to top the window's scorers: `runs` simulated windows; in each, the k players
 * sharing the most goals get 1/k each. The chances of all players add up to the share of windows with a goal.
 */
export function scorerChances(
  game: GameDef,
  squads: ReadonlyMap<number, readonly SquadPlayer[]>,
  runs: number,
): Map<number, number> {
  const players = [...squads.values()].flat();
  const index = new Map(players.map((p, i) => [p.id, i]));
  const sideOf = (teamId: number) => {
    const squad = squads.get(teamId) ?? [];
    return { squad, total: squadWeight(squad) };
  };
  const fixtures = (game.outright?.games ?? []).map((g) => ({
    rates: footballRates(g),
    sides: [sideOf(g.home.id), sideOf(g.away.id)] as const,
  }));
  const n = players.length;
  const goals = new Int32Array(n);
  const credit = new Float64Array(n);
  const rng = new Rng(game.seed);
  for (let run = 0; run < runs; run++) {
    goals.fill(0);
    let most = 0;
    for (const { rates, sides } of fixtures) {
      for (const side of [0, 1] as const) {
        const { squad, total } = sides[side];
        for (let k = rng.poisson(rates[side]); k > 0; k--) {
          const p = pickScorer(squad, total, rng.next());
          const i = p ? index.get(p.id) : undefined;
          if (i === undefined) continue;
          const now = (goals[i] ?? 0) + 1;
          goals[i] = now;
          if (now > most) most = now;
        }
      }
    }
    if (most === 0) continue;
    let tied = 0;
    for (let i = 0; i < n; i++) if (goals[i] === most) tied++;
    for (let i = 0; i < n; i++) if (goals[i] === most) credit[i] = (credit[i] ?? 0) + 1 / tied;
  }
  return new Map(players.map((p, i) => [p.id, (credit[i] ?? 0) / runs]));
}

/** The market: the players with the best chances, each an outcome of type `T.topScorer` with the player's id. */
export function scorerOutcomes(chances: ReadonlyMap<number, number>): PricedOutcome[] {
  return [...chances]
    .filter(([, p]) => p > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, TOP_SCORER_OUTCOMES)
    .map(([id, p]) => ({ type: T.topScorer, param: id, p }));
}
