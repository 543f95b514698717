/**
 * The translation API of SPEC §7 over the SDK's catalogue (the dictionary sources in sdk/src/i18n):
 * `GET /translation-api/by-lang/{lang}` → `{ data: { type, id, attributes: { dictionaryMap } } }` where
 * `dictionaryMap` is a JSON *string* of dictionary id → path, and `GET /genfiles/web-app-v2/{path}` → the
 * dictionary (flat key → text). Cache lifetimes are SPEC §9's translation cache: 15 minutes, 24 hours for the
 * app dictionary; a changed dictionary gets a new content-hashed path, so the map is the only thing that must
 * expire for clients to see new texts.
 */
import { APP_DICTIONARY_ID, dictionaryByPath, dictionaryMap, translationCatalogue } from '@betframe/sdk/i18n';
import { ApiError } from '../app/errors';
import type { RouteModule } from '../app/types';

export const TRANSLATION_CACHE_CONTROL = 'public, max-age=900';
export const APP_DICTIONARY_CACHE_CONTROL = 'public, max-age=86400';

const DICTIONARY_PREFIX = '/genfiles/web-app-v2/';

/** Which dictionary id a served path belongs to (its cache lifetime depends on it). */
function dictionaryIdOf(path: string): number | undefined {
  const lang = path.split('/')[0] ?? '';
  const entry = Object.entries(translationCatalogue()[lang] ?? {}).find(([, dictionary]) => dictionary.path === path);
  return entry ? Number(entry[0]) : undefined;
}

export const translationRoutes: RouteModule = (app) => {
  app.get('/translation-api/by-lang/:lang', (c) => {
    const lang = c.req.param('lang');
    const map = dictionaryMap(lang);
    if (!map) throw ApiError.notFound(`No translations for language '${lang}'`);
    c.header('Cache-Control', TRANSLATION_CACHE_CONTROL);
    return c.json({ data: { type: 'translation', id: lang, attributes: { dictionaryMap: JSON.stringify(map) } } });
  });

  app.get(`${DICTIONARY_PREFIX}*`, (c) => {
    const path = decodeURIComponent(c.req.path.slice(DICTIONARY_PREFIX.length));
    const messages = dictionaryByPath(path);
    if (!messages) throw ApiError.notFound(`No dictionary at '${path}'`);
    c.header(
      'Cache-Control',
      dictionaryIdOf(path) === APP_DICTIONARY_ID ? APP_DICTIONARY_CACHE_CONTROL : TRANSLATION_CACHE_CONTROL,
    );
    return c.json(messages);
  });
};
