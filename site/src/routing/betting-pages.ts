/**
 * What each betting route of SPEC §2 shows. Most are the line widget with the props that narrow it (sport,
 * championship, an opened game, live, the cyber sports, a search, the favourites); the team pages show the
 * statistics frame's team page; sections whose events the feed does not carry (bets on your own, marble,
 * UFC, politics, cricket) show a translated "no events in this section now" page with a way back to
 * the line. Results show the finished games of a day (pages/results-page.tsx). docs/site.md lists the whole table.
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
  | { kind: 'empty'; title: string }
  /** The express of the day (pages/express-day.tsx): the day's expresses, one tap into the slip. */
  | { kind: 'express-day'; title: string }
  /** Results (pages/results-page.tsx): finished games of a day (`?date=YYYY-MM-DD`), of one championship or all. */
  | { kind: 'results'; title: string; sport?: number; champ?: number; date?: string };

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
  const empty = (section: string): BettingPage => ({ kind: 'empty', title: title(section) });
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
    case 'bettingBetsonyourGame':
      return empty('betsonyour');
    case 'bettingMarbleSection':
    case 'bettingMarbleGame':
      return empty('marble');
    case 'ufc':
      return empty('ufc');
    case 'politics':
      return empty('politics');
    case 'cricket':
    case 'cricketHome':
    case 'cricketAllChamps':
    case 'cricketAllEvents':
    case 'cricketFavorites':
    case 'cricketSearchEvents':
    case 'cricketBroadcasts':
    case 'cricketBroadcast':
    case 'cricketChamp':
    case 'cricketGame':
    case 'cricketPlayerInfo':
    case 'cricketTeam':
      return empty('cricket');
  }
}
