/**
 * Results (routes `bettingChampResults`, `bettingChampResultsChamp`): finished games of a day with their final
 * and period scores, grouped by championship. `GET /service-api/results/GetChampsResultsZip` (docs/feed-and-betting.md
 * "Results"). Browser-safe (zod/mini).
 */
import { z } from 'zod/mini';
import { pairOf } from './pair';

/** The call's path (here rather than in `feedPaths`, which every widget that bets carries). */
export const resultsPath = '/service-api/results/GetChampsResultsZip';

const pair = pairOf(z.number());
const int = () => z.coerce.number().check(z.int(), z.minimum(0));

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const resultsDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'),
  z.refine((s) => {
    const ms = Date.parse(`${s}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === s;
  }, 'invalid_date'),
);

export const resultsQuerySchema = z.object({
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
  /** The day (UTC, the feed clock's days); the feed's today when left out. */
  date: z.optional(resultsDateSchema),
  /** Only this sport's games. */
  sportId: z.optional(int()),
  /** Only this championship's games (an unknown one is a validation error). */
  champId: z.optional(int()),
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type ResultsQuery = z.output<typeof resultsQuerySchema>;

export const resultGameSchema = z.object({
  id: z.number(),
  /** Unix seconds. */
  start: z.number(),
  /** When the match ended (unix seconds). */
  end: z.number(),
  team1: z.object({ id: z.number(), name: z.string() }),
  team2: z.object({ id: z.number(), name: z.string() }),
  /** Final score (sets in tennis and volleyball, maps in esports). */
  total: pair,
  /** Each period's score with its name ("1st half", "Set 2", "Map 3"). */
  periods: z.array(z.object({ name: z.string(), score: pair })),
  /**
   * A race (virtual racing): the runners in finishing order, winner first. A race has no score (`total` and its
   * one period are 0:0), and `team1`/`team2` both carry the race's title.
   */
  placings: z.optional(z.array(z.object({ id: z.number(), name: z.string() }))),
});
export type ResultGame = z.output<typeof resultGameSchema>;

export const resultChampSchema = z.object({
  id: z.number(),
  name: z.string(),
  sportId: z.number(),
  sportName: z.string(),
  countryName: z.string(),
  games: z.array(resultGameSchema),
});
export type ResultChamp = z.output<typeof resultChampSchema>;

export const resultsResponseSchema = z.object({
  data: z.object({
    type: z.literal('feed-results'),
    attributes: z.object({
      /** The day answered (`YYYY-MM-DD`) and the feed's today, for a date picker's bounds. */
      date: z.string(),
      today: z.string(),
      /** Finished games of the day and filter, over every page. */
      total: z.number(),
      page: z.number(),
      count: z.number(),
      /** This page's games, by championship (in the order of the championship's first game). */
      champs: z.array(resultChampSchema),
    }),
  }),
});
export type ResultsAnswer = z.output<typeof resultsResponseSchema>['data']['attributes'];
