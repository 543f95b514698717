import type { Name } from './names';
import type { Rng } from './random';
import type { GameDef } from './world';

export type Pair = [number, number];

/** MMA: how a fight ended and how long it lasted in rounds (2.4 = two fifths into the third round). */
export interface FightEnd {
  method: 'ko' | 'submission' | 'decision';
  rounds: number;
}

/** The score of a game at one moment. */
export interface Score {
  /** Goals, points, sets or maps won. */
  total: Pair;
  /** Per period: goals in a half, points in a quarter, games in a set, points in a set, rounds or kills on a map. */
  periods: Pair[];
  /** Tennis: points of the game being played (0, 1, 2, 3, 4 …). */
  game?: Pair;
  /** Tennis: who serves. */
  server?: 1 | 2;
  /** A race (virtual/race-model.ts): the runners in their order now, leader first, with their share of the distance. */
  race?: RaceRunner[];
}

/** A runner's place in a race at one moment: its id and the share of the distance run (0–1; 1 finished). */
export interface RaceRunner {
  id: number;
  progress: number;
}

export interface TimelineEvent {
  /** Match seconds since the start, breaks included. */
  at: number;
  score: Score;
  /** Markets suspend around this event (a goal, a set point …). */
  suspends: boolean;
}

/** The whole played-out game, drawn once from the game's seed. */
export interface Timeline {
  events: TimelineEvent[];
  /** Each period's start and end in match seconds (breaks lie between). */
  periods: Array<{ start: number; end: number }>;
  end: number;
  /** 1 or 2; 0 a draw (football). Hockey ties are decided by a shootout, basketball by overtime. */
  winner: 0 | 1 | 2;
  /** Esports: the player with the most kills. */
  topPlayer?: number;
  /** MMA: how the fight ended and after how many rounds. */
  fight?: FightEnd;
  /** An outright: the team that won the window's table. */
  champion?: number;
  /** A top-scorer outright: the players sharing the most goals of the window (empty: nobody scored). */
  topScorers?: number[];
  /** A race: the runners' ids in finishing order. */
  order?: number[];
}

export interface LiveContext {
  score: Score;
  /** 1-based current period; during a break, the period that comes next. */
  period: number;
  /** Share of the current period already played (timed sports), 0 during a break before it. */
  periodProgress: number;
  inBreak: boolean;
}

/** A fair probability of one outcome; the price list applies the margin. */
export interface PricedOutcome {
  type: number;
  param: number;
  p: number;
}

export interface SportModel {
  /** Regulation periods. */
  readonly periods: number;
  /** Whether the scoreboard shows a running clock. */
  readonly timed: boolean;
  /** The scoreboard clock counts the period's time left down (basketball) instead of time played up. */
  readonly clockDown?: boolean;
  play(game: GameDef, rng: Rng): Timeline;
  price(game: GameDef, live: LiveContext | undefined): PricedOutcome[];
  periodName(period: number): Name;
  /** The bet builder's parameters of the game now (builder.ts); only models the builder can price have it. */
  builder?(game: GameDef, live: LiveContext | undefined): BuilderParams;
}

export function addPair(a: Pair, b: Pair): Pair {
  return [a[0] + b[0], a[1] + b[1]];
}

/** What the builder prices a game from: kept with every builder bet (void legs are re-priced from it). */
export interface BuilderParams {
  /** The running period (1 before kick-off; in a break, the one that comes next) and the regulation periods. */
  period: number;
  periods: number;
  /** Goals so far in the game and in the running period. */
  score: Pair;
  periodScore: Pair;
  /** Expected goals of each side in the rest of the running period, and in the periods after it. */
  now: Pair;
  rest: Pair;
  /** Draws go to a shootout: the home side's chance in it (winner markets 11/12); absent when a draw stands. */
  shootout?: number;
}
