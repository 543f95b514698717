/** The not-found page: unknown paths, paths whose parameters break their rule, and the configured not-found URLs. */
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';

export function NotFound({ lang, t }: { lang: SiteLanguage; t: SiteT }) {
  return (
    <section data-testid="not-found">
      <h1>{t('site_not_found_title')}</h1>
      <p>{t('site_not_found_text')}</p>
      <a href={pathOf('home', lang)}>{t('site_nav_home')}</a>
    </section>
  );
}
