/**
 * The provider wallet (CONTRACTS §6): a seamless wallet any game provider calls, the in-house studio included.
 * `POST /provider-api/v1/wallet/{balance|bet|win|rollback}`, signed with HMAC-SHA256 of the raw body. Every
 * answer is stored under its `transaction_uuid` (the primary key) in the transaction that posts it, so the same
 * uuid always gets the same answer and one posting however many copies arrive at once: a copy that loses the race
 * hits the unique key, and reads the stored answer once the winner has committed. Postings go on the ledger with
 * kinds `casino_bet`, `casino_win`, `casino_rollback` and references `casino:<transaction_uuid>`.
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
import { type Executor, pgErrorCode, pgErrorCodes, type Trx } from '../db';
import { transact } from '../db/group-commit';
import { earnPoints } from '../loyalty';
import { InsufficientFundsError, postTransfer } from '../wallet';
import { ORIGINAL_GAMES } from './catalogue';
import type { CasinoStakeCheck } from './stake-check';
import './tables';

/** The wallet's counterpart account per currency: what players stake and win at the casino. */
export const CASINO_SYSTEM_ACCOUNT = 'casino';

export interface ProviderWalletOptions {
  secret: string;
  stakeCheck: CasinoStakeCheck;
  now(): Date;
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

/**
 * A player account's balance from its own row (the ledger keeps it by trigger), not the every-account
 * `ledger_balances` view. With `lock`, the row is held to the end of the transaction: every money call of a player
 * takes this lock first (the ledger's posting then finds it held), so calls of one player queue in one order.
 */
async function playerBalance(ex: Executor, accountId: number, lock = false): Promise<number> {
  const query = ex.selectFrom('ledger_player_balances').select('balance_minor').where('account_id', '=', accountId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw new Error(`no balance row for account ${accountId}`);
  return Number(row.balance_minor);
}

interface Holder {
  userId: number;
  accountId: number;
  currencyId: number;
  currency: string;
}

/** The real-money session behind a wallet token, with the player's account in the session's currency. */
async function holderOf(ex: Executor, token: string, currency: string): Promise<Holder | undefined> {
  const row = await ex
    .selectFrom('casino_sessions as s')
    .innerJoin('currencies as c', 'c.code', 's.currency')
    .innerJoin('ledger_accounts as a', (join) =>
      join.onRef('a.user_id', '=', 's.user_id').onRef('a.currency_id', '=', 'c.id'),
    )
    .select(['s.user_id', 'a.id as account_id', 'c.id as currency_id', 's.currency'])
    .where('s.session_token', '=', token)
    .where('s.demo', '=', false)
    .where('a.kind', '=', 'player')
    .where('a.type', '=', 'money')
    .where('a.closed_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.user_id === null || row.currency !== currency) return undefined;
  return { userId: row.user_id, accountId: row.account_id, currencyId: row.currency_id, currency: row.currency };
}

/** A real-money session's balance in minor units (its account in the session's currency), undefined without one. */
export async function sessionBalanceMinor(ex: Executor, token: string, currency: string): Promise<number | undefined> {
  const holder = await holderOf(ex, token, currency);
  return holder ? playerBalance(ex, holder.accountId) : undefined;
}

export function createProviderWallet(options: ProviderWalletOptions) {
  const answer = (status: WalletStatus, balance: number, req: Pick<WalletRequest, 'currency' | 'transaction_uuid'>) =>
    ({ status, balance, currency: req.currency, transaction_uuid: req.transaction_uuid }) satisfies WalletAnswer;

  async function stored(ex: Executor, uuid: string): Promise<WalletAnswer | undefined> {
    const row = await ex
      .selectFrom('casino_wallet_transactions')
      .select(['status', 'balance_minor', 'currency', 'transaction_uuid'])
      .where('transaction_uuid', '=', uuid)
      .executeTakeFirst();
    return row
      ? {
          status: row.status as WalletStatus,
          balance: row.balance_minor,
          currency: row.currency,
          transaction_uuid: uuid,
        }
      : undefined;
  }

  async function record(
    trx: Trx,
    call: WalletCall,
    req: WalletRequest,
    result: WalletAnswer,
    holder?: Holder,
    ledgerId?: number,
  ) {
    await trx
      .insertInto('casino_wallet_transactions')
      .values({
        transaction_uuid: req.transaction_uuid,
        call,
        round: req.round,
        user_id: holder?.userId ?? null,
        amount_minor: req.amount,
        currency: req.currency,
        reference_transaction_uuid: req.reference_transaction_uuid ?? null,
        status: result.status,
        balance_minor: result.balance,
        ledger_transaction_id: ledgerId ?? null,
        created_at: options.now(),
      })
      .execute();
    return result;
  }

  async function bet(trx: Trx, req: WalletRequest, holder: Holder): Promise<WalletAnswer> {
    const at = options.now();
    const balance = await playerBalance(trx, holder.accountId, true);
    const round = await trx
      .selectFrom('casino_wallet_rounds')
      .select('status')
      .where('round', '=', req.round)
      .forUpdate()
      .executeTakeFirst();
    if (round && round.status !== 'open') return record(trx, 'bet', req, answer('round_closed', balance, req), holder);
    // The responsible-gambling check (issue 18) plugs in here, before any money moves.
    const verdict = await options.stakeCheck.check(trx, {
      userId: holder.userId,
      currencyId: holder.currencyId,
      amountMinor: req.amount,
      at,
    });
    if (verdict !== 'ok') return record(trx, 'bet', req, answer(verdict, balance, req), holder);
    if (!round) {
      await trx
        .insertInto('casino_wallet_rounds')
        .values({ round: req.round, user_id: holder.userId, status: 'open', created_at: at })
        .onConflict((oc) => oc.column('round').doNothing())
        .execute();
    }
    if (req.amount === 0) return record(trx, 'bet', req, answer('ok', balance, req), holder);
    try {
      const ledgerId = await postTransfer(trx, {
        from: holder.accountId,
        to: { system: CASINO_SYSTEM_ACCOUNT, currencyId: holder.currencyId },
        amountMinor: req.amount,
        kind: 'casino_bet',
        reference: `casino:${req.transaction_uuid}`,
        at,
      });
      return record(trx, 'bet', req, answer('ok', balance - req.amount, req), holder, ledgerId);
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        return record(trx, 'bet', req, answer('insufficient_funds', balance, req), holder);
      throw error;
    }
  }

  async function win(trx: Trx, req: WalletRequest, holder: Holder): Promise<WalletAnswer> {
    const balance = await playerBalance(trx, holder.accountId, true);
    const round = await trx
      .selectFrom('casino_wallet_rounds')
      .select(['status', 'user_id'])
      .where('round', '=', req.round)
      .forUpdate()
      .executeTakeFirst();
    if (!round || round.user_id !== holder.userId)
      return record(trx, 'win', req, answer('unknown_transaction', balance, req), holder);
    if (round.status !== 'open') return record(trx, 'win', req, answer('round_closed', balance, req), holder);
    await trx.updateTable('casino_wallet_rounds').set({ status: 'closed' }).where('round', '=', req.round).execute();
    await countRoundWager(trx, req, holder);
    if (req.amount === 0) return record(trx, 'win', req, answer('ok', balance, req), holder);
    const ledgerId = await postTransfer(trx, {
      from: { system: CASINO_SYSTEM_ACCOUNT, currencyId: holder.currencyId },
      to: holder.accountId,
      amountMinor: req.amount,
      kind: 'casino_win',
      reference: `casino:${req.transaction_uuid}`,
      at: options.now(),
    });
    return record(trx, 'win', req, answer('ok', balance + req.amount, req), holder, ledgerId);
  }

  /**
   * A closed round counts toward the player's bonus (bonuses/): its stakes that stood (not rolled back), by the
   * game's categories (the in-house catalogue's; a game it does not know contributes nothing).
   */
  async function countRoundWager(trx: Trx, req: WalletRequest, holder: Holder): Promise<void> {
    const staked = await trx
      .selectFrom('casino_wallet_transactions')
      .select(sql<number>`coalesce(sum(amount_minor), 0)::int8`.as('total'))
      .where('round', '=', req.round)
      .where('call', '=', 'bet')
      .where('status', '=', 'ok')
      .where('rolled_back', '=', false)
      .executeTakeFirst();
    const stakeMinor = Number(staked?.total ?? 0);
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

  async function rollback(trx: Trx, req: WalletRequest, holder: Holder): Promise<WalletAnswer> {
    const balance = await playerBalance(trx, holder.accountId, true);
    const reference = req.reference_transaction_uuid;
    const original = reference
      ? await trx
          .selectFrom('casino_wallet_transactions')
          .selectAll()
          .where('transaction_uuid', '=', reference)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (original?.call !== 'bet' || original.user_id !== holder.userId) {
      return record(trx, 'rollback', req, answer('unknown_transaction', balance, req), holder);
    }
    const round = await trx
      .selectFrom('casino_wallet_rounds')
      .select('status')
      .where('round', '=', original.round)
      .forUpdate()
      .executeTakeFirst();
    if (round?.status === 'closed') return record(trx, 'rollback', req, answer('round_closed', balance, req), holder);
    await trx
      .updateTable('casino_wallet_rounds')
      .set({ status: 'rolled_back' })
      .where('round', '=', original.round)
      .execute();
    // A bet refunds once, whichever rollback uuid asks; a refused bet moved nothing and refunds nothing.
    if (original.rolled_back || original.status !== 'ok' || original.amount_minor === 0) {
      return record(trx, 'rollback', req, answer('ok', balance, req), holder);
    }
    await trx
      .updateTable('casino_wallet_transactions')
      .set({ rolled_back: true })
      .where('transaction_uuid', '=', original.transaction_uuid)
      .execute();
    const ledgerId = await postTransfer(trx, {
      from: { system: CASINO_SYSTEM_ACCOUNT, currencyId: holder.currencyId },
      to: holder.accountId,
      amountMinor: original.amount_minor,
      kind: 'casino_rollback',
      reference: `casino:${req.transaction_uuid}`,
      at: options.now(),
    });
    return record(trx, 'rollback', req, answer('ok', balance + original.amount_minor, req), holder, ledgerId);
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
    const holder = await holderOf(ex, req.token, req.currency);
    if (!holder) return answer('invalid_token', 0, req);
    if (call === 'balance') return answer('ok', await playerBalance(ex, holder.accountId), req);
    try {
      // On PGlite, concurrent calls share one commit, each in its own savepoint (db/group-commit.ts).
      return await transact(ex, async (trx) => {
        const again = await stored(trx, req.transaction_uuid);
        if (again) return again;
        return (call === 'bet' ? bet : call === 'win' ? win : rollback)(trx, req, holder);
      });
    } catch (error) {
      if (pgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
      // Another copy of this transaction committed first: answer what it answered.
      const winner = await stored(ex, req.transaction_uuid);
      if (winner) return winner;
      throw error;
    }
  }

  return { handle };
}

export type ProviderWallet = ReturnType<typeof createProviderWallet>;
