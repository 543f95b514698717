import { randomBytes } from 'node:crypto';
import type { Db } from '../db';

const SECRET_NAME = 'token_signing_key';

/**
 * The HS256 key for user and service tokens: TOKEN_SECRET when set (so several server processes agree), else a
 * random key generated on first start and kept in `auth_secrets`, so tokens survive restarts.
 */
export async function loadTokenSecret(db: Db, fromEnv = process.env.TOKEN_SECRET): Promise<Buffer> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
    return Buffer.from(fromEnv, 'utf8');
  }
  // Concurrent first starts race on the insert; whichever row won is the key everyone reads back.
  await db
    .insertInto('auth_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('auth_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
