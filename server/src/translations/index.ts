export { APP_DICTIONARY_CACHE_CONTROL, TRANSLATION_CACHE_CONTROL, translationRoutes } from './routes';
export { type Translate, textsIn, textsOf } from './texts';
