export { operatorSignIn } from './operator-sign-in';
export { type CheckoutRequest, type PaymentOutcome, type PaymentProvider, SandboxPaymentProvider } from './provider';
export { createPaymentRoutes, paymentRoutes } from './routes';
export {
  createDeposit,
  decideDeposit,
  decideWithdrawal,
  historyPageSize,
  PaymentError,
  type PaymentRecord,
  paymentHistory,
  requestWithdrawal,
} from './service';
