/**
 * The home page: the sections the configuration switches on (`home.sections`, in its order), or one section
 * alone at `/{lang}/home/:section`. Each is a heading with the line widget in the section's mode or a block of
 * links into the section. Picks made in any section's line land in the shell's bet slip beside the page.
 */
import type { HomeSection, SiteConfig } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import type { ReactNode } from 'react';
import { GlobalEventBlock, hasGlobalEvent } from '../promotions/global-event';
import { homeSectionView } from '../routing/home-sections';
import type { SiteLanguage } from '../routing/normalize-path';
import { usePlayerOddsFormat } from '../session/odds-format';
import { Deferred } from '../shell/yield-to-main';
import { ServerContent } from '../ssr/ssr-view';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import { LazyPage, lazyPage, ShelvesLoading } from './lazy-pages';

// The banners' slider, top games, suggested express and personal games: a chunk of their own (./feed-shelves.tsx).
const FeedShelves = lazyPage(() => import('./feed-shelves').then((m) => m.FeedShelves));

export function HomePage(props: {
  lang: SiteLanguage;
  config: SiteConfig;
  api: BetframeApi;
  t: SiteT;
  /** One section alone (`/home/:section`); otherwise every configured one. */
  only?: HomeSection;
}) {
  const { lang, config, api, t } = props;
  const sections = props.only ? [props.only] : config.home.sections;
  const input = { lang, cyberSportIds: config.cyber.sportIds, topSports: config.home.topSports };
  const Heading = props.only ? 'h1' : 'h2';
  const format = usePlayerOddsFormat(config);
  const views = sections.map((section) => ({ section, view: homeSectionView(section, input) }));
  return (
    <section data-testid="home-page" data-section={props.only}>
      {!props.only && (
        <ServerContent>
          <div className="site-home-intro">
            <h1>{t('site_home_title')}</h1>
            <p>{t('site_home_text')}</p>
          </div>
        </ServerContent>
      )}
      {!props.only && hasGlobalEvent(config) && <GlobalEventBlock lang={lang} t={t} config={config} api={api} />}
      {!props.only && (
        <LazyPage t={t} fallback={<ShelvesLoading t={t} />}>
          <FeedShelves lang={lang} t={t} api={api} format={format} />
        </LazyPage>
      )}
      <Later when={!props.only}>
        {views.map(({ section, view }) => {
          const id = `home-${section}`;
          return (
            <section key={section} className="site-home-section" data-home-section={section} aria-labelledby={id}>
              <Heading id={id}>{t(view.title)}</Heading>
              {view.kind === 'line' ? (
                <>
                  <WidgetSlot
                    api={api}
                    name="line"
                    props={{ ...view.props, title: false }}
                    label={t(view.title)}
                    whenVisible
                  />
                  <a href={view.more.href}>{t(view.more.label)}</a>
                </>
              ) : (
                <>
                  <p>{t(view.text)}</p>
                  <ul className="site-links">
                    {view.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{t(link.label)}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          );
        })}
        {!props.only &&
          config.home.casinoSections.map((section) => {
            const id = `home-casino-${section}`;
            return (
              <section key={id} className="site-home-section" data-home-casino={section} aria-labelledby={id}>
                <Heading id={id}>{t(`casino_section_${section}`)}</Heading>
                <WidgetSlot
                  api={api}
                  name="casino"
                  props={{ view: 'section', section }}
                  label={t(`casino_section_${section}`)}
                  whenVisible
                />
              </section>
            );
          })}
      </Later>
    </section>
  );
}

/** On the whole home page the sections (below the intro, the global event and the shelves) render a task after the
 * page's first render, alone (docs/content-and-seo.md "Page speed"); a section shown alone is the page itself. */
function Later({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Deferred>{children}</Deferred> : children;
}
