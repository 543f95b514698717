/**
 * Marble racing: two-lane match races, best of three heats. Each heat is won by the home marble with a fixed
 * chance from the marbles' ratings (the track decides nothing else), a heat lasts 540–720 match seconds (about a real
 * minute at the default speed) and the marbles are set up again for 270 between heats. Priced exactly: winner, correct score in heats, heat winner.
 */
import { T, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { unpack } from './race';
import { matchFinals } from './sets';

export const HEATS_TO_WIN = 2;
/** Match seconds (at the default speed 9 a heat takes about a real minute and the reset half a minute). */
const HEAT = 540;
const RESET = 270;

/** The home marble's chance to win a heat. */
export const heatP = (game: GameDef) => 1 / (1 + Math.exp(-1.2 * (game.home.rating - game.away.rating)));

export const heatsModel: SportModel = {
  periods: HEATS_TO_WIN * 2 - 1,
  timed: false,
  periodName: (n) => periodName('heat', n),
  play(game: GameDef, rng: Rng): Timeline {
    const p = heatP(game);
    const events: TimelineEvent[] = [];
    const periods: Timeline['periods'] = [];
    const heats: Pair[] = [];
    const total: Pair = [0, 0];
    let at = 0;
    while (total[0] < HEATS_TO_WIN && total[1] < HEATS_TO_WIN) {
      const length = HEAT + rng.next() * (HEAT / 3);
      periods.push({ start: at, end: at + length });
      const home = rng.chance(p);
      heats.push(home ? [1, 0] : [0, 1]);
      total[home ? 0 : 1] += 1;
      events.push({
        at: at + length,
        score: { total: [...total] as Pair, periods: heats.map((h) => [...h] as Pair) },
        suspends: true,
      });
      at += length + RESET;
    }
    const end = (periods[periods.length - 1] as { end: number }).end;
    return { events, periods, end, winner: total[0] > total[1] ? 1 : 2 };
  },
  price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
    const p = heatP(game);
    const won: Pair = live ? [...live.score.total] : [0, 0];
    const finals = matchFinals(won, HEATS_TO_WIN, undefined, () => p);
    let home = 0;
    const out: PricedOutcome[] = [];
    for (const [packed, mass] of finals) {
      const [a, b] = unpack(packed);
      if (a > b) home += mass;
      out.push({ type: T.correctScore, param: packed, p: mass });
    }
    out.push({ type: T.winner1, param: 0, p: home }, { type: T.winner2, param: 0, p: 1 - home });
    // The heat being run (or the next one): its winner, once per heat.
    const heat = won[0] + won[1] + 1;
    out.push(
      ...withPeriod(
        [
          { type: T.winner1, param: 0, p },
          { type: T.winner2, param: 0, p: 1 - p },
        ],
        heat,
      ),
    );
    return out;
  },
};
