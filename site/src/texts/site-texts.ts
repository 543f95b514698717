/**
 * The site's texts (`site_*` keys and the shared app keys) from the translation API of SPEC §7, the SDK's way:
 * `createTranslationLoader` over the site's request-layer client, `loadTexts`, `createTranslate`. A key missing
 * from the dictionaries shows as itself, which the end-to-end tests look for.
 */
import { createTranslate, createTranslationLoader, loadTexts, type Translate } from '@betframe/sdk/i18n';
import { siteHttp } from '../http/site-http';

export type SiteT = Translate;

/** The site paints nothing before its texts; past this it shows keys rather than a blank page. */
export const SITE_TEXTS_WAIT_MS = 15_000;

export async function loadSiteTexts(lang: string, cdn = ''): Promise<SiteT> {
  const loader = createTranslationLoader({ http: siteHttp, apiBase: '', cdn });
  return createTranslate((await loadTexts(loader, lang, SITE_TEXTS_WAIT_MS)) ?? {});
}
