import { parseStatisticRoute } from '@betframe/sdk/statistic';
import { parseStatisticsFrameQuery } from '@betframe/sdk/validation';
import { type ReactNode, useEffect, useState } from 'react';
import type { FrameRuntime } from '../bridge/runtime';
import { CyberView } from '../views/CyberView';
import { GameView } from '../views/GameView';
import { GraphView } from '../views/GraphView';
import { HorseView } from '../views/HorseView';
import { PlayerView } from '../views/PlayerView';
import { RatingView } from '../views/RatingView';
import { StageView } from '../views/StageView';
import { TeamView } from '../views/TeamView';
import { TournamentView } from '../views/TournamentView';
import type { DisplayContext } from './format';
import { RuntimeContext, useSettings } from './hooks';
import { ErrorState } from './ui';

export function App({ runtime }: { runtime: FrameRuntime }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <Shell runtime={runtime} />
    </RuntimeContext.Provider>
  );
}

function Shell({ runtime }: { runtime: FrameRuntime }) {
  const [location, setLocation] = useState(runtime.current);
  useEffect(() => runtime.onRoute(setLocation), [runtime]);
  const settings = useSettings();
  const { query, invalid } = parseStatisticsFrameQuery(new URLSearchParams(location.search));
  const lang = query.lang ?? location.lang;
  const display: DisplayContext = { locale: query.locale?.replace('_', '-') ?? lang, settings };
  const parsed = parseStatisticRoute(location.route);

  useEffect(() => {
    if (!parsed.ok) runtime.setTitle(parsed.message);
    else if (invalid.length > 0) runtime.setTitle(`Invalid parameter: ${invalid.join(', ')}`);
  }, [location]);

  let body: ReactNode;
  if (invalid.length > 0) {
    body = (
      <ErrorState
        title={`Invalid query parameter${invalid.length > 1 ? 's' : ''}: ${invalid.join(', ')}`}
        message={invalid
          .map(
            (name) =>
              `${name}=${new URLSearchParams(location.search).get(name) ?? ''}: ${queryRule[name] ?? 'invalid value'}`,
          )
          .join('; ')}
      />
    );
  } else if (!parsed.ok) {
    body = <ErrorState title={parsed.message} message={`Check the ${parsed.param} part of the address.`} />;
  } else {
    const route = parsed.route;
    const key = location.route + location.search;
    switch (route.kind) {
      case 'game':
        body = <GameView key={`${route.gameId}`} {...route} display={display} />;
        break;
      case 'team':
        body = <TeamView key={key} {...route} display={display} />;
        break;
      case 'player':
        body = <PlayerView key={key} {...route} display={display} />;
        break;
      case 'stage':
        body = <StageView key={key} {...route} tableType={(query.tt ?? 1) as 1 | 2 | 3} />;
        break;
      case 'tournament':
        body = <TournamentView key={key} {...route} display={display} />;
        break;
      case 'rating':
        body = <RatingView key={key} {...route} />;
        break;
      case 'horse':
        body = <HorseView key={key} {...route} display={display} />;
        break;
      case 'graph':
        body = <GraphView key={`${route.gameId}`} {...route} display={display} />;
        break;
      case 'cyber':
        body = <CyberView key={key} {...route} display={display} />;
        break;
    }
  }

  return (
    <div class="frame" data-theme={settings.dark ? 'dark' : 'light'}>
      <nav class="toolbar" aria-label="History">
        <button type="button" class="nav-back" onClick={() => runtime.back()} aria-label="Back">
          ‹
        </button>
        <button type="button" class="nav-forward" onClick={() => runtime.forward()} aria-label="Forward">
          ›
        </button>
      </nav>
      <main>{body}</main>
    </div>
  );
}

/** What each query parameter accepts (SPEC §5), for the error message. */
const queryRule: Record<string, string> = {
  lang: 'two lowercase letters',
  locale: "a locale like 'en_GB'",
  tz: 'a time zone offset from -12 to 14',
  tt: 'a table type 1, 2 or 3',
  geo: 'an integer of at least 1',
  project: 'an integer of at least 1',
  ref: 'an integer of at least 1',
  minHeight: 'an integer of at least 0',
  dark: "'true' or '1'",
  rtl: "'true' or '1'",
  hour12: "'true' or '1'",
};
