/**
 * The global event (SPEC §2: id, name, champion id, first game start; config `globalEvent`, docs/promotions.md):
 * a promoted block with the event's name in the page's language and when its first game starts. On the home page
 * above the sections it links to its page; alone at `/{lang}/global-event` (the name as the page's heading) it adds
 * the championship's games from the feed (the line widget on that championship, picks going to the bet slip). Not
 * on the home page: a browser holds six connections to a host, and every line widget keeps a push stream open.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import { formatDate } from '@betframe/sdk/format';
import type { BetframeApi } from '@betframe/sdk/loader';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import { type GlobalEventConfig, globalEventOf } from './promotions-config';

const css = `.site-global-event { display: grid; gap: var(--bf-space-2); padding: var(--bf-space-3);
  border: 2px solid var(--bf-color-accent); border-radius: var(--bf-radius-lg); background: var(--bf-color-surface-raised);
  margin-block-end: var(--bf-space-4); min-inline-size: 0; }
.site-global-event-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--bf-space-2); }
.site-global-event-head > :first-child { margin: 0; flex: 1 1 12rem; overflow-wrap: anywhere; }
.site-global-event-when { margin: 0; color: var(--bf-color-muted); }`;

/** The event's name in a language: that language's, else English, else any. */
export function eventName(event: GlobalEventConfig, lang: string): string {
  return event.name[lang] ?? event.name.en ?? Object.values(event.name)[0] ?? '';
}

export function hasGlobalEvent(config: SiteConfig): boolean {
  return globalEventOf(config) !== null;
}

export function GlobalEventBlock({
  lang,
  t,
  config,
  api,
  alone = false,
}: {
  lang: SiteLanguage;
  t: SiteT;
  config: SiteConfig;
  api: BetframeApi;
  /** The block is the page (its own route): the name is the `<h1>`. */
  alone?: boolean;
}) {
  const event = globalEventOf(config);
  if (!event) return null;
  const name = eventName(event, lang) || t('global_event_title');
  const start = event.firstGameStart ? new Date(event.firstGameStart) : null;
  const Heading = alone ? 'h1' : 'h2';
  const id = `global-event-${event.id}`;
  return (
    <section
      className="site-global-event"
      data-testid="global-event"
      data-event-id={event.id}
      data-champ-id={event.champId}
      aria-labelledby={id}
    >
      <style>{css}</style>
      <div className="site-global-event-head">
        <Heading id={id}>{name}</Heading>
        {!alone && <a href={pathOf('globalEvent', lang)}>{t('global_event_open')}</a>}
      </div>
      {start && !Number.isNaN(start.getTime()) && (
        <p className="site-global-event-when" data-testid="global-event-start">
          {t('global_event_first_game', {
            date: formatDate(start, { locale: lang }, 'dateTime'),
          })}
        </p>
      )}
      {alone && (
        <WidgetSlot
          api={api}
          name="line"
          props={{ mode: 'line', sport: event.sportId, champ: event.champId, title: false }}
          label={name}
        />
      )}
    </section>
  );
}
