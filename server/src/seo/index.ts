export { seoRoutes } from './routes';
