/**
 * Query parameters of the statistics frame (SPEC §5, §9). Query values arrive as strings; the schema turns
 * them into typed values. zod/mini keeps the frame bundle small; the schema works with full zod as well.
 */
import * as z from 'zod/mini';

const FRAME_DEFAULT_MIN_HEIGHT = 280;

const integerText = z.string().check(z.regex(/^[-+]?\d+$/));
const numberText = z.string().check(z.regex(/^[-+]?(\d+\.?\d*|\.\d+)$/));

function integerAtLeast(min: number) {
  return z.pipe(
    integerText,
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.gte(min)),
    ),
  );
}

const integerFrom1To3 = z.pipe(
  integerText,
  z.pipe(
    z.transform((text: string) => Number(text)),
    z.number().check(z.gte(1), z.lte(3)),
  ),
);

/** Time zone as an hour offset; half and quarter hours (India, Nepal) are real, so fractions are allowed. */
const timeZoneOffset = z.pipe(
  numberText,
  z.pipe(
    z.transform((text: string) => Number(text)),
    z.number().check(z.gte(-12), z.lte(14)),
  ),
);

/** SPEC §5: booleans are true or '1'; anything else present means false. */
const frameBoolean = z.pipe(
  z.string(),
  z.transform((text: string) => text === 'true' || text === '1'),
);

export const statisticsFrameQuerySchema = z.object({
  lang: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
  locale: z.optional(z.string().check(z.regex(/^[a-z]{2}_[A-Z]{2}$/))),
  tz: z.optional(timeZoneOffset),
  tt: z.optional(integerFrom1To3),
  geo: z.optional(integerAtLeast(1)),
  project: z.optional(integerAtLeast(1)),
  ref: z.optional(integerAtLeast(1)),
  minHeight: z._default(integerAtLeast(0), FRAME_DEFAULT_MIN_HEIGHT),
  dark: z.optional(frameBoolean),
  rtl: z.optional(frameBoolean),
  hour12: z.optional(frameBoolean),
});

export type StatisticsFrameQuery = z.output<typeof statisticsFrameQuerySchema>;

/**
 * Lenient reading for a live page: a malformed parameter is dropped (and named) instead of failing the whole
 * frame, so a typo in one attribute does not blank the widget.
 */
export function parseStatisticsFrameQuery(params: URLSearchParams | Readonly<Record<string, string>>): {
  query: StatisticsFrameQuery;
  invalid: string[];
} {
  const entries: Record<string, string> =
    params instanceof URLSearchParams ? Object.fromEntries(params.entries()) : { ...params };
  const shape = statisticsFrameQuerySchema.def.shape;
  const input: Record<string, string> = {};
  const invalid: string[] = [];
  for (const name of Object.keys(shape) as (keyof typeof shape)[]) {
    const value = entries[name];
    if (value === undefined) continue;
    if (shape[name].safeParse(value).success) input[name] = value;
    else invalid.push(name);
  }
  return { query: statisticsFrameQuerySchema.parse(input), invalid };
}
