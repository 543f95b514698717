/**
 * Responsible gambling (CONTRACTS §7, SPEC §7 "Limits service"): the wire shapes of the limits calls, shared by
 * the server (validation) and the widgets (reading the answers). Browser-safe, zod/mini. The rules behind them
 * (periods, 24-hour delay, durations, refusal codes) are in docs/responsible-gambling.md.
 */
import * as z from 'zod/mini';

export const limitTypes = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitType = (typeof limitTypes)[number];
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

export const limitsPaths = {
  limits: '/web-api/limits',
  available: '/web-api/limits/available',
  reasons: '/web-api/limits/self-exclusion-reasons',
  action: '/web-api/limits/action',
  testAnswers: '/web-api/limits/test-answers',
  blockUser: '/web-api/limits/block-user',
  /** Extension: the reality check's state (and "the player is playing"), and the player's answer to it. */
  realityCheck: '/web-api/limits/reality-check',
  /** Extension: whether the caller may stake now (time-out, exclusion), for screens that say so before a bet. */
  status: '/web-api/limits/status',
} as const;

/** Refusal codes of CONTRACTS §7 (403), translated as `error_<code>` in errors.json. */
export const limitRefusalCodes = ['limit_reached', 'timeout_active', 'self_excluded'] as const;
export type LimitRefusalCode = (typeof limitRefusalCodes)[number];

/** Durations of `POST action`: a time-out in hours, a self-exclusion in months (or permanent). */
export const timeoutHours = { min: 24, max: 6 * 7 * 24 } as const;
export const selfExclusionMonths = { min: 6, max: 60 } as const;

/** The time-outs a player picks from (hours), each with its label key and count (`limits.hours` n…). */
export const timeoutChoices = [
  { value: '24', hours: 24, label: ['limits.hours', 24] },
  { value: '72', hours: 72, label: ['limits.hours', 72] },
  { value: '168', hours: 168, label: ['limits.weeks', 1] },
  { value: '336', hours: 336, label: ['limits.weeks', 2] },
  { value: '1008', hours: 1008, label: ['limits.weeks', 6] },
] as const;

/** The self-exclusions a player picks from (months, or for good), as the office and the information page offer. */
export const selfExclusionChoices = [
  { value: '6', months: 6, label: ['limits.months', 6] },
  { value: '12', months: 12, label: ['limits.years', 1] },
  { value: '24', months: 24, label: ['limits.years', 2] },
  { value: '60', months: 60, label: ['limits.years', 5] },
  { value: 'permanent', months: 'permanent', label: ['limits.permanent', 0] },
] as const;
/** Reality-check interval in minutes; 0 turns it off. */
export const realityCheckMinutes = { min: 5, max: 600 } as const;
/** Self-assessment (the nine PGSI questions), each answered 0 never … 3 almost always. */
export const selfAssessmentQuestions = 9;

export const setLimitRequestSchema = z.strictObject({
  type: z.enum(limitTypes),
  period: z.enum(limitPeriods),
  /** Major units of the account currency (deposit, loss, wager) or minutes (session). */
  amount: z.number().check(z.positive(), z.maximum(10_000_000)),
});
export type SetLimitRequest = z.output<typeof setLimitRequestSchema>;

export const removeLimitsQuerySchema = z.object({ type: z.enum(limitTypes) });

export const limitActionRequestSchema = z.strictObject({
  action: z.enum(['timeout', 'self-exclusion', 'reality-check']),
  duration: z.optional(z.union([z.number().check(z.int(), z.minimum(0)), z.literal('permanent')])),
  reasonId: z.optional(z.number().check(z.int(), z.positive())),
});
export type LimitActionRequest = z.output<typeof limitActionRequestSchema>;

export const testAnswersRequestSchema = z.strictObject({
  answers: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(3))).check(z.length(selfAssessmentQuestions)),
});

export const realityCheckAnswerSchema = z.strictObject({ choice: z.enum(['continue', 'stop']) });

const pendingSchema = z.object({ amount: z.nullable(z.number()), effectiveAt: z.string() });

export const limitSchema = z.object({
  id: z.number(),
  type: z.enum(limitTypes),
  period: z.enum(limitPeriods),
  amount: z.number(),
  used: z.number(),
  resetsAt: z.string(),
  /** ISO 4217 code of deposit, loss and wager limits; session limits count minutes. */
  currency: z.optional(z.string()),
  /** A raise (`amount`) or a removal (`amount: null`) waiting for its 24 hours. */
  pending: z.optional(pendingSchema),
});
export type Limit = z.output<typeof limitSchema>;

const ok = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), data });

export const limitsResponseSchema = ok(z.array(limitSchema));

export const availableLimitsResponseSchema = ok(
  z.object({
    types: z.array(z.object({ type: z.enum(limitTypes), unit: z.enum(['money', 'minutes']) })),
    periods: z.array(z.object({ period: z.enum(limitPeriods), maxMinutes: z.number() })),
    amount: z.object({ min: z.number(), max: z.number() }),
    currency: z.nullable(z.string()),
    timeoutHours: z.object({ min: z.number(), max: z.number() }),
    selfExclusionMonths: z.object({ min: z.number(), max: z.number() }),
    realityCheckMinutes: z.object({ min: z.number(), max: z.number() }),
  }),
);

export const reasonsResponseSchema = ok(z.array(z.object({ id: z.number(), name: z.string() })));

/** The player's protection state: `until` null with `permanent` true is for good. */
export const protectionSchema = z.object({
  state: z.enum(['open', 'timeout', 'self-exclusion', 'blocked']),
  until: z.nullable(z.string()),
  realityCheckMinutes: z.nullable(z.number()),
});
export type Protection = z.output<typeof protectionSchema>;
export const protectionResponseSchema = ok(protectionSchema);

export const testResultSchema = z.object({
  score: z.number(),
  band: z.enum(['none', 'low', 'moderate', 'problem']),
  /** Translation keys: `limits.test_advice_<band>`; links are operator-neutral help services. */
  advice: z.string(),
  links: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type TestResult = z.output<typeof testResultSchema>;
export const testResultResponseSchema = ok(testResultSchema);

export const realityCheckSchema = z.object({
  /** null when the player has not asked for reality checks. */
  intervalMinutes: z.nullable(z.number()),
  sessionStartedAt: z.string(),
  sessionSeconds: z.number(),
  /** Returns minus stakes since the session started, major units of `currency`. */
  net: z.number(),
  currency: z.nullable(z.string()),
  /** When the next check is due (null: none), and milliseconds until then (0: due now). */
  nextAt: z.nullable(z.string()),
  dueInMs: z.nullable(z.number()),
});
export type RealityCheck = z.output<typeof realityCheckSchema>;
export const realityCheckResponseSchema = ok(realityCheckSchema);

/** `data` of a 403 refusal: `limit_reached` → type, period, remaining; the others → until (null: permanent). */
export const limitRefusalDataSchema = z.object({
  type: z.optional(z.enum(limitTypes)),
  period: z.optional(z.enum(limitPeriods)),
  remaining: z.optional(z.number()),
  until: z.optional(z.nullable(z.string())),
});
export type LimitRefusalData = z.output<typeof limitRefusalDataSchema>;
