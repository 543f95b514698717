/**
 * Express of the day (route `expressDay`, SPEC §7 `GetExpressDayZip`; docs/promotions.md "Express of the day"):
 * the day's expresses the feed picked, each leg with its match, pick and price, the total odds, the express boost
 * it qualifies for (`betting.expressBoost`), and one tap that puts the express into the bet slip (the shared
 * coupon of the page) and raises the slip.
 */

import { expressBoostPercent } from '@betframe/sdk/betting';
import type { SiteConfig } from '@betframe/sdk/config';
import { expressDayResponseSchema, feedPaths } from '@betframe/sdk/feed';
import { formatOdds, toIntlLocale } from '@betframe/sdk/format';
import type { BetframeApi } from '@betframe/sdk/loader';
import { useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { Button } from '../../../widgets/src/runtime/ui/button';
import { siteHttp } from '../http/site-http';
import type { SiteLanguage } from '../routing/normalize-path';
import { usePlayerOddsFormat } from '../session/odds-format';
import { openCoupon } from '../shell/quick-actions';
import type { SiteT } from '../texts/site-texts';

type Express = z.output<typeof expressDayResponseSchema>['data']['attributes']['expresses'][number];

export function ExpressDayList(props: { lang: SiteLanguage; t: SiteT; api: BetframeApi; config: SiteConfig }) {
  const { lang, t, api } = props;
  const [expresses, setExpresses] = useState<Express[] | 'loading' | 'error'>('loading');
  const format = usePlayerOddsFormat(props.config);
  useEffect(() => {
    let live = true;
    siteHttp
      .request({ path: feedPaths.expressDay('LineFeed'), query: { lng: lang }, schema: expressDayResponseSchema })
      .then((r) => live && setExpresses(r.error ? 'error' : r.data.data.attributes.expresses));
    return () => {
      live = false;
    };
  }, [lang]);
  if (expresses === 'loading') return <p aria-busy="true">{t('site_info_loading')}</p>;
  if (expresses === 'error') return <p role="alert">{t('site_info_error')}</p>;
  if (expresses.length === 0) return <p role="status">{t('express_day_none')}</p>;
  const rule = (props.config.betting as { expressBoost?: unknown }).expressBoost;
  const time = new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'short', timeStyle: 'short' });
  const toSlip = (express: Express) => {
    api.setState({
      couponOutcomes: express.events.map((e) => ({
        id: `${e.gameId}:${e.type}:${e.param}`,
        gameId: e.gameId,
        label: `${e.game.team1.name} — ${e.game.team2.name}: ${e.name}`,
        ...marketOf(e),
        coefficient: e.coef,
      })),
    });
    openCoupon(lang);
  };
  return (
    <div className="site-express-day" style={{ display: 'grid', gap: 16 }}>
      {expresses.map((express, i) => {
        const boost = expressBoostPercent(
          rule,
          express.events.map((e) => e.coef),
        );
        return (
          <article key={express.id} className="site-card" data-testid="express-day" data-express={express.id}>
            <h2>{t('express_day_number', { n: i + 1 })}</h2>
            <ol>
              {express.events.map((e) => (
                <li key={e.gameId} data-testid="express-day-leg">
                  {e.game.team1.name} — {e.game.team2.name}{' '}
                  <span className="site-muted">
                    {e.game.champName} · {time.format(new Date(e.game.start * 1000))}
                  </span>
                  <br />
                  {e.name} · <strong>{formatOdds(e.coef, format)}</strong>
                </li>
              ))}
            </ol>
            <p>
              {t('express_day_total')}:{' '}
              <strong data-testid="express-day-coef">{formatOdds(express.coef, format)}</strong>
              {boost > 0 ? (
                <>
                  {' '}
                  · <span data-testid="express-day-boost">{t('coupon_boost', { percent: boost })}</span>
                </>
              ) : null}
            </p>
            <Button variant="primary" onClick={() => toSlip(express)} data-testid="express-day-add">
              {t('express_day_add')}
            </Button>
          </article>
        );
      })}
    </div>
  );
}

/** The market group an express leg's outcome sits in (the slip names the market under the pick). */
function marketOf(e: Express['events'][number]): { market?: string } {
  const market = e.game.markets.find((m) => m.outcomes.some((o) => o.type === e.type && o.param === e.param));
  return market ? { market: market.name } : {};
}
