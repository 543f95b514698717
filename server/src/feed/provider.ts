import type { BuilderQuote } from './builder';
import type { Name, SportDef } from './catalogue';
import type { FinalResult } from './markets';
import type { Score } from './model';
import type { Champ, GameDef } from './world';

/** A priced outcome as the feed offers it. */
export interface PricedEntry {
  type: number;
  param: number;
  coef: number;
}

export interface ScoreboardClock {
  seconds: number;
  at: number;
  running: boolean;
  rate: number;
  direction: 'up' | 'down';
}

/** One game at the current moment. */
export interface GameView {
  game: GameDef;
  phase: 'line' | 'live' | 'finished' | 'cancelled';
  /** SPEC §3: 1 bets accepted, 2 settled, 3 bets no longer accepted, 4 cancelled. */
  status: 1 | 2 | 3 | 4;
  /** SPEC §3 feed kinds: live 1, line 3. */
  kind: 1 | 3;
  score?: Score;
  period: number;
  periodName?: Name | undefined;
  /** Match seconds played in regulation and overtime periods (breaks excluded). */
  clockSeconds?: number;
  /** The scoreboard clock as shown: its reading `seconds` at real time `at` (ms), whether it runs, clock seconds
   * per real second, and which way it counts. */
  clock?: ScoreboardClock;
  inBreak: boolean;
  /** Every market of the game is closed for a moment (around a goal, a set point …). */
  suspended: boolean;
  outcomes: PricedEntry[];
  /** Changes whenever anything visible may have changed; cheap change detection for push. */
  version: string;
  finishedAt?: number;
}

/**
 * What the feed routes, betting and push need from a source of games and odds. The simulator implements it; a
 * real odds feed adapter would implement the same interface.
 */
export interface FeedProvider {
  now(): number;
  sports(): readonly SportDef[];
  champs(sportId: number): Champ[];
  /** Every game currently listed (line window, live, recently finished). */
  games(): GameDef[];
  /** Games that are live, about to start (within `aheadMs`) or finished and not yet official: what push watches. */
  activeGames(aheadMs: number): GameDef[];
  game(id: number): GameDef | undefined;
  /** Games that started in [from, to) (unix ms) and whose result is official (status 2): the results' history. */
  finishedBetween(from: number, to: number): GameDef[];
  view(game: GameDef): GameView;
  /** The official result of a settled (2) or cancelled (4) game; undefined before. */
  result(id: number): FinalResult | undefined;
  /** The bet builder's model of a game now (builder.ts); absent or undefined where the feed cannot price one. */
  builder?(game: GameDef): BuilderQuote | undefined;
  /** Outrights (outrights.ts) whose windows start within the line window, of one championship or all. */
  outrights?(champId?: number): GameDef[];
  /** Prices what is slow to price (the outrights) ahead of its requests; the push hub's timer calls it. */
  priceAhead?(): Promise<number>;
}
