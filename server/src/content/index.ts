export { type InformationKind, informationKinds } from './information-pages';
export { contentRoutes } from './routes';
