/**
 * A championship's outrights (GlobalChamp, GetGlobalChampZip) above its games in the line: each outright's title
 * and its one market, the teams with their prices (the kit's OddsButton, in the shared coupon like any price).
 * Loaded lazily (the line widget's budget); renders nothing for a championship without outrights.
 */
import { type Game, outrightsPath, outrightsResponseSchema } from '@betframe/sdk/feed';
import { formatOdds, type OddsFormat } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import { useRuntime, useShared } from '../runtime';
import { toggleOutcome } from '../runtime/betting/outcomes';
import { httpFor } from '../runtime/http';
import { OddsButton } from '../runtime/ui/odds-button';
import type { Translate as BetT } from '../runtime/use-texts';

export default function ChampOutrights({ champ, format, t }: { champ: number; format: OddsFormat; t: BetT }) {
  const { origin, options, shared } = useRuntime();
  const picked = useShared((s) => s.couponOutcomes);
  const [outrights, setOutrights] = useState<Game[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    httpFor(origin)
      .request({
        path: outrightsPath,
        query: { lng: options.lang, champ },
        schema: outrightsResponseSchema,
        signal: controller.signal,
      })
      .then((r) => {
        if (!controller.signal.aborted) setOutrights(r.error ? [] : r.data.data.attributes.outrights);
      });
    return () => controller.abort();
  }, [origin, options.lang, champ]);
  if (outrights.length === 0) return null;
  return (
    <section className="bf-outrights" data-testid="outrights" aria-label={t('line_outrights_title')}>
      <h3>{t('line_outrights_title')}</h3>
      {outrights.map((o) => (
        <section key={o.id} className="bf-market" data-outright={o.id}>
          <h4>
            <bdi>{o.team1.name}</bdi>
          </h4>
          {o.markets.map((market) => (
            <div key={market.name} className="bf-market-prices">
              {market.outcomes.map((x) => {
                const id = `${o.id}:${x.type}:${x.param}`;
                return (
                  <OddsButton
                    key={id}
                    label={x.name}
                    name={`${market.name}: ${x.name}`}
                    price={formatOdds(x.coef, format)}
                    selected={picked.some((p) => p.id === id)}
                    suspended={x.blocked || market.suspended || o.suspended}
                    data={{ 'data-outcome-id': id }}
                    onClick={() =>
                      toggleOutcome(shared, {
                        id,
                        gameId: o.id,
                        label: `${o.team1.name}: ${x.name}`,
                        market: market.name,
                        coefficient: x.coef,
                      })
                    }
                  />
                );
              })}
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}
