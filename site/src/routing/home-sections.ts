/**
 * The home page's sections (SPEC §2 "Home sections"), switched on and ordered by the configuration's
 * `home.sections`. A section is a heading and either the line widget in the section's mode (live now, top
 * events, cyber) or a block of links into the section's betting pages.
 */
import { type HomeSection, homeSections } from '@betframe/sdk/config';
import type { LineProps } from './betting-pages';
import type { SiteLanguage } from './normalize-path';
import { pathOf } from './routes';

export interface SectionLink {
  href: string;
  /** A text key, or a sport's dictionary key. */
  label: string;
}

export type HomeSectionView =
  | { section: HomeSection; kind: 'line'; title: string; props: LineProps; more: SectionLink }
  | { section: HomeSection; kind: 'links'; title: string; text: string; links: SectionLink[] };

/** Sport ids → their keys in the sports dictionary (the simulator's sports). */
export const sportKeys: Readonly<Record<number, string>> = {
  1: 'sport_football',
  2: 'sport_ice_hockey',
  3: 'sport_basketball',
  4: 'sport_tennis',
  6: 'sport_volleyball',
  10: 'sport_table_tennis',
  40: 'sport_esports',
  85: 'sport_cyber_football',
  89: 'sport_cyber_basketball',
  144: 'sport_cyber_hockey',
};

export function isHomeSection(value: string): value is HomeSection {
  return (homeSections as readonly string[]).includes(value);
}

export interface HomeSectionInput {
  lang: SiteLanguage;
  cyberSportIds: readonly number[];
  topSports: readonly number[];
}

const title = (section: HomeSection) =>
  section === 'home' ? 'site_section_live_now' : `site_section_${section.replace('-', '_')}`;

export function homeSectionView(section: HomeSection, input: HomeSectionInput): HomeSectionView {
  const { lang } = input;
  const links = (text: string, list: SectionLink[]): HomeSectionView => ({
    section,
    kind: 'links',
    title: title(section),
    text,
    links: list,
  });
  const open = { label: 'site_home_open_section' };
  switch (section) {
    case 'home':
      return {
        section,
        kind: 'line',
        title: title(section),
        props: { mode: 'live' },
        more: { ...open, href: pathOf('bettingMultiLive', lang) },
      };
    case 'top-events':
      return {
        section,
        kind: 'line',
        title: title(section),
        props: {},
        more: { ...open, href: pathOf('topEventsHome', lang) },
      };
    case 'cyber': {
      const first = input.cyberSportIds[0];
      return {
        section,
        kind: 'line',
        title: title(section),
        props: { sports: [...input.cyberSportIds], ...(first !== undefined ? { sport: first } : {}) },
        more: { ...open, href: pathOf('bettingCyber', lang) },
      };
    }
    case 'top-sports':
      return links(
        'site_home_text_top_sports',
        input.topSports.map((id) => ({
          href: pathOf('topSportsSection', lang, { sportId: id }),
          label: sportKeys[id] ?? 'site_section_line',
        })),
      );
    case 'best':
      return links('site_home_text_best', [{ ...open, href: pathOf('bettingMainSection', lang, { sportId: 1 }) }]);
    case 'recommendation':
      return links('site_home_text_recommendation', [{ ...open, href: pathOf('bettingRecommendation', lang) }]);
    case 'topgame':
      return links('site_home_text_topgame', [
        { ...open, href: pathOf('bettingTopgameSection', lang, { sportId: 1 }) },
      ]);
    case 'team':
      return links('site_home_text_team', [{ ...open, href: pathOf('searchEvents', lang) }]);
    case 'betsonyour':
      return links('site_home_text_betsonyour', [
        { ...open, href: pathOf('bettingBetsonyourSection', lang, { sectionId: 1 }) },
      ]);
    case 'marble':
      return links('site_home_text_marble', [
        { ...open, href: pathOf('bettingMarbleSection', lang, { sectionId: 1 }) },
      ]);
    case 'ufc':
      return links('site_home_text_ufc', [{ ...open, href: pathOf('ufc', lang) }]);
    case 'politics':
      return links('site_home_text_politics', [{ ...open, href: pathOf('politics', lang) }]);
  }
}
