/** The server's check of the `betting.expressBoost` configuration (express-boost.ts reads it in the browser). */
import * as z from 'zod/mini';

export const expressBoostConfigSchema = z.object({
  enabled: z._default(z.boolean(), false),
  minLegCoef: z._default(z.number().check(z.minimum(1)), 1.2),
  steps: z._default(
    z.array(
      z.object({
        legs: z.number().check(z.int(), z.minimum(2), z.maximum(50)),
        percent: z.number().check(z.minimum(0), z.maximum(100)),
      }),
    ),
    [],
  ),
});
