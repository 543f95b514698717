export { promotionsRoutes, promotionsRoutesWith } from './routes';
