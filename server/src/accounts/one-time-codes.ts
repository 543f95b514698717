import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { ApiError } from '../app/errors';
import { hashOpaqueToken, hashShortCode, newOpaqueToken } from '../auth';
import type { Db, Executor } from '../db';

/** What a code proves: each purpose has its own codes, so one cannot stand in for another. */
export type CodePurpose =
  | 'phone_registration'
  | 'email_activation'
  | 'password_reset'
  | 'phone_change'
  | 'email_change'
  | 'two_factor_sms'
  | 'sms_login'
  | 'email_login';

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries before a code is burnt. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent to one recipient for one purpose per hour; more is 429 (SMS bombing, cost). */
export const MAX_CODES_PER_HOUR = 5;

export type CodeCheck = 'ok' | 'wrong' | 'missing';

/**
 * Short numeric codes (SMS and e-mail) and long link tokens (activation links), stored as keyed hashes, single
 * use, expiring, with a per-code attempt limit and a per-recipient sending limit.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly now: () => number,
  ) {}

  /** A new code for (purpose, target); earlier open codes for the pair stop working. */
  async issueCode(
    purpose: CodePurpose,
    target: string,
    userId: number | null,
    db: Executor = this.db,
  ): Promise<string> {
    const now = this.now();
    const recent = await db
      .selectFrom('one_time_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('created_at', '>', new Date(now - 3600_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= MAX_CODES_PER_HOUR) {
      throw new ApiError(429, 'too_many_codes', 'Too many codes requested; try again later');
    }
    await db
      .updateTable('one_time_codes')
      .set({ consumed_at: new Date(now) })
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('consumed_at', 'is', null)
      .execute();
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await db
      .insertInto('one_time_codes')
      .values({
        purpose,
        target,
        user_id: userId,
        code_hash: hashShortCode(this.key, `${purpose}:${target}`, code),
        created_at: new Date(now),
        expires_at: new Date(now + CODE_TTL_SECONDS * 1000),
      })
      .execute();
    return code;
  }

  /**
   * Checks `code` for (purpose, target); `consume` spends it on success. A wrong code counts an attempt and
   * burns the code at the limit. 'missing': no open, unexpired code.
   */
  async checkCode(
    purpose: CodePurpose,
    target: string,
    code: string,
    options: { consume: boolean },
    db: Executor = this.db,
  ): Promise<CodeCheck> {
    const now = new Date(this.now());
    const open = await db
      .selectFrom('one_time_codes')
      .select(['id', 'code_hash', 'attempts'])
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!open) return 'missing';
    if (open.code_hash !== hashShortCode(this.key, `${purpose}:${target}`, code)) {
      await db
        .updateTable('one_time_codes')
        .set({
          attempts: sql`attempts + 1`,
          consumed_at: sql`case when attempts + 1 >= ${MAX_CODE_ATTEMPTS} then ${now}::timestamptz else null end`,
        })
        .where('id', '=', open.id)
        .execute();
      return 'wrong';
    }
    if (options.consume) {
      const spent = await db
        .updateTable('one_time_codes')
        .set({ consumed_at: now })
        .where('id', '=', open.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return 'missing';
    }
    return 'ok';
  }

  /** A long random token for a link (e-mail activation). */
  async issueLink(purpose: CodePurpose, userId: number, ttlSeconds: number, db: Executor = this.db): Promise<string> {
    const token = newOpaqueToken();
    const now = this.now();
    await db
      .insertInto('one_time_codes')
      .values({
        purpose,
        target: `user:${userId}`,
        user_id: userId,
        code_hash: hashOpaqueToken(token),
        created_at: new Date(now),
        expires_at: new Date(now + ttlSeconds * 1000),
      })
      .execute();
    return token;
  }

  /** Spends a link token; the user id it was issued for, or undefined. */
  async consumeLink(purpose: CodePurpose, token: string, db: Executor = this.db): Promise<number | undefined> {
    const now = new Date(this.now());
    const row = await db
      .updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('code_hash', '=', hashOpaqueToken(token))
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id'])
      .executeTakeFirst();
    return row?.user_id ?? undefined;
  }
}
