export { firstDepositBonusOpen, hasCompletedDeposit } from './first-deposit';
export { bonusesRoutes } from './routes';
