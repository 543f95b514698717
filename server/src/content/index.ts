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
  type PageFacts,
  renderBlocks,
  type UssdOperation,
  ussdOperations,
} from './information-pages';
export { informationLibraryOf } from './library';
export { contentRoutes } from './routes';
