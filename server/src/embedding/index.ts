export { embeddingRoutes } from './routes';
