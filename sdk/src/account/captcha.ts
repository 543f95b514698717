import { z } from 'zod';

/** The header carrying the player's captcha token (SPEC §6, §9). */
export const CAPTCHA_HEADER = 'x-captcha-token';

/**
 * Response data of GET /web-api/captcha/challenge (the built-in development captcha): the player sees the
 * number drawn in `image` and picks it among `options`.
 */
export const captchaChallengeData = z.object({
  challengeId: z.string(),
  kind: z.literal('pick-number'),
  /** data: URL of an SVG showing the number. */
  image: z.string(),
  options: z.array(z.number().int()),
  /** Seconds the challenge stays solvable. */
  expiresIn: z.number().int(),
});
export type CaptchaChallengeData = z.infer<typeof captchaChallengeData>;

/** POST /web-api/captcha/solve */
export const captchaSolveRequest = z.strictObject({
  challenge_id: z.string().min(1).max(64),
  answer: z.number().int().min(0).max(9999),
});
export type CaptchaSolveRequest = z.input<typeof captchaSolveRequest>;

/** Response data of the solve call: a one-time token for x-captcha-token. */
export const captchaTokenData = z.object({ token: z.string(), expiresIn: z.number().int() });
export type CaptchaTokenData = z.infer<typeof captchaTokenData>;
