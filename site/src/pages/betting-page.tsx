/**
 * A betting route's page: a heading and what `bettingPage` decided — the line widget narrowed by the route,
 * the statistics frame's team page, or a translated explanation ("no events in this section now", or the page's
 * own reason such as cricket's missing statistics) with links on.
 * The bet slip beside it is the shell's (shell/slip-panel.tsx): picks made in the line land there.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import { bettingPage } from '../routing/betting-pages';
import type { SiteLanguage } from '../routing/normalize-path';
import { type BettingRouteName, pathOf } from '../routing/routes';
import { ServerContent } from '../ssr/ssr-view';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import { ExpressDayList } from './express-day';
import { ResultsPage } from './results-page';

export function BettingRoutePage(props: {
  name: BettingRouteName;
  params: Record<string, string>;
  lang: SiteLanguage;
  search: URLSearchParams;
  config: SiteConfig;
  api: BetframeApi;
  t: SiteT;
}) {
  const { name, params, lang, t } = props;
  const page = bettingPage({
    name,
    params,
    lang,
    search: props.search,
    cyberSportIds: props.config.cyber.sportIds,
  });
  const heading = t(page.title);
  return (
    <section data-testid="betting-page" data-route={name} data-kind={page.kind}>
      <ServerContent>
        <h1>{heading}</h1>
      </ServerContent>
      {page.kind === 'line' && (
        // A new route is a new widget: the line reads its narrowing props when it mounts.
        <WidgetSlot
          key={`${name}:${JSON.stringify(page.props)}`}
          api={props.api}
          name="line"
          props={{ ...page.props, title: false }}
          label={heading}
        />
      )}
      {page.kind === 'express-day' && <ExpressDayList lang={lang} t={t} api={props.api} config={props.config} />}
      {page.kind === 'results' && (
        <ResultsPage
          key={`${page.sport ?? ''}:${page.champ ?? ''}`}
          lang={lang}
          t={t}
          {...(page.sport !== undefined ? { sport: page.sport } : {})}
          {...(page.champ !== undefined ? { champ: page.champ } : {})}
          {...(page.date !== undefined ? { date: page.date } : {})}
        />
      )}
      {page.kind === 'statistics' && (
        <iframe className="site-statistics" src={page.frame} title={heading} data-testid="team-statistics" />
      )}
      {page.kind === 'empty' && (
        <div data-testid="section-empty" role="status">
          <p>{t(page.reason ?? 'site_section_empty')}</p>
          <p>
            {page.to && (
              <>
                <a href={pathOf(page.to.route, lang)}>{t(page.to.text)}</a>{' '}
              </>
            )}
            <a href={pathOf('bettingHome', lang)}>{t('site_section_to_line')}</a>{' '}
            <a href={pathOf('bettingMultiLive', lang)}>{t('site_section_to_live')}</a>
          </p>
        </div>
      )}
    </section>
  );
}
