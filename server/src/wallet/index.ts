export { listPlayerAccounts, type PlayerAccount } from './accounts';
export {
  advanceDebt,
  advancePostingKinds,
  lendAdvance,
  lockAdvanceDebt,
  repayAdvance,
} from './advance';
export { amountSchema, idSchema, maxAmountMajor } from './amount';
export {
  type AccountRef,
  balanceOf,
  bonusPostingKinds,
  InsufficientFundsError,
  LedgerError,
  openFirstAccount,
  openPlayerAccount,
  type PlayerAccountSpec,
  type Posting,
  type PostingLine,
  postTransaction,
  postTransactionWithBalances,
  postTransfer,
  promoPostingKinds,
  realMoneyPlayPostings,
  setActiveAccount,
  systemAccountId,
  systemAccounts,
  type Transfer,
} from './ledger';
export { formatMinorUnits, roundToMinorUnits, toMajorNumber, toMinorUnits } from './money';
export { type ReconcileReport, reconcile } from './reconcile';
export { walletRoutes } from './routes';
