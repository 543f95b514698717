import type { StatisticsMessageKey } from '@betframe/sdk/i18n';
import { parseStatisticRoute } from '@betframe/sdk/statistic';
import { parseStatisticsFrameQuery } from '@betframe/sdk/validation';
import { type ReactNode, useEffect, useState } from 'react';
import type { FrameRuntime } from '../bridge/runtime';
import { englishTranslate, TranslateContext, useTranslations } from '../i18n';
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
import { ErrorState, Skeleton } from './ui';

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
  const translations = useTranslations(lang);
  const t = translations?.t ?? englishTranslate;
  const display: DisplayContext = { locale: query.locale?.replace('_', '-') ?? lang, settings };
  const parsed = parseStatisticRoute(location.route);

  useEffect(() => {
    if (!translations) return;
    if (!parsed.ok) runtime.setTitle(t('stat_wrong_param', { name: parsed.param }));
    else if (invalid.length > 0) runtime.setTitle(t('stat_invalid_param_title', { names: invalid.join(', ') }));
  }, [location, translations]);

  let body: ReactNode;
  if (!translations) {
    // Waiting for the language's texts (bounded): no English flash before them.
    body = <Skeleton rows={8} />;
  } else if (invalid.length > 0) {
    const search = new URLSearchParams(location.search);
    body = (
      <ErrorState
        title={t(invalid.length > 1 ? 'stat_invalid_query_many' : 'stat_invalid_query_one', {
          names: invalid.join(', '),
        })}
        message={invalid
          .map((name) =>
            t('stat_invalid_query_value', {
              name,
              value: search.get(name) ?? '',
              rule: t(queryRule[name] ?? 'stat_rule_invalid'),
            }),
          )
          .join('; ')}
      />
    );
  } else if (!parsed.ok) {
    body = (
      <ErrorState
        title={t('stat_wrong_param', { name: parsed.param })}
        message={t('stat_check_param', { name: parsed.param })}
      />
    );
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
    <TranslateContext.Provider value={t}>
      <div
        class="frame"
        data-theme={settings.dark ? 'dark' : 'light'}
        data-i18n={translations?.source ?? 'loading'}
        lang={lang}
      >
        <nav class="toolbar" aria-label={t('stat_nav_history')}>
          <button type="button" class="nav-back" onClick={() => runtime.back()} aria-label={t('stat_nav_back')}>
            ‹
          </button>
          <button
            type="button"
            class="nav-forward"
            onClick={() => runtime.forward()}
            aria-label={t('stat_nav_forward')}
          >
            ›
          </button>
        </nav>
        <main>{body}</main>
      </div>
    </TranslateContext.Provider>
  );
}

/** What each query parameter accepts (SPEC §5), for the error message. */
const queryRule: Record<string, StatisticsMessageKey> = {
  lang: 'stat_rule_lang',
  locale: 'stat_rule_locale',
  tz: 'stat_rule_tz',
  tt: 'stat_rule_tt',
  geo: 'stat_rule_min1',
  project: 'stat_rule_min1',
  ref: 'stat_rule_min1',
  minHeight: 'stat_rule_min0',
  dark: 'stat_rule_flag',
  rtl: 'stat_rule_flag',
  hour12: 'stat_rule_flag',
};
