/**
 * A tournament as data (docs/promotions.md "Tournaments"): the qualifying rules and scoring, the prize table, and
 * the definition the operator desk (and the development seed) creates. Checked with zod on the way in and on every
 * read of the stored rows.
 */
import { tournamentProducts, tournamentScorings } from '@betframe/sdk/tournaments';
import { z } from 'zod';

const ids = z.array(z.number().int().positive()).max(100);

export const tournamentRulesSchema = z.strictObject({
  scoring: z.enum(tournamentScorings),
  /** Sport: every leg's sport must be one of these (empty: any sport). */
  sportIds: ids.default([]),
  /** Sport: the coupon's odds must reach this. */
  minOdds: z.number().min(1).max(1000).nullable().default(null),
  /** Casino: the round's game must be one of these, or of one of `categoryIds` (both empty: any game). */
  gameIds: ids.default([]),
  categoryIds: ids.default([]),
});
export type TournamentRules = z.infer<typeof tournamentRulesSchema>;

export const prizeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    place: z.number().int().min(1).max(1000),
    kind: z.literal('money'),
    amountMinor: z.number().int().positive().max(1_000_000_000),
  }),
  z.strictObject({
    place: z.number().int().min(1).max(1000),
    kind: z.literal('bonus'),
    offerCode: z.string().min(1).max(64),
    /** What a percent offer is a percent of (a fixed offer ignores it). */
    baseMinor: z.number().int().min(0).max(1_000_000_000).default(0),
  }),
]);
export type Prize = z.infer<typeof prizeSchema>;

export const prizeTableSchema = z
  .array(prizeSchema)
  .min(1)
  .max(100)
  .refine((prizes) => new Set(prizes.map((p) => p.place)).size === prizes.length, 'each place once');

export const tournamentDefinitionSchema = z
  .strictObject({
    code: z.string().regex(/^[a-z0-9_-]{3,40}$/),
    name: z.string().trim().min(1).max(120),
    product: z.enum(tournamentProducts),
    currencyId: z.number().int().positive(),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    rules: tournamentRulesSchema,
    prizes: prizeTableSchema,
  })
  .refine((t) => t.endsAt.getTime() > t.startsAt.getTime(), { message: 'ends after it starts', path: ['endsAt'] })
  .refine((t) => t.product === 'sport' || (t.rules.sportIds.length === 0 && t.rules.minOdds === null), {
    message: 'sport rules on a casino tournament',
    path: ['rules'],
  })
  .refine((t) => t.product === 'casino' || (t.rules.gameIds.length === 0 && t.rules.categoryIds.length === 0), {
    message: 'casino rules on a sport tournament',
    path: ['rules'],
  });
export type TournamentDefinition = z.infer<typeof tournamentDefinitionSchema>;

/** Points of one settled bet or closed round, in the tournament's units (minor units, or multiplier × 100). */
export function pointsOf(scoring: TournamentRules['scoring'], stakeMinor: number, returnMinor: number): number {
  if (stakeMinor <= 0) return 0;
  if (scoring === 'stake') return stakeMinor;
  if (scoring === 'winnings') return Math.max(0, returnMinor - stakeMinor);
  return Math.floor((returnMinor * 100) / stakeMinor);
}

/** Whether points add up (stake, winnings) or the best one counts (multiplier). */
export const isBestOf = (scoring: TournamentRules['scoring']) => scoring === 'multiplier';
