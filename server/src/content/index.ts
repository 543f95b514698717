export {
  type Block,
  blockSchema,
  type ContentLanguage,
  contentLanguages,
  escapeHtml,
  type InformationKind,
  type InformationLibrary,
  informationKinds,
  kindOf,
  languageOf,
  renderBlocks,
} from './information-pages';
export { informationLibraryOf } from './library';
export { contentRoutes } from './routes';
