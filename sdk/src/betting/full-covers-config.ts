/** The server's check of the `betting.luckyBonus` configuration (full-covers.ts applies it). */
import * as z from 'zod/mini';

export const luckyBonusConfigSchema = z.object({
  enabled: z._default(z.boolean(), true),
  oneWinnerOddsFactor: z._default(z.number().check(z.minimum(1), z.maximum(10)), 2),
  allWinnersPercent: z._default(
    z.object({
      lucky15: z._default(z.number().check(z.minimum(0), z.maximum(100)), 10),
      lucky31: z._default(z.number().check(z.minimum(0), z.maximum(100)), 20),
      lucky63: z._default(z.number().check(z.minimum(0), z.maximum(100)), 25),
    }),
    { lucky15: 10, lucky31: 20, lucky63: 25 },
  ),
});
