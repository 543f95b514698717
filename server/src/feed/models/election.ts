/**
 * Politics: an election between two candidates, far ahead in the line (long-term outcomes). Its "match" is the
 * count: an hour of match time in twenty reports. The final share of the home candidate is normal around a
 * mean from the candidates' standing; turnout (thousands of votes) is normal around the election's own size.
 * A report shows the votes counted so far, whose share wanders from the final one by less as the count goes on,
 * so live prices follow the count (the posterior of the final share given the reported one). Markets: to win
 * the election (the outright of the race, settled when the count ends) and turnout.
 */
import { T } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import type { Name } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { normalCdf } from './poisson';

export const COUNT_SECONDS = 3600;
const REPORTS = 20;
/** Spread of the final share, and of a report's share around it at the start of the count. */
export const SHARE_SD = 0.04;
const TURNOUT_SD = 80;

const countName: Name = { ru: 'Подсчёт голосов', en: 'Vote count', kk: 'Дауыс санау', ar: 'فرز الأصوات' };

/** The home candidate's expected share of the two candidates' votes. */
export const expectedShare = (game: GameDef) => 0.5 + 0.08 * (game.home.rating - game.away.rating);
/** The expected turnout in thousands of votes: the election's own, from its id. */
export const expectedTurnout = (game: GameDef) => 800 + ((game.id * 7919) % 600);

export const electionModel: SportModel = {
  periods: 1,
  timed: false,
  periodName: () => countName,
  play(game: GameDef, rng: Rng): Timeline {
    const share = Math.min(0.8, Math.max(0.2, rng.normal(expectedShare(game), SHARE_SD)));
    const turnout = Math.max(100, Math.round(rng.normal(expectedTurnout(game), TURNOUT_SD)));
    let home = Math.round(turnout * share);
    if (home * 2 === turnout) home += 1;
    const events: TimelineEvent[] = [];
    for (let r = 1; r <= REPORTS; r++) {
      const counted = r / REPORTS;
      const reported = r === REPORTS ? share : share + rng.normal(0, SHARE_SD * Math.sqrt(1 - counted));
      const votes = Math.round(turnout * counted);
      const h = r === REPORTS ? home : Math.min(votes, Math.max(0, Math.round(votes * reported)));
      const score: Pair = [h, votes - h];
      events.push({
        at: (COUNT_SECONDS * r) / REPORTS,
        score: { total: score, periods: [score] },
        suspends: r === REPORTS,
      });
    }
    return {
      events,
      periods: [{ start: 0, end: COUNT_SECONDS }],
      end: COUNT_SECONDS,
      winner: home * 2 > turnout ? 1 : 2,
    };
  },
  price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
    const [h, a] = live?.score.total ?? [0, 0];
    const votes = h + a;
    const prior = expectedShare(game);
    let mean = prior;
    let sd = SHARE_SD;
    if (votes > 0) {
      // The report's share is the final one plus noise of variance SHARE_SD² (1 − counted).
      // Reports come at whole twentieths of the count: the last one before now says how much is counted.
      const counted = Math.min(0.999, Math.floor((live?.periodProgress ?? 0) * REPORTS + 1e-9) / REPORTS);
      const noise = SHARE_SD * SHARE_SD * (1 - counted);
      const v0 = SHARE_SD * SHARE_SD;
      mean = (prior * noise + (h / votes) * v0) / (v0 + noise);
      sd = Math.sqrt((v0 * noise) / (v0 + noise));
    }
    const homeWin = 1 - normalCdf((0.5 - mean) / sd);
    const out: PricedOutcome[] = [
      { type: T.winner1, param: 0, p: homeWin },
      { type: T.winner2, param: 0, p: 1 - homeWin },
    ];
    if (votes === 0) {
      // Turnout is a normal rounded to whole thousands: over the half line L when the normal is over L.
      const mean = expectedTurnout(game);
      const main = Math.floor(mean) + 0.5;
      for (const line of [main - 20, main, main + 20]) {
        const over = 1 - normalCdf((line - mean) / TURNOUT_SD);
        out.push({ type: T.over, param: line, p: over }, { type: T.under, param: line, p: 1 - over });
      }
    }
    return out;
  },
};
