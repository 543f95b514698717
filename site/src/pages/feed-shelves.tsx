/**
 * The home page's feed shelves (docs/feed-and-betting.md "Previews, banners and shelves"), loaded as a chunk of
 * their own when the home page shows: the banners' slider (`getbanner`), the top games (`GetGamesPreviewLight`),
 * the suggested express (`ExpressHighlight`, whose legs join the slip in one tap) and, for a signed-in player, the
 * games of the teams, championships and sports they bet on (`GetPersonalGamesZip`; a guest's 401 hides the
 * shelf) and the duel builder (./duel-shelf.tsx). A price picked here goes into the page's shared coupon, the bet slip beside the page.
 */
import type { CouponEvent, Game, PreviewGame } from '@betframe/sdk/feed';
import {
  bannerResponseSchema,
  expressHighlightResponseSchema,
  personalResponseSchema,
  previewPaths,
  previewResponseSchema,
} from '@betframe/sdk/feed';
import { formatDate, formatOdds, type OddsFormat } from '@betframe/sdk/format';
import type { BetframeApi } from '@betframe/sdk/loader';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { Button } from '../../../widgets/src/runtime/ui/button';
import { OddsButton } from '../../../widgets/src/runtime/ui/odds-button';
import { KitTexts } from '../../../widgets/src/runtime/ui/texts';
import { siteHttp } from '../http/site-http';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import { openCoupon } from '../shell/quick-actions';
import type { SiteT } from '../texts/site-texts';
import { DuelShelf } from './duel-shelf';
import { ShelvesLoading } from './lazy-pages';

type Banner = z.output<typeof bannerResponseSchema>['data']['attributes']['banners'][number];
type Express = NonNullable<z.output<typeof expressHighlightResponseSchema>['data']['attributes']['express']>;
type Personal = z.output<typeof personalResponseSchema>['data']['attributes']['games'][number];
type SlipOutcome = CouponOutcome;

/** What a shelf shows: its answer, or that it is loading, failed, or (a guest's personal shelf) is not for them. */
type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'hidden' } | { state: 'ready'; value: T };

const TOP_COUNT = 8;
const PERSONAL_COUNT = 6;

function useLoad<T>(load: () => Promise<Load<T>>, deps: readonly unknown[]): Load<T> {
  const [value, setValue] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setValue({ state: 'loading' });
    void load().then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, deps);
  return value;
}

const couponIdOf = (e: Pick<CouponEvent, 'gameId' | 'type' | 'param'>) => `${e.gameId}:${e.type}:${e.param}`;

/** The shelves' own layout (logical properties: Arabic mirrors); in this chunk, not the shell's styles. */
const shelfCss = `
.site-shelf-slider { display: flex; gap: var(--bf-space-3); overflow-x: auto; list-style: none; padding: 0; margin: 0;
  scroll-snap-type: x mandatory; }
.site-shelf-slider > li { flex: 0 0 min(280px, 85%); scroll-snap-align: start; }
.site-shelf-slider h3 { margin-block: var(--bf-space-1); font-size: var(--bf-font-size-md); }
.site-shelf-list { list-style: none; padding: 0; margin: 0; display: grid; gap: var(--bf-space-2); }
.site-shelf-list > li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px var(--bf-space-2);
  padding-block: var(--bf-space-2); border-block-end: 1px solid var(--line); }
.site-shelf-prices { display: flex; flex-wrap: wrap; gap: var(--bf-space-1); }
.site-shelf-list .site-shelf-prices { margin-inline-start: auto; }
`;

export function FeedShelves(props: { lang: SiteLanguage; t: SiteT; api: BetframeApi; format: OddsFormat }) {
  const { lang, t, api, format } = props;
  /** The page's shared coupon now (kept by the coupon widget; the loader checked its shape). */
  const slip = (): CouponOutcome[] => {
    const outcomes = api.getState().couponOutcomes;
    return Array.isArray(outcomes) ? (outcomes as CouponOutcome[]) : [];
  };
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(slip().map((o) => o.id)));
  const write = (outcomes: SlipOutcome[]) => {
    api.setState({ couponOutcomes: outcomes.slice(0, 50) });
    setPicked(new Set(outcomes.map((o) => o.id)));
  };
  const outcomeOf = (
    g: Pick<PreviewGame, 'id' | 'team1' | 'team2'>,
    o: { type: number; param: number; name: string; coef: number },
    market?: string,
  ): SlipOutcome => ({
    id: couponIdOf({ gameId: g.id, ...o }),
    gameId: g.id,
    label: `${g.team1.name} — ${g.team2.name}: ${o.name}`,
    ...(market ? { market } : {}),
    coefficient: o.coef,
  });
  /** A price picked or unpicked: one outcome per game in the slip, as the line does. */
  const toggle = (outcome: SlipOutcome) => {
    const now = slip();
    write(
      now.some((o) => o.id === outcome.id)
        ? now.filter((o) => o.id !== outcome.id)
        : [...now.filter((o) => o.gameId !== outcome.gameId), outcome],
    );
  };

  const banners = useLoad<Banner[]>(async () => {
    const r = await siteHttp.request({ path: previewPaths.banner, query: { lng: lang }, schema: bannerResponseSchema });
    return r.error ? { state: 'error' } : { state: 'ready', value: r.data.data.attributes.banners };
  }, [lang]);
  const top = useLoad<PreviewGame[]>(async () => {
    const r = await siteHttp.request({
      path: previewPaths.light,
      query: { lng: lang, count: TOP_COUNT },
      schema: previewResponseSchema,
    });
    return r.error ? { state: 'error' } : { state: 'ready', value: r.data.data.attributes.games };
  }, [lang]);
  const express = useLoad<Express | null>(async () => {
    const events = slip()
      .filter((o) => o.gameId !== undefined)
      .map((o) => {
        const [, type, param] = o.id.split(':').map(Number);
        return { gameId: o.gameId as number, type: type ?? 0, param: param ?? 0, coef: o.coefficient };
      });
    const r = await siteHttp.request({
      path: previewPaths.expressHighlight,
      method: 'POST',
      params: { lng: lang, events },
      schema: expressHighlightResponseSchema,
    });
    return r.error ? { state: 'error' } : { state: 'ready', value: r.data.data.attributes.express };
  }, [lang]);
  const personal = useLoad<Personal[]>(async () => {
    const r = await siteHttp.request({
      path: previewPaths.personal('LineFeed'),
      query: { lng: lang, count: PERSONAL_COUNT },
      schema: personalResponseSchema,
    });
    if (r.error) return r.error.status === 401 ? { state: 'hidden' } : { state: 'error' };
    return r.data.data.attributes.games.length === 0
      ? { state: 'hidden' }
      : { state: 'ready', value: r.data.data.attributes.games };
  }, [lang]);

  const time = { format: (d: Date) => formatDate(d, { locale: lang }, 'dateTime') };
  const gameHref = (g: Pick<PreviewGame, 'sportId' | 'champId' | 'id'>) =>
    pathOf('bettingMainGame', lang, { sportId: g.sportId, champId: g.champId, gameId: g.id });
  const prices = (g: PreviewGame) => (
    <div className="site-shelf-prices">
      {g.outcomes.map((o) => {
        const outcome = outcomeOf(g, o);
        return (
          <OddsButton
            key={outcome.id}
            price={formatOdds(o.coef, format)}
            label={o.name}
            name={outcome.label}
            selected={picked.has(outcome.id)}
            onClick={() => toggle(outcome)}
            data={{ 'data-outcome': outcome.id }}
          />
        );
      })}
    </div>
  );
  const gameLine = (g: PreviewGame) => (
    <>
      <a href={gameHref(g)}>
        {g.team1.name} — {g.team2.name}
      </a>{' '}
      <span className="site-muted">
        {g.champName} ·{' '}
        {g.kind === 1 && g.score ? `${g.score[0]}:${g.score[1]}` : time.format(new Date(g.start * 1000))}
      </span>
    </>
  );
  const addExpress = (e: Express) => {
    const legs = e.events.map((x) => outcomeOf(x.game, { ...x, name: x.name }, marketOf(x.game, x)));
    const games = new Set(legs.map((l) => l.gameId));
    write([...slip().filter((o) => !games.has(o.gameId)), ...legs]);
    openCoupon(lang);
  };

  // Until every shelf's call has answered, one placeholder holds the screen below the page's heading (the shell's
  // `.site-shelves-loading`): the shelves then arrive at once, in their place, and push nothing the visitor sees
  // (a shelf growing from its loading line, or one hidden after it, would move everything under it).
  if ([banners, top, express, personal].some((l) => l.state === 'loading')) return <ShelvesLoading t={t} />;
  return (
    <KitTexts t={t}>
      <style>{shelfCss}</style>
      <Shelf id="shelf-banners" title={t('shelves_featured')} load={banners} t={t}>
        {(list) => (
          <ul className="site-shelf-slider" data-testid="shelf-slider">
            {list.map((b) => (
              <li key={b.id} className="site-card" data-testid="shelf-banner" data-game-id={b.gameId}>
                <p className="site-muted">
                  {b.game.sportName} · {b.title}
                </p>
                <h3>
                  <a href={gameHref(b.game)}>{b.subtitle}</a>
                </h3>
                <p>{time.format(new Date(b.game.start * 1000))}</p>
                {prices(b.game)}
              </li>
            ))}
          </ul>
        )}
      </Shelf>
      <Shelf id="shelf-top" title={t('shelves_top_games')} load={top} t={t}>
        {(list) => (
          <ul className="site-shelf-list" data-testid="shelf-top">
            {list.map((g) => (
              <li key={g.id} data-testid="shelf-top-game" data-game-id={g.id}>
                {gameLine(g)}
                {prices(g)}
              </li>
            ))}
          </ul>
        )}
      </Shelf>
      <Shelf id="shelf-express" title={t('shelves_express')} load={express} t={t}>
        {(e) =>
          e === null ? (
            <p role="status">{t('express_day_none')}</p>
          ) : (
            <div className="site-card" data-testid="shelf-express">
              <ol>
                {e.events.map((x) => (
                  <li key={x.gameId} data-testid="shelf-express-leg" data-game-id={x.gameId}>
                    {x.game.team1.name} — {x.game.team2.name}{' '}
                    <span className="site-muted">{time.format(new Date(x.game.start * 1000))}</span>
                    <br />
                    {x.name} · <strong>{formatOdds(x.coef, format)}</strong>
                  </li>
                ))}
              </ol>
              <p>
                {t('express_day_total')}: <strong data-testid="shelf-express-coef">{formatOdds(e.coef, format)}</strong>
              </p>
              <Button variant="primary" onClick={() => addExpress(e)} data-testid="shelf-express-add">
                {t('express_day_add')}
              </Button>
            </div>
          )
        }
      </Shelf>
      <DuelShelf lang={lang} t={t} picked={picked} toggle={toggle} format={format} />
      <Shelf id="shelf-personal" title={t('shelves_personal')} load={personal} t={t}>
        {(list) => (
          <ul className="site-shelf-list" data-testid="shelf-personal">
            {list.map((x) => (
              <li key={x.game.id} data-testid="shelf-personal-game" data-reason={x.reason}>
                {gameLine(light(x.game))} <span className="site-muted">{t(`shelves_reason_${x.reason}`)}</span>
                {prices(light(x.game))}
              </li>
            ))}
          </ul>
        )}
      </Shelf>
    </KitTexts>
  );
}

/** A shelf: its heading and content, a loading line, an error line; nothing at all when hidden. */
function Shelf<T>(props: { id: string; title: string; load: Load<T>; t: SiteT; children: (value: T) => ReactNode }) {
  const { id, title, load, t } = props;
  if (load.state === 'hidden') return null;
  return (
    <section className="site-home-section" aria-labelledby={id} data-shelf={id}>
      <h2 id={id}>{title}</h2>
      {load.state === 'loading' ? (
        <p aria-busy="true">{t('site_info_loading')}</p>
      ) : load.state === 'error' ? (
        <p role="alert">{t('site_info_error')}</p>
      ) : (
        props.children(load.value)
      )}
    </section>
  );
}

/** A feed game as a preview: its main winner market's prices. */
function light(g: Game): PreviewGame {
  const main =
    g.markets.find((m) => m.period === 0 && m.group === 1) ??
    g.markets.find((m) => m.period === 0 && m.outcomes.some((o) => o.type === 11 || o.type === 12));
  return {
    id: g.id,
    sportId: g.sportId,
    sportName: g.sportName,
    champId: g.champId,
    champName: g.champName,
    start: g.start,
    kind: g.kind,
    status: g.status,
    team1: g.team1,
    team2: g.team2,
    ...(g.score ? { score: g.score.total } : {}),
    outcomes: main && !main.suspended ? main.outcomes.filter((o) => !o.blocked) : [],
  };
}

/** The market an express leg's outcome sits in (the slip names the market under the pick). */
function marketOf(g: Game, e: Pick<CouponEvent, 'type' | 'param'>): string | undefined {
  return g.markets.find((m) => m.outcomes.some((o) => o.type === e.type && o.param === e.param))?.name;
}
