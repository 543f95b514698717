export {
  type ContentLanguage,
  type InformationKind,
  type InformationLibrary,
  informationKinds,
  kindOf,
} from './information-pages';
export { informationLibraryOf } from './library';
export { contentRoutes } from './routes';
