export { pwaRoutes } from './routes';
export { type SwStrategy, strategyFor } from './strategy';
