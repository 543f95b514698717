import { hashPassword, OWASP_SCRYPT_COST, type ScryptCost } from '../auth';
import { type Db, withTransaction } from '../db';
import type { FirstAccountOpener } from './context';
import { normaliseAnswer } from './security-questions';
import { findUserByEmail, insertUser } from './users';

/** Demo players with known credentials (README "Demo players"). Russia = country id 463, RUB = currency 1. */
export const DEMO_PLAYERS = [
  {
    login: 'demo',
    email: 'demo@betframe.test',
    phone: '79000000001',
    password: 'Demo-Pass-1',
    name: 'Demo Player',
    secureQuestionId: 1,
    secureAnswer: 'Betframe',
  },
  {
    login: 'demo2',
    email: 'demo2@betframe.test',
    phone: '79000000002',
    password: 'Demo-Pass-2',
    name: 'Second Demo',
    secureQuestionId: 1,
    secureAnswer: 'Betframe',
  },
] as const;

/**
 * Creates the demo players that do not exist yet (idempotent; safe on every start). Returns the ids of all
 * demo players by e-mail.
 */
export async function seedDemoPlayers(
  db: Db,
  options: { cost?: ScryptCost; openFirstAccount?: FirstAccountOpener } = {},
): Promise<Record<string, number>> {
  const cost = options.cost ?? OWASP_SCRYPT_COST;
  const ids: Record<string, number> = {};
  for (const demo of DEMO_PLAYERS) {
    const existing = await findUserByEmail(db, demo.email);
    if (existing) {
      ids[demo.email] = existing.id;
      continue;
    }
    const passwordHash = await hashPassword(demo.password, cost);
    const answerHash = await hashPassword(normaliseAnswer(demo.secureAnswer), cost);
    ids[demo.email] = await withTransaction(db, async (trx) => {
      const created = await insertUser(trx, {
        login: demo.login,
        email: demo.email,
        emailConfirmed: true,
        phone: demo.phone,
        phoneConfirmed: true,
        passwordHash,
        name: demo.name,
        countryId: 463,
        currencyId: 1,
        registrationType: 'full_reg',
        agreedAt: new Date(),
      });
      await trx
        .updateTable('users')
        .set({ secure_question_id: demo.secureQuestionId, secure_answer_hash: answerHash })
        .where('id', '=', created.id)
        .execute();
      await options.openFirstAccount?.(trx, { userId: created.id, currencyId: 1 });
      return created.id;
    });
  }
  return ids;
}
