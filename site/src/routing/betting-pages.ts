/**
 * What each betting route of SPEC §2 shows. Most are the line widget with the props that narrow it (sport,
 * championship, an opened game, live, the cyber sports, a search, the favourites); the team pages show the
 * statistics frame's team page. The sections' own sports (docs/feed-and-betting.md): marble racing, UFC (MMA),
 * politics and cricket are the line narrowed to their sport; bets on your event is the line of the sport its
 * section names. Cricket's team and player pages have no statistics of their own: they say so, with links to the
 * cricket line. Results show the finished games of a day (pages/results-page.tsx). docs/site.md lists the table.
 */
import type { BettingRouteName } from './routes';

/** The props the line widget reads (widgets/src/line/index.tsx). */
export interface LineProps {
  mode?: 'live' | 'line';
  sport?: number;
  /** Only these sports in the sport row (the cyber section). */
  sports?: number[];
  champ?: number;
  game?: number;
  query?: string;
  favorites?: boolean;
}

export type BettingPage =
  | { kind: 'line'; title: string; props: LineProps }
  | { kind: 'statistics'; title: string; frame: string }
  /**
   * A translated explanation with links: `reason` (default "no events in this section now") and, besides the
   * line and live, a link to `to`.
   */
  | { kind: 'empty'; title: string; reason?: string; to?: { route: BettingRouteName; text: string } }
  /** The express of the day (pages/express-day.tsx): the day's expresses, one tap into the slip. */
  | { kind: 'express-day'; title: string }
  /** Results (pages/results-page.tsx): finished games of a day (`?date=YYYY-MM-DD`), of one championship or all. */
  | { kind: 'results'; title: string; sport?: number; champ?: number; date?: string };

/** Sport ids of the sections' own sports (server/src/feed/catalogue-sections.ts). */
export const SECTION_SPORTS = { cricket: 18, ufc: 22, marble: 150, politics: 151 } as const;

/** The section a title key names: `site_section_<section>` in the app dictionary. */
const title = (section: string) => `site_section_${section}`;

const num = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

function lineProps(params: Record<string, string>, extra: LineProps = {}): LineProps {
  const props: LineProps = { ...extra };
  const sport = num(params.sportId);
  const champ = num(params.champId);
  const game = num(params.gameId);
  if (sport !== undefined) props.sport = sport;
  if (champ !== undefined) props.champ = champ;
  if (game !== undefined) props.game = game;
  return props;
}

export interface BettingPageInput {
  name: BettingRouteName;
  params: Record<string, string>;
  lang: string;
  search: URLSearchParams;
  /** The cyber sports of the configuration (`cyber.sportIds`). */
  cyberSportIds: readonly number[];
}

export function bettingPage({ name, params, lang, search, cyberSportIds }: BettingPageInput): BettingPage {
  const line = (section: string, extra: LineProps = {}): BettingPage => ({
    kind: 'line',
    title: title(section),
    props: lineProps(params, extra),
  });
  switch (name) {
    case 'bettingHome':
    case 'bettingMainSection':
    case 'bettingMainSectionChamp':
    case 'bettingMainGame':
    case 'bettingSportFilter':
      return line('line');
    case 'bettingMultiLive':
      return line('live', { mode: 'live' });
    case 'bettingCyber':
    case 'bettingCyberSection': {
      const sports = [...cyberSportIds];
      const first = sports[0];
      return line('cyber', {
        sports,
        ...(num(params.sportId) === undefined && first !== undefined ? { sport: first } : {}),
      });
    }
    case 'bestEuroSection':
    case 'bestEuroGame':
      // "Best" is football's best championships: the football line, narrowed to the championship named.
      return line('best', { sport: 1 });
    case 'bettingRecommendation':
    case 'bettingRecommendationSection':
    case 'bettingRecommendationSectionChamp':
      return line('recommendation');
    case 'favorites':
      return line('favorites', { favorites: true });
    case 'searchEvents': {
      const query = (search.get('q') ?? '').trim();
      return line('search', query ? { query } : {});
    }
    case 'bettingTopgameSection':
    case 'bettingTopgameGame':
      return line('topgame');
    case 'expressDay':
      return { kind: 'express-day', title: title('express_day') };
    case 'topSportsSection':
      return line('top_sports');
    case 'topEvents':
    case 'topEventsHome':
    case 'topEventsSection':
    case 'topEventsGame':
      return line('top_events');
    case 'topEventsFavorites':
      return line('top_events', { favorites: true });
    case 'teamSection':
    case 'teamGamesInfo':
      return {
        kind: 'statistics',
        title: title('team'),
        frame: `/${lang}/statisticpopup/team/${params.sportId ?? ''}/${params.teamId ?? ''}`,
      };
    case 'teamGame':
      return line('team');
    case 'bettingChampResults':
    case 'bettingChampResultsChamp': {
      const sport = num(params.sportId);
      const champ = num(params.champId);
      const date = search.get('date') ?? '';
      return {
        kind: 'results',
        title: title('results'),
        ...(sport !== undefined ? { sport } : {}),
        ...(champ !== undefined ? { champ } : {}),
        ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
      };
    }
    case 'bettingBetsonyourSection':
    case 'bettingBetsonyourGame': {
      // Bets on your event: the section is a sport; its games, or the one opened.
      const sport = num(params.sectionId);
      return line('betsonyour', sport !== undefined ? { sport } : {});
    }
    case 'bettingMarbleSection':
    case 'bettingMarbleGame':
      return line('marble', { sport: SECTION_SPORTS.marble });
    case 'ufc':
      return line('ufc', { sport: SECTION_SPORTS.ufc });
    case 'politics':
      return line('politics', { sport: SECTION_SPORTS.politics });
    case 'cricket':
    case 'cricketHome':
    case 'cricketAllChamps':
    case 'cricketAllEvents':
    case 'cricketChamp':
    case 'cricketGame':
      return line('cricket', { sport: SECTION_SPORTS.cricket });
    case 'cricketFavorites':
      return line('cricket', { sport: SECTION_SPORTS.cricket, favorites: true });
    case 'cricketSearchEvents': {
      const query = (search.get('q') ?? '').trim();
      return line('cricket', { sport: SECTION_SPORTS.cricket, ...(query ? { query } : {}) });
    }
    case 'cricketBroadcasts':
    case 'cricketBroadcast':
      // Broadcasts: the cricket games being played now.
      return line('cricket', { sport: SECTION_SPORTS.cricket, mode: 'live' });
    case 'cricketPlayerInfo':
    case 'cricketTeam':
      return {
        kind: 'empty',
        title: title('cricket'),
        reason: 'site_section_cricket_no_stats',
        to: { route: 'cricket', text: 'site_section_to_cricket' },
      };
  }
}
