import './tables';
import { randomInt } from 'node:crypto';
import type { RegistrationType } from '@betframe/sdk/account';
import { COUNTRY_CODES, countryCodeFromId } from '@betframe/sdk/dictionaries';
import type { Selectable } from 'kysely';
import { ApiError } from '../app/errors';
import { type Executor, pgErrorCode, pgErrorCodes } from '../db';
import type { UsersTable } from './tables';

export type UserRow = Selectable<UsersTable>;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserByPhone(db: Executor, phoneDigits: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phoneDigits).executeTakeFirst();
}

export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('login', '=', login.toLowerCase()).executeTakeFirst();
}

/**
 * The account a sign-in identifier names: an e-mail when `byEmail` (or it contains @), otherwise the generated
 * login, then a phone number (digits, any punctuation dropped).
 */
export async function findUserByIdentifier(
  db: Executor,
  identifier: string,
  byEmail: boolean | undefined,
): Promise<UserRow | undefined> {
  const value = identifier.trim();
  if (byEmail === true || value.includes('@')) return findUserByEmail(db, value);
  const byLogin = await findUserByLogin(db, value);
  if (byLogin) return byLogin;
  const digits = value.replace(/[\s()+-]/g, '');
  return /^\d{6,20}$/.test(digits) ? findUserByPhone(db, digits) : undefined;
}

/** A valid country id of the reference dictionary (SPEC §3 country option). */
export function isKnownCountry(id: number): boolean {
  const code = countryCodeFromId(id);
  return code !== undefined && COUNTRY_CODES.includes(code);
}

export interface NewUser {
  email?: string | null;
  emailConfirmed?: boolean;
  phone?: string | null;
  phoneConfirmed?: boolean;
  passwordHash: string;
  name?: string | null;
  surname?: string | null;
  /** `YYYY-MM-DD`. */
  birthDate?: string | null;
  countryId: number;
  currencyId: number;
  registrationType: RegistrationType;
  status?: 'active' | 'pending_activation';
  promoCode?: string | null;
  agreedAt: Date;
  /** A chosen login; a 9-digit one is generated when absent. */
  login?: string;
}

/** A generated login: 9 digits, no leading zero, like the account numbers players are used to. */
export function generateLogin(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

function uniqueViolation(error: unknown): string | undefined {
  if (pgErrorCode(error) !== pgErrorCodes.uniqueViolation) return undefined;
  const text = String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message);
  if (text.includes('email')) return 'email';
  if (text.includes('phone')) return 'phone';
  if (text.includes('login')) return 'login';
  return 'other';
}

/**
 * Inserts the player; 409 `email_taken` / `phone_taken` / `login_taken` when one is in use (checked first for a
 * clear answer, and mapped from the unique violation when a concurrent registration wins the race). Runs in the
 * caller's transaction; a violation aborts it, which is what the caller wants anyway.
 */
export async function insertUser(db: Executor, user: NewUser): Promise<{ id: number; login: string }> {
  if (user.email && (await findUserByEmail(db, user.email))) {
    throw ApiError.conflict('email_taken', 'This e-mail is already registered');
  }
  if (user.phone && (await findUserByPhone(db, user.phone))) {
    throw ApiError.conflict('phone_taken', 'This phone number is already registered');
  }
  let login = user.login?.toLowerCase();
  if (login !== undefined && (await findUserByLogin(db, login))) {
    throw ApiError.conflict('login_taken', 'This login is taken');
  }
  while (login === undefined) {
    const candidate = generateLogin();
    if (!(await findUserByLogin(db, candidate))) login = candidate;
  }
  try {
    return await db
      .insertInto('users')
      .values({
        login,
        email: user.email?.toLowerCase() ?? null,
        email_confirmed: user.emailConfirmed ?? false,
        phone: user.phone ?? null,
        phone_confirmed: user.phoneConfirmed ?? false,
        password_hash: user.passwordHash,
        name: user.name ?? null,
        surname: user.surname ?? null,
        birth_date: user.birthDate ?? null,
        country_id: user.countryId,
        currency_id: user.currencyId,
        registration_type: user.registrationType,
        status: user.status ?? 'active',
        promo_code: user.promoCode ?? null,
        agreed_rules_at: user.agreedAt,
        agreed_politics_at: user.agreedAt,
        totp_secret: null,
        totp_pending_secret: null,
        totp_disable_hash: null,
        totp_last_step: null,
        secure_question_id: null,
        secure_question_custom: null,
        secure_answer_hash: null,
      })
      .returning(['id', 'login'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    const field = uniqueViolation(error);
    if (field === 'email') throw ApiError.conflict('email_taken', 'This e-mail is already registered');
    if (field === 'phone') throw ApiError.conflict('phone_taken', 'This phone number is already registered');
    if (field === 'login') throw ApiError.conflict('login_taken', 'This login is taken');
    throw error;
  }
}
