import './tables';
import { randomInt, randomUUID } from 'node:crypto';
import type { CaptchaChallengeData, CaptchaTokenData } from '@betframe/sdk/account';
import { sql } from 'kysely';
import { hashOpaqueToken, newOpaqueToken } from '../auth';
import type { Db } from '../db';
import { numberImage } from './challenge-image';

export const CHALLENGE_TTL_SECONDS = 120;
export const TOKEN_TTL_SECONDS = 120;
// One pick per picture: a wrong pick gets a new picture, so guessing among six stays at one in six.
const MAX_SOLVE_ATTEMPTS = 1;
const OPTION_COUNT = 6;

/**
 * The built-in development captcha ("pick the number shown"): a person sees a number drawn as a picture and
 * picks it among six; a right pick earns a one-time token the server checks when it comes back in
 * x-captcha-token. Real providers (reCAPTCHA, hCaptcha) plug in behind `CaptchaVerifier`.
 */
export class DevCaptcha {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async challenge(): Promise<CaptchaChallengeData> {
    const answer = randomInt(10, 100);
    const options = new Set([answer]);
    while (options.size < OPTION_COUNT) options.add(randomInt(10, 100));
    const shuffled = [...options].sort(() => randomInt(0, 3) - 1);
    const id = randomUUID();
    const now = this.now();
    await this.db
      .insertInto('captcha_challenges')
      .values({ id, answer, expires_at: new Date(now + CHALLENGE_TTL_SECONDS * 1000) })
      .execute();
    // Expired challenges are worthless; sweep a few as new ones arrive.
    await this.db
      .deleteFrom('captcha_challenges')
      .where('expires_at', '<', new Date(now - 3600_000))
      .execute();
    return {
      challengeId: id,
      kind: 'pick-number',
      image: numberImage(answer),
      options: shuffled,
      expiresIn: CHALLENGE_TTL_SECONDS,
    };
  }

  /** The token for a right answer; undefined for a wrong, expired, exhausted or already solved challenge. */
  async solve(challengeId: string, answer: number): Promise<CaptchaTokenData | undefined> {
    const now = new Date(this.now());
    const row = await this.db
      .updateTable('captcha_challenges')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', challengeId)
      .where('expires_at', '>', now)
      .where('token_hash', 'is', null)
      .where('attempts', '<', MAX_SOLVE_ATTEMPTS)
      .returning(['answer'])
      .executeTakeFirst();
    if (!row || row.answer !== answer) return undefined;
    const token = newOpaqueToken();
    const claimed = await this.db
      .updateTable('captcha_challenges')
      .set({ token_hash: hashOpaqueToken(token), token_expires_at: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) })
      .where('id', '=', challengeId)
      .where('token_hash', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return undefined;
    return { token, expiresIn: TOKEN_TTL_SECONDS };
  }

  /** Spends a token: true once, for a token that was earned and has not expired. */
  async consume(token: string): Promise<boolean> {
    if (token.length > 200) return false;
    const now = new Date(this.now());
    const result = await this.db
      .updateTable('captcha_challenges')
      .set({ token_used_at: now })
      .where('token_hash', '=', hashOpaqueToken(token))
      .where('token_used_at', 'is', null)
      .where('token_expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
