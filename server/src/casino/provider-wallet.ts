/**
 * The provider wallet (CONTRACTS §6): a seamless wallet any game provider calls, the in-house studio included.
 * `POST /provider-api/v1/wallet/{balance|bet|win|rollback}`, signed with HMAC-SHA256 of the raw body. Every
 * answer is stored under its `transaction_uuid` (the primary key) in the statement that posts it, so the same
 * uuid always gets the same answer and one posting however many copies arrive at once: copies queue on the
 * player's balance lock and each later one answers what the first stored (a clash on the key, the same uuid from
 * another player's call, reads the stored answer too). Each call is one database statement (migration 0566
 * `casino_wallet_call`); a stake check that may refuse and the bonus and loyalty hooks of a win run in TypeScript
 * in the same transaction. Postings go on the ledger with kinds `casino_bet`, `casino_win`, `casino_rollback`
 * (between the player's account and the `casino` system account) and references `casino:<transaction_uuid>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type HmacSha256,
  WALLET_CALLS,
  type WalletAnswer,
  type WalletCall,
  type WalletRequest,
  type WalletStatus,
  walletRequestSchema,
} from '@betframe/sdk/casino';
import { sql } from 'kysely';
import { categoryNamesOf, recordWager } from '../bonuses';
import { type Db, type Executor, pgErrorCode, pgErrorCodes, type Trx } from '../db';
import { transact } from '../db/group-commit';
import { earnPoints } from '../loyalty';
import { ORIGINAL_GAMES } from './catalogue';
import { allowEveryStake, type CasinoStakeCheck, type StakeVerdict } from './stake-check';
import './tables';
import { type CallRow, createWalletBatcher } from './wallet-batch';

export interface ProviderWalletOptions {
  secret: string;
  stakeCheck: CasinoStakeCheck;
  now(): Date;
  /**
   * PGlite only: the database whose calls are coalesced (wallet-batch.ts) — the calls handled on it that arrive
   * while one database call is in flight go together in the next statement.
   */
  coalesce?: Db;
}

/**
 * HMAC-SHA256 with Node's synchronous crypto: the same bytes as the SDK's WebCrypto `hmacSha256` (checked by
 * hmac.test.ts), without a WebCrypto job per call — the server signs, checks and draws several per round.
 */
export const nodeHmacSha256: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

/** The provider wallet's signature of a raw body: hex(HMAC-SHA256(secret, body)). */
export function signatureOf(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function signatureIsValid(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signatureOf(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

interface Holder {
  userId: number;
  currencyId: number;
}

/** The real-money session behind a wallet token, with the player's account in the session's currency. */
async function holderOf(ex: Executor, token: string, currency: string): Promise<Holder | undefined> {
  const row = await ex
    .selectFrom('casino_sessions as s')
    .innerJoin('currencies as c', 'c.code', 's.currency')
    .innerJoin('ledger_accounts as a', (join) =>
      join.onRef('a.user_id', '=', 's.user_id').onRef('a.currency_id', '=', 'c.id'),
    )
    .select(['s.user_id', 'c.id as currency_id', 's.currency'])
    .where('s.session_token', '=', token)
    .where('s.demo', '=', false)
    .where('a.kind', '=', 'player')
    .where('a.type', '=', 'money')
    .where('a.closed_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.user_id === null || row.currency !== currency) return undefined;
  return { userId: row.user_id, currencyId: row.currency_id };
}

/**
 * One wallet call in one statement (migration 0566 `casino_wallet_call`): the holder, the balance lock, the stored
 * answer, the call's rules, its ledger posting and its stored answer. `verdict`: the responsible-gambling check's,
 * run before it in the same transaction. `hooks`: the caller runs the bonus and loyalty hooks of a win after it
 * (else a win they apply to answers `hooks` and writes nothing).
 */
async function walletCall(
  ex: Executor,
  call: WalletCall,
  req: WalletRequest,
  at: Date,
  verdict: StakeVerdict = 'ok',
  hooks = false,
): Promise<CallRow> {
  const { rows } = await sql<CallRow>`select * from casino_wallet_call(${call}, ${req.transaction_uuid},
    ${req.token}, ${req.currency}, ${req.round}, ${req.amount}, ${req.reference_transaction_uuid ?? null}, ${at},
    ${verdict}, ${hooks})`.execute(ex);
  const row = rows[0];
  if (!row) throw new Error('casino_wallet_call returned no row');
  return row;
}

/** A real-money session's balance in minor units (its account in the session's currency), undefined without one. */
export async function sessionBalanceMinor(ex: Executor, token: string, currency: string): Promise<number | undefined> {
  const request = { transaction_uuid: '', token, currency, round: '', amount: 0 } as WalletRequest;
  const row = await walletCall(ex, 'balance', request, new Date(0));
  return row.status === 'ok' ? Number(row.balance) : undefined;
}

export function createProviderWallet(options: ProviderWalletOptions) {
  const answer = (status: WalletStatus, balance: number, req: Pick<WalletRequest, 'currency' | 'transaction_uuid'>) =>
    ({ status, balance, currency: req.currency, transaction_uuid: req.transaction_uuid }) satisfies WalletAnswer;
  const answerOf = (row: CallRow, req: WalletRequest): WalletAnswer => ({
    status: row.status as WalletStatus,
    balance: Number(row.balance),
    currency: row.currency,
    transaction_uuid: req.transaction_uuid,
  });
  /** A stake check that may refuse runs in the bet's transaction; the default one (allow all) is not run at all. */
  const guarded = options.stakeCheck !== allowEveryStake;
  const batcher = options.coalesce ? createWalletBatcher(options.coalesce, walletCall) : undefined;

  async function stored(ex: Executor, uuid: string): Promise<WalletAnswer | undefined> {
    const row = await ex
      .selectFrom('casino_wallet_transactions')
      .select(['status', 'balance_minor', 'currency', 'transaction_uuid'])
      .where('transaction_uuid', '=', uuid)
      .executeTakeFirst();
    return row
      ? {
          status: row.status as WalletStatus,
          balance: Number(row.balance_minor),
          currency: row.currency,
          transaction_uuid: uuid,
        }
      : undefined;
  }

  /**
   * A closed round counts toward the player's bonus (bonuses/): its stakes that stood (not rolled back), by the
   * game's categories (the in-house catalogue's; a game it does not know contributes nothing); and it earns
   * loyalty points.
   */
  async function countRoundWager(trx: Trx, req: WalletRequest, holder: Holder, stakeMinor: number): Promise<void> {
    if (stakeMinor <= 0) return;
    const game = ORIGINAL_GAMES.find((g) => String(g.id) === String(req.game_id));
    await recordWager(trx, {
      userId: holder.userId,
      currencyId: holder.currencyId,
      wager: { product: 'casino', stakeMinor, categories: categoryNamesOf(game?.categoryIds ?? []) },
      reference: `casino-round:${req.round}`,
      at: options.now(),
    });
    await earnPoints(trx, {
      userId: holder.userId,
      product: 'casino',
      stakeMinor,
      currencyId: holder.currencyId,
      reference: `casino-round:${req.round}`,
      at: options.now(),
    });
  }

  /** A bet under a stake check: the check, then the call, in one transaction (the check's lock comes first). */
  function guardedBet(ex: Executor, req: WalletRequest, at: Date): Promise<WalletAnswer> {
    // On PGlite, concurrent calls share one commit, each in its own savepoint (db/group-commit.ts).
    return transact(ex, async (trx) => {
      const holder = await holderOf(trx, req.token, req.currency);
      if (!holder) return answer('invalid_token', 0, req);
      const verdict = await options.stakeCheck.check(trx, { ...holder, amountMinor: req.amount, at });
      return answerOf(await walletCall(trx, 'bet', req, at, verdict), req);
    });
  }

  /** A win whose round counts toward a bonus or earns points: the call, then those hooks, in one transaction. */
  function winWithHooks(ex: Executor, req: WalletRequest, at: Date): Promise<WalletAnswer> {
    return transact(ex, async (trx) => {
      const row = await walletCall(trx, 'win', req, at, 'ok', true);
      // A stored answer (a copy that got there first) carries no stake: its hooks ran with it.
      if (row.status === 'ok' && row.user_id !== null && row.currency_id !== null) {
        const holder = { userId: row.user_id, currencyId: row.currency_id };
        await countRoundWager(trx, req, holder, Number(row.stake_minor));
      }
      return answerOf(row, req);
    });
  }

  /** Handles one signed call; `rawBody` exactly as received. */
  async function handle(
    ex: Executor,
    call: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<WalletAnswer> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      parsed = undefined;
    }
    const loose = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<WalletRequest>;
    const echo = { currency: String(loose.currency ?? ''), transaction_uuid: String(loose.transaction_uuid ?? '') };
    if (!signatureIsValid(options.secret, rawBody, signature)) return answer('invalid_signature', 0, echo);
    const request = walletRequestSchema.safeParse(parsed);
    if (!request.success || !(WALLET_CALLS as readonly string[]).includes(call))
      return answer('unknown_transaction', 0, echo);
    const req = request.data;
    const at = options.now();
    try {
      if (call === 'bet' && guarded) return await guardedBet(ex, req, at);
      // One statement is its own transaction: no BEGIN/COMMIT around it (coalesced with others on PGlite).
      const row =
        batcher && ex === batcher.db
          ? await batcher.push({ call: call as WalletCall, req, at })
          : await walletCall(ex, call as WalletCall, req, at);
      return row.status === 'hooks' ? await winWithHooks(ex, req, at) : answerOf(row, req);
    } catch (error) {
      if (pgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
      // Another copy of this transaction committed first: answer what it answered.
      const winner = await stored(ex, req.transaction_uuid);
      if (winner) return winner;
      throw error;
    }
  }

  return { handle, batchStats: batcher?.stats };
}

export type ProviderWallet = ReturnType<typeof createProviderWallet>;
