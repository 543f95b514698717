/**
 * Provably fair seeds per owner (a player `u:<id>`, a guest's visit `v:<id>`): the committed server seed (its
 * SHA-256 is shown before use), the client seed the player may set, the nonce each round takes, rotation (which
 * reveals the old seed) and the demo balance of play money, which lives beside them and never touches the ledger.
 */
import { randomBytes } from 'node:crypto';
import { CLIENT_SEED_PATTERN, type Fairness, type RotateResponse, sha256Hex } from '@betframe/sdk/casino';
import { sql } from 'kysely';
import { ApiError } from '../app/errors';
import { type Db, type Executor, withTransaction } from '../db';
import { connectionCoalescer } from '../db/coalescer';
import './tables';

/** Play money a demo owner starts with (and is topped up to when it cannot cover the minimum stake). */
export const DEMO_START_MINOR = 100_000;

export const playerOwner = (userId: number): string => `u:${userId}`;
export const visitOwner = (visitId: string): string => `v:${visitId}`;

const newServerSeed = (): string => randomBytes(32).toString('hex');

async function ensureSeeds(ex: Executor, owner: string, at: Date): Promise<void> {
  const serverSeed = newServerSeed();
  await ex
    .insertInto('casino_seeds')
    .values({
      owner,
      server_seed: serverSeed,
      server_seed_hash: await sha256Hex(serverSeed),
      client_seed: randomBytes(8).toString('hex'),
      updated_at: at,
    })
    .onConflict((oc) => oc.column('owner').doNothing())
    .execute();
}

export async function readFairness(ex: Executor, owner: string, at: Date): Promise<Fairness> {
  await ensureSeeds(ex, owner, at);
  const row = await ex
    .selectFrom('casino_seeds')
    .select(['server_seed_hash', 'client_seed', 'nonce'])
    .where('owner', '=', owner)
    .executeTakeFirstOrThrow();
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
}

export async function setClientSeed(ex: Executor, owner: string, clientSeed: string, at: Date): Promise<Fairness> {
  if (!CLIENT_SEED_PATTERN.test(clientSeed))
    throw ApiError.badRequest('invalid_client_seed', 'Client seed: 1–64 printable characters');
  await ensureSeeds(ex, owner, at);
  await ex
    .updateTable('casino_seeds')
    .set({ client_seed: clientSeed, updated_at: at })
    .where('owner', '=', owner)
    .execute();
  return readFairness(ex, owner, at);
}

/** Reveals the current server seed and commits a new one; the nonce starts again at 0. */
export async function rotateSeed(ex: Executor, owner: string, at: Date): Promise<RotateResponse> {
  await ensureSeeds(ex, owner, at);
  const serverSeed = newServerSeed();
  const serverSeedHash = await sha256Hex(serverSeed);
  return withTransaction(ex, async (trx) => {
    const old = await trx
      .selectFrom('casino_seeds')
      .select(['server_seed', 'server_seed_hash'])
      .where('owner', '=', owner)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('casino_revealed_seeds')
      .values({ server_seed_hash: old.server_seed_hash, server_seed: old.server_seed, revealed_at: at })
      .onConflict((oc) => oc.column('server_seed_hash').doNothing())
      .execute();
    await trx
      .updateTable('casino_seeds')
      .set({ server_seed: serverSeed, server_seed_hash: serverSeedHash, nonce: 0, updated_at: at })
      .where('owner', '=', owner)
      .execute();
    return { previousServerSeed: old.server_seed, previousServerSeedHash: old.server_seed_hash, serverSeedHash };
  });
}

export interface TakenNonce {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The id reserved for the round these seeds play (casino_rounds' sequence), when taken by takeNonce. */
  roundId?: number;
}

interface NonceRow {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  round_id: number | string;
}

const takenOf = (row: NonceRow): TakenNonce & { roundId: number } => ({
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
  roundId: Number(row.round_id),
});

/** The seeds of the next round: takes the next nonce (1, 2, …) atomically and reserves the round's id. */
export async function takeNonce(ex: Executor, owner: string, at: Date): Promise<TakenNonce & { roundId: number }> {
  const take = async () =>
    (
      await sql<NonceRow>`update casino_seeds set nonce = nonce + 1, updated_at = ${at} where owner = ${owner}
        returning server_seed, server_seed_hash, client_seed, nonce, nextval('casino_rounds_id_seq') as round_id`.execute(
        ex,
      )
    ).rows[0];
  // The seeds exist after an owner's first round: try the update alone first.
  let row = await take();
  if (!row) {
    await ensureSeeds(ex, owner, at);
    row = await take();
  }
  if (!row) throw new Error(`no seeds for ${owner}`);
  return takenOf(row);
}

/**
 * takeNonce for the rounds of a process; on PGlite (`coalesce`) the rounds that ask while one asks go together in
 * one statement (migration 0571 `casino_take_nonces`, db/coalescer.ts), in the order they asked.
 */
export function nonceTaker(
  db: Db,
  coalesce: boolean,
): (owner: string, at: Date) => Promise<TakenNonce & { roundId: number }> {
  if (!coalesce) return (owner, at) => takeNonce(db, owner, at);
  const coalescer = connectionCoalescer<{ owner: string; at: Date }, TakenNonce & { roundId: number }>({
    db,
    one: ({ owner, at }, ex) => takeNonce(ex, owner, at),
    async many(items, ex) {
      const latest = items.reduce((max, item) => (item.at > max ? item.at : max), items[0]?.at ?? new Date(0));
      const { rows } = await sql<NonceRow & { ord: number }>`select * from casino_take_nonces(
        ${items.map((item) => item.owner)}::text[], ${latest})`.execute(ex);
      const byOrder = new Map(rows.map((row) => [row.ord, row]));
      // An owner without seeds yet has no row: it takes alone (which makes them).
      return items.map((_, index) => {
        const row = byOrder.get(index + 1);
        return row ? takenOf(row) : undefined;
      });
    },
  });
  return (owner, at) => coalescer.push({ owner, at });
}

/** Moves the demo balance by `delta` (a stake is negative); false when it would go below zero. */
export async function moveDemoBalance(
  ex: Executor,
  owner: string,
  delta: number,
  at: Date,
): Promise<number | undefined> {
  await ensureSeeds(ex, owner, at);
  const row = await ex
    .updateTable('casino_seeds')
    .set({ demo_balance_minor: sql`demo_balance_minor + ${delta}`, updated_at: at })
    .where('owner', '=', owner)
    .where(sql<boolean>`demo_balance_minor + ${delta} >= 0`)
    .returning('demo_balance_minor')
    .executeTakeFirst();
  return row?.demo_balance_minor;
}

export async function demoBalance(ex: Executor, owner: string, minStakeMinor: number, at: Date): Promise<number> {
  await ensureSeeds(ex, owner, at);
  const row = await ex
    .updateTable('casino_seeds')
    .set({
      demo_balance_minor: sql`case when demo_balance_minor < ${minStakeMinor} then ${DEMO_START_MINOR} else demo_balance_minor end`,
    })
    .where('owner', '=', owner)
    .returning('demo_balance_minor')
    .executeTakeFirstOrThrow();
  return row.demo_balance_minor;
}

/** The server seed of a round, when it has been revealed by a rotation. */
export async function revealedSeeds(ex: Executor, hashes: readonly string[]): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await ex
    .selectFrom('casino_revealed_seeds')
    .select(['server_seed_hash', 'server_seed'])
    .where('server_seed_hash', 'in', [...new Set(hashes)])
    .execute();
  return new Map(rows.map((r) => [r.server_seed_hash, r.server_seed]));
}
