import { type SiteLanguage, siteLanguages } from '../routing/normalize-path';

const languageNames: Record<SiteLanguage, string> = { ru: 'Русский', en: 'English', kk: 'Қазақша', ar: 'العربية' };

export interface SiteShellProps {
  lang: SiteLanguage;
  path: string;
}

/**
 * The site frame: header with the language switch and the main region the widgets mount into (inline mode).
 * The pages themselves (home, line, live, office, registration) arrive with the site shell issue.
 */
export function SiteShell({ lang, path }: SiteShellProps) {
  return (
    <>
      <header>
        <a href={`/${lang}`}>Betframe</a>
        <nav aria-label="Language">
          {siteLanguages.map((code) => (
            <a key={code} href={`/${code}${path === '/' ? '' : path}`} hrefLang={code} aria-current={code === lang}>
              {languageNames[code]}
            </a>
          ))}
        </nav>
      </header>
      <main id="main" />
    </>
  );
}
