/**
 * The player's display settings — language, text size, dark theme — at the foot of the sports menu (the left
 * column on desktop, the drawer below it), so the header stays compact on a phone.
 */
import { Icon } from '../../../widgets/src/runtime/ui/icon';
import { Select } from '../../../widgets/src/runtime/ui/select';
import { type SiteLanguage, siteLanguages } from '../routing/normalize-path';
import type { SiteT } from '../texts/site-texts';
import { type FontSize, fontSizeOf, fontSizes } from './font-size';

const languageNames: Record<SiteLanguage, string> = { ru: 'Русский', en: 'English', kk: 'Қазақша', ar: 'العربية' };

export function SiteSettings({
  t,
  lang,
  path,
  search,
  theme,
  onTheme,
  fontSize,
  onFontSize,
  signedIn,
  onSignOut,
}: {
  t: SiteT;
  lang: SiteLanguage;
  path: string;
  search: string;
  theme: 'light' | 'dark';
  onTheme: (theme: 'light' | 'dark') => void;
  fontSize: FontSize;
  onFontSize: (size: FontSize) => void;
  signedIn: boolean;
  /** Below desktop the header has no room for "Sign out": it is here. */
  onSignOut: () => void;
}) {
  return (
    <section className="site-settings" aria-labelledby="site-settings-title">
      <h2 id="site-settings-title" className="site-sports-heading">
        {t('site_settings')}
      </h2>
      <nav aria-label={t('site_language')} className="site-languages">
        {siteLanguages.map((code) => (
          <a
            key={code}
            href={`/${code}${path === '/' ? '' : path}${search}`}
            hrefLang={code}
            lang={code}
            aria-current={code === lang ? 'page' : undefined}
          >
            {languageNames[code]}
          </a>
        ))}
      </nav>
      <div className="site-settings-row">
        <Select
          id="site-font-size"
          label={t('site_font_size')}
          hideLabel
          options={(Object.keys(fontSizes) as FontSize[]).map((size) => ({
            value: size,
            label: t(`site_font_size_${size}`),
          }))}
          value={fontSize}
          onChange={(size) => onFontSize(fontSizeOf(size))}
        />
        <button
          type="button"
          className="site-button site-theme-toggle"
          data-testid="theme-toggle"
          aria-pressed={theme === 'dark'}
          onClick={() => onTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
          {t('site_dark_theme')}
        </button>
        {signedIn && (
          <button
            type="button"
            className="site-button site-menu-sign-out"
            data-testid="menu-sign-out"
            onClick={onSignOut}
          >
            {t('site_sign_out')}
          </button>
        )}
      </div>
    </section>
  );
}
