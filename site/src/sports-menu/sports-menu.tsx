/**
 * The sports menu (DESIGN: left column on desktop, a drawer below 1200 px): favourite sports on top, then every
 * sport of the feeds in the popular or A–Z order, each with its icon from the sprite, its live count and a star.
 * A sport opens its line (`/line/:sportId`); the links to live, esports and favourites come first.
 */
import { useEffect, useState } from 'react';
import { IconButton } from '../../../widgets/src/runtime/ui/button';
import { Icon } from '../../../widgets/src/runtime/ui/icon';
import { type IconName, sportIconName } from '../../../widgets/src/runtime/ui/icons/names';
import { SegmentedControl } from '../../../widgets/src/runtime/ui/segmented';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import { siteStorage } from '../shell/site-storage';
import type { SiteT } from '../texts/site-texts';
import {
  fetchMenuSports,
  type MenuSport,
  orderSports,
  readFavouriteSports,
  type SportOrder,
  toggleFavouriteSport,
} from './sports-data';

const quickLinks: { route: string; key: string; icon: IconName }[] = [
  { route: 'bettingMultiLive', key: 'site_nav_live', icon: 'live' },
  { route: 'bettingHome', key: 'site_sports_all', icon: 'trophy' },
  { route: 'bettingCyber', key: 'site_nav_cyber', icon: 'sport-esports' },
  { route: 'virtualSports', key: 'site_section_virtual', icon: 'play' },
  { route: 'favorites', key: 'site_nav_favorites', icon: 'star' },
];

/** The sports, loaded once per language. */
function useMenuSports(lang: SiteLanguage, partner: number): MenuSport[] | null {
  const [sports, setSports] = useState<MenuSport[] | null>(null);
  useEffect(() => {
    let live = true;
    void fetchMenuSports(lang, partner).then((list) => live && setSports(list));
    return () => {
      live = false;
    };
  }, [lang, partner]);
  return sports;
}

function SportRow({
  sport,
  t,
  lang,
  favourite,
  current,
  onFavourite,
}: {
  sport: MenuSport;
  t: SiteT;
  lang: SiteLanguage;
  favourite: boolean;
  current: boolean;
  onFavourite: () => void;
}) {
  return (
    <li className="site-sport" data-sport-id={sport.id}>
      <a href={pathOf('bettingMainSection', lang, { sportId: sport.id })} aria-current={current ? 'page' : undefined}>
        <Icon name={sportIconName(sport.id)} />
        <span className="site-sport-name">{sport.name}</span>
        {sport.live > 0 && (
          <span className="site-sport-live" title={t('site_sports_live_count', { count: sport.live })}>
            <span className="site-visually-hidden">{t('site_sports_live_count', { count: sport.live })}</span>
            <span aria-hidden="true">{sport.live}</span>
          </span>
        )}
      </a>
      <IconButton
        icon={favourite ? 'star-filled' : 'star'}
        label={t('site_sports_favourite', { sport: sport.name })}
        pressed={favourite}
        className="site-sport-star"
        onClick={onFavourite}
      />
    </li>
  );
}

export function SportsMenu({
  t,
  lang,
  partner,
  path,
}: {
  t: SiteT;
  lang: SiteLanguage;
  partner: number;
  /** The current path after the language (marks the open sport). */
  path: string;
}) {
  const sports = useMenuSports(lang, partner);
  const [order, setOrder] = useState<SportOrder>('popular');
  const [favourites, setFavourites] = useState(() => readFavouriteSports(siteStorage));
  const ordered = orderSports(sports ?? [], order, lang);
  const starred = ordered.filter((sport) => favourites.includes(sport.id));
  const openSport = /^\/line\/(\d+)/.exec(path)?.[1];
  const row = (sport: MenuSport, prefix: string) => (
    <SportRow
      key={`${prefix}${sport.id}`}
      sport={sport}
      t={t}
      lang={lang}
      favourite={favourites.includes(sport.id)}
      current={String(sport.id) === openSport}
      onFavourite={() => setFavourites(toggleFavouriteSport(siteStorage, sport.id))}
    />
  );
  return (
    <nav className="site-sports-menu" aria-label={t('site_sports_menu')} data-testid="sports-menu">
      <ul className="site-sports-quick">
        {quickLinks.map((link) => (
          <li key={link.route}>
            <a href={pathOf(link.route, lang)}>
              <Icon name={link.icon} />
              <span>{t(link.key)}</span>
            </a>
          </li>
        ))}
      </ul>
      {starred.length > 0 && (
        <section aria-labelledby="site-sports-favourites">
          <h2 id="site-sports-favourites" className="site-sports-heading">
            {t('site_nav_favorites')}
          </h2>
          <ul className="site-sports-list">{starred.map((sport) => row(sport, 'f'))}</ul>
        </section>
      )}
      <section aria-labelledby="site-sports-all">
        <div className="site-sports-head">
          <h2 id="site-sports-all" className="site-sports-heading">
            {t('site_nav_line')}
          </h2>
          <SegmentedControl
            label={t('site_sports_order')}
            value={order}
            onChange={setOrder}
            options={[
              { value: 'popular', label: t('site_sports_popular') },
              { value: 'az', label: t('site_sports_az') },
            ]}
          />
        </div>
        <ul className="site-sports-list" aria-busy={sports === null}>
          {ordered.map((sport) => row(sport, ''))}
        </ul>
      </section>
    </nav>
  );
}
