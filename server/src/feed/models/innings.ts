/**
 * Cricket, Twenty20: the home side bats first for 20 overs, then the away side chases. Runs of an over are
 * Poisson with a mean from the batting side's and the bowling side's ratings (about 8 an over); the chase stops
 * at the winning run (one past the first innings), and a tie goes to a super over won by the stronger side with
 * its strength's chance. Priced exactly from that model: winner, match runs, first-innings runs.
 */
import { distOf, lineSet, T, totals, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { poissonPmf } from './poisson';

export const OVERS = 20;
const OVER_SECONDS = 270;
const INNINGS_BREAK = 600;
const INNINGS_SECONDS = OVERS * OVER_SECONDS;
const MAX_RUNS = 320;

/** Mean runs an over of the side batting against the other. */
export const runsPerOver = (bat: number, bowl: number) => 8 * Math.exp(0.25 * (bat - bowl));
/** The home side's chance in a super over. */
const superOverP = (game: GameDef) => 1 / (1 + Math.exp(-1.5 * (game.home.rating - game.away.rating)));

export const inningsModel: SportModel = {
  periods: 2,
  timed: false,
  periodName: (n) => periodName('innings', n),
  play(game: GameDef, rng: Rng): Timeline {
    const events: TimelineEvent[] = [];
    const home = runsPerOver(game.home.rating, game.away.rating);
    const away = runsPerOver(game.away.rating, game.home.rating);
    let h = 0;
    for (let over = 1; over <= OVERS; over++) {
      const runs = rng.poisson(home);
      h += runs;
      events.push({ at: over * OVER_SECONDS, score: { total: [h, 0], periods: [[h, 0]] }, suspends: runs >= 12 });
    }
    const second = INNINGS_SECONDS + INNINGS_BREAK;
    let a = 0;
    let end = second + INNINGS_SECONDS;
    for (let over = 1; over <= OVERS; over++) {
      const runs = rng.poisson(away);
      const chased = a + runs > h;
      a = chased ? h + 1 : a + runs;
      const at = second + over * OVER_SECONDS;
      events.push({
        at,
        score: {
          total: [h, a],
          periods: [
            [h, 0],
            [0, a],
          ],
        },
        suspends: chased || runs >= 12,
      });
      if (chased) {
        end = at;
        break;
      }
    }
    const winner = h > a ? 1 : a > h ? 2 : rng.chance(superOverP(game)) ? 1 : 2;
    return {
      events,
      periods: [
        { start: 0, end: INNINGS_SECONDS },
        { start: second, end },
      ],
      end,
      winner,
    };
  },
  price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
    const home = runsPerOver(game.home.rating, game.away.rating);
    const away = runsPerOver(game.away.rating, game.home.rating);
    const score: Pair = live ? [...live.score.total] : [0, 0];
    const innings = live ? live.period : 1;
    const overs = (progress: number) => Math.round(OVERS * (1 - progress) * 100) / 100;
    const progress = live && !live.inBreak ? live.periodProgress : 0;
    // Final first innings: known once it is over; else runs so far plus the overs left.
    const firstLeft = innings === 1 ? overs(progress) : 0;
    const first = shifted(poissonPmf(home * firstLeft, MAX_RUNS), score[0]);
    const chaseLeft = innings === 1 ? OVERS : overs(progress);
    const chase = poissonPmf(away * chaseLeft, MAX_RUNS);
    const chaseFrom = innings === 1 ? 0 : score[1];
    let homeWin = 0;
    const match = new Map<number, number>();
    const superOver = superOverP(game);
    for (const [h, ph] of first) {
      if (ph < 1e-9) continue;
      let below = 0;
      for (let k = 0; k < chase.length; k++) {
        const pa = chase[k] ?? 0;
        if (pa < 1e-9) continue;
        const a = chaseFrom + k;
        const pk = pa * ph;
        const final = Math.min(a, h + 1);
        match.set(h + final, (match.get(h + final) ?? 0) + pk);
        if (a < h) below += pk;
        else if (a === h) homeWin += pk * superOver;
      }
      homeWin += below;
    }
    const out: PricedOutcome[] = [
      { type: T.winner1, param: 0, p: homeWin },
      { type: T.winner2, param: 0, p: 1 - homeWin },
    ];
    const total = distOf(match);
    out.push(...totals(total, lineSet(total).half, T.over, T.under));
    if (innings === 1) {
      const firstDist = distOf(first);
      out.push(...withPeriod(totals(firstDist, lineSet(firstDist).half, T.over, T.under), 1));
    }
    return out;
  },
};

/** A pmf of runs still to come as a map of final runs. */
function shifted(pmf: number[], from: number): Map<number, number> {
  const out = new Map<number, number>();
  pmf.forEach((p, k) => {
    out.set(from + k, p);
  });
  return out;
}
