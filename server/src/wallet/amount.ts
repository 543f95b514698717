import { z } from 'zod';
import { toMinorUnits } from './money';

/** The largest amount one request may move, in major units. */
export const maxAmountMajor = 10_000_000;

/** A request amount: decimal string or number, > 0, ≤ 2 decimals → integer minor units. */
export const amountSchema = z.union([z.string().max(32), z.number()]).transform((value, ctx) => {
  const minor = toMinorUnits(value, 2);
  if (minor === undefined || minor > maxAmountMajor * 100) {
    ctx.addIssue({ code: 'custom', message: 'invalid_amount' });
    return z.NEVER;
  }
  return minor;
});

export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
