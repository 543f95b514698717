import * as z from 'zod/mini';

/** The header carrying the player's captcha token (SPEC §6, §9). */
export const CAPTCHA_HEADER = 'x-captcha-token';

/**
 * Response data of GET /web-api/captcha/challenge (the built-in development captcha): the player sees the
 * number drawn in `image` and picks it among `options`.
 */
export const captchaChallengeData = z.object({
  challengeId: z.string(),
  kind: z.literal('pick-number'),
  /** data: URL of a PNG showing the number (pixels only: no text in the response spells the number). */
  image: z.string(),
  options: z.array(z.number().check(z.int())),
  /** Seconds the challenge stays solvable. */
  expiresIn: z.number().check(z.int()),
});
export type CaptchaChallengeData = z.infer<typeof captchaChallengeData>;

/** POST /web-api/captcha/solve */
export const captchaSolveRequest = z.strictObject({
  challenge_id: z.string().check(z.minLength(1), z.maxLength(64)),
  answer: z.number().check(z.int(), z.minimum(0), z.maximum(9999)),
});
export type CaptchaSolveRequest = z.input<typeof captchaSolveRequest>;

/** Response data of the solve call: a one-time token for x-captcha-token. */
export const captchaTokenData = z.object({ token: z.string(), expiresIn: z.number().check(z.int()) });
export type CaptchaTokenData = z.infer<typeof captchaTokenData>;
