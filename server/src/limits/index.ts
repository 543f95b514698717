/**
 * Responsible gambling (CONTRACTS §7, docs/responsible-gambling.md): limits, time-outs, self-exclusion, the
 * permanent block, reality checks and the self-assessment test, and the guards every place where money is staked
 * or paid in calls inside its own transaction, before its posting:
 *
 * - `assertMayStake(trx, { userId, currencyId, amountMinor, at })` — sports bets (betting/placement.ts); throws
 *   the 403 (`limit_reached` / `timeout_active` / `self_excluded`).
 * - `checkStake(trx, …)` — the same for a casino provider wallet: returns `{ code, message, details }` or null,
 *   so the wallet answers `status: code` (CONTRACTS §6 has `limit_reached` and `self_excluded`; a time-out is a
 *   `timeout_active` refusal the wallet may answer as `self_excluded`).
 * - `explainStake(ex, …)` — read only: the 403 a stake would get now (the casino's in-house games answer the
 *   player with it after the wallet refused).
 * - `assertMayDeposit(trx, …)` — deposits (payments/service.ts).
 * - `assertMaySignIn(db, userId, now)` — every sign-in (accounts).
 *
 * Casino postings count toward wager and loss limits when their ledger kind starts with `casino_` (usage.ts).
 */

export { limitsDeskColumns } from './desk-columns';
export {
  assertMayDeposit,
  assertMayStake,
  checkStake,
  explainStake,
  type MoneyIn,
  type StakeRefusal,
} from './guard';
export { SESSION_GAP_MS } from './periods';
export { assertMaySignIn } from './protection';
export { limitsRoutes } from './routes';
export { gamblingKindPrefixes } from './usage';
