export { operatorSignIn } from './operator-sign-in';
export { type CheckoutRequest, type PaymentOutcome, type PaymentProvider, SandboxPaymentProvider } from './provider';
export { createPaymentRoutes, paymentRoutes, paymentRoutesWith } from './routes';
export { escapeHtml, sandboxPage } from './sandbox-page';
export {
  type ApprovedDeposit,
  createDeposit,
  type DepositBonusHook,
  decideDeposit,
  decideWithdrawal,
  historyPageSize,
  PaymentError,
  type PaymentRecord,
  paymentHistory,
  requestWithdrawal,
  type WithdrawalGate,
} from './service';
