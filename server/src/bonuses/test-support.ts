/**
 * For the bonus tests: one fresh migrated database per file (PGlite, or PostgreSQL with TEST_DATABASE_URL), the
 * ledger and the bonus books checked after every test, the tests' fixed instant, rules to build offers from, and
 * players (a `users` row, or only a money account).
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import '../accounts/tables';
import { type BettingHarness, FEED_START } from '../betting/test-support';
import type { Database, Executor } from '../db';
import { openTestDatabase } from '../db/test-database';
import type { GameDef } from '../feed';
import { openPlayerAccount, reconcile } from '../wallet';
import { grantBonus, offerByCode } from './engine';
import { reconcileBonuses } from './reconcile';
import type { BonusRules } from './rules';

/** The bonus tests' instant (no test reads the wall clock). */
export const BONUS_TEST_AT = new Date(Date.UTC(2026, 10, 28, 12, 0));
export const DAY_MS = 86_400_000;

/** After every test of the file: the ledger (bonus accounts included) and the bonus books reconcile. */
export function checkBooksAfterEach(ex: () => Executor): void {
  afterEach(async () => {
    await expectBooksReconcile(ex());
  });
}

/** The ledger (bonus accounts included) and the bonus books reconcile. */
async function expectBooksReconcile(ex: Executor): Promise<void> {
  expect(await reconcile(ex)).toMatchObject({ ok: true });
  expect(await reconcileBonuses(ex)).toMatchObject({ ok: true });
}

/**
 * For a file on a betting harness (`let h` opened in its `beforeAll`): after each test the clock back at
 * FEED_START and the books checked, the harness closed after all.
 */
export function resetCheckAndCloseHarness(harness: () => BettingHarness | undefined): void {
  afterEach(async () => {
    const h = harness();
    if (!h) throw new Error('the betting harness is not open');
    h.clock.set(FEED_START);
    await expectBooksReconcile(h.database.db);
  });
  afterAll(async () => {
    await harness()?.close();
  });
}

/**
 * The file's database: opened before its tests (then `ready`, e.g. the offers the file needs), the books checked
 * after each test, closed after all.
 */
export function useBonusDatabase(ready?: (database: Database) => Promise<void>): { readonly database: Database } {
  let database: Database | undefined;
  const current = () => {
    if (!database) throw new Error('the test database is not open yet (use it inside a test)');
    return database;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    await ready?.(database);
  }, 120_000);
  checkBooksAfterEach(() => current().db);
  afterAll(async () => {
    await database?.close();
  }, 60_000);
  return {
    get database() {
      return current();
    },
  };
}

/** A sport bonus's rules (100 % up to 500, ×3, odds ≥ 1.5, stake ≤ 50, 7 days), with changes. */
export const sportRules = (over: Partial<BonusRules> = {}): BonusRules => ({
  trigger: 'deposit',
  amount: { percent: 100, capMinor: 500_00 },
  wagerMultiple: 3,
  sport: { minOdds: 1.5, minLegs: 1 },
  maxStakeMinor: 50_00,
  expiryDays: 7,
  ...over,
});

/** A casino bonus's rules (100 % up to 500, ×3, slots 100 %, table games 10 %, stake ≤ 20, 7 days), with changes. */
export const casinoRules = (over: Partial<BonusRules> = {}): BonusRules => ({
  trigger: 'deposit',
  amount: { percent: 100, capMinor: 500_00 },
  wagerMultiple: 3,
  casino: { contribution: { slots: 100, table_games: 10 } },
  maxStakeMinor: 20_00,
  expiryDays: 7,
  ...over,
});

let players = 0;

/** A registered player (a `users` row: login, country, currency 1) — what promo code limits read. */
export async function insertPlayer(ex: Executor, countryId = 286): Promise<number> {
  players += 1;
  const user = await ex
    .insertInto('users')
    .values({
      login: `bonus-player-${players}`,
      password_hash: 'x',
      country_id: countryId,
      currency_id: 1,
      registration_type: 'fast_reg',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** A registered player and their money account of currency 1. */
export async function playerWithAccount(ex: Executor): Promise<{ userId: number; money: number }> {
  const userId = await insertPlayer(ex);
  return { userId, money: await openPlayerAccount(ex, { userId, currencyId: 1 }) };
}

/** What the transaction(s) with `reference` posted to `accountId` (negative: taken from it); 0 when none. */
export async function postedMinor(ex: Executor, reference: string, accountId: number): Promise<number> {
  const row = await ex
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select((eb) => eb.fn.sum<number>('e.amount_minor').as('total'))
    .where('t.reference', '=', reference)
    .where('e.account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';

/** A single of 25 on `type` of `game` at the price the line shows, through the real bet route (`extra` joins the body). */
export async function placeSingle(
  h: BettingHarness,
  input: { userId: number; game: GameDef; type: number; betGuid: string; extra?: Record<string, unknown> },
): Promise<{ res: Response; coef: number }> {
  const { game, type } = input;
  const o = h.feed.provider.view(game).outcomes.find((x) => x.type === type) ?? h.outcome(game, type);
  const body = {
    couponEvents: [{ gameId: game.id, type, param: o.param, coef: o.coef }],
    summ: 25,
    betGuid: input.betGuid,
  };
  const res = await h.post(BET, { ...body, ...input.extra }, input.userId);
  return { res, coef: o.coef };
}

/** Grants the offer with `code` to the player (currency 1, no deposit base); throws when it is not granted. */
export async function grantOfferByCode(
  ex: Executor,
  input: { userId: number; code: string; source: string; at: Date },
) {
  const offer = await offerByCode(ex, input.code);
  if (!offer) throw new Error(`no offer ${input.code}`);
  const r = await grantBonus(ex, {
    userId: input.userId,
    currencyId: 1,
    offer,
    baseMinor: 0,
    source: input.source,
    at: input.at,
  });
  if (!r.granted) throw new Error(r.reason);
  return r.bonus;
}
