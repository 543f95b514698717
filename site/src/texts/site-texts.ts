/**
 * The site's texts (`site_*` keys and the shared app keys) from the translation API of SPEC §7, through the SDK
 * loader. A key missing from the dictionaries shows as itself, which the end-to-end tests look for.
 */
import { createTranslationLoader } from '@betframe/sdk/i18n';

export type SiteT = (key: string, values?: Record<string, string | number>) => string;

export function siteTranslate(messages: Record<string, string>): SiteT {
  return (key, values = {}) => {
    const text = messages[key];
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

export async function loadSiteTexts(lang: string, cdn = ''): Promise<SiteT> {
  const loader = createTranslationLoader({ fetch: (input, init) => fetch(input, init), apiBase: '', cdn });
  const result = await loader.load(lang);
  return siteTranslate(result.status === 'loaded' ? result.messages : {});
}
