/**
 * Outrights (SPEC "GlobalChamp variants"): `GET /service-api/LineFeed/GetGlobalChampZip?champ=&lng=` lists the
 * open outrights of the top championships (of one with `champ`): each a game-shaped event whose `team1.name` (and
 * `team2.name`) is its title ("Winner: England. Premier League, 2026-11-29") and whose one market, "Championship
 * winner" (outcome type 70, `param` the team's id), names each team. Beside each, the top scorer of the same
 * window ("Top scorer: …", one market "Top scorer", outcome type 71, `param` the player's id, the outcome named
 * "Surname F. (Club)"; players sharing the top are a dead heat, `deadHeatOdds`). Bets go through MakeBetWeb like
 * any outcome.
 */
import { z } from 'zod/mini';
import { champSchema, gameSchema } from './game';

export const outrightsPath = '/service-api/LineFeed/GetGlobalChampZip';

/** Outcome type of a championship winner. */
export const CHAMP_WINNER_TYPE = 70;
/** Outcome type of a top scorer. */
export const TOP_SCORER_TYPE = 71;

export const outrightsQuerySchema = z.object({
  lng: z._default(z.string().check(z.maxLength(8)), 'ru'),
  champ: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
});

export const outrightsResponseSchema = z.object({
  data: z.object({
    type: z.literal('feed-outrights'),
    attributes: z.object({ champs: z.array(champSchema), outrights: z.array(gameSchema) }),
  }),
});
export type Outrights = z.output<typeof outrightsResponseSchema>['data']['attributes'];
