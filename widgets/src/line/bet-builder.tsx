/**
 * The game page's "Bet builder" tab (loaded when the tab opens): the game's builder markets (the betbuilder events
 * call), the player's legs, their combined price from the server's model of the match (UpdateCouponBuilder, asked
 * again on every change) beside the product of their own prices, a refusal explained with its clashing legs
 * marked, and "Add to bet slip", which hands the selection to the slip through the shared state
 * (runtime/betting/builder-selection.ts; the coupon places it as one builder bet). docs/feed-and-betting.md "Bet builder".
 */
import type { BuilderCouponState, BuilderGame, Game } from '@betframe/sdk/feed';
import { formatOdds, type OddsFormat } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import { useRuntime } from '../runtime';
import { builderErrorKey, fetchBuilderGame, priceBuilder } from '../runtime/betting/builder-api';
import { useBuilderSelection, writeBuilderSelection } from '../runtime/betting/builder-selection';
import { Button, IconButton } from '../runtime/ui/button';
import { OddsButton } from '../runtime/ui/odds-button';
import { EmptyState, ErrorState, SkeletonList } from '../runtime/ui/states';
import type { Translate as BetT } from '../runtime/use-texts';

interface Leg {
  type: number;
  param: number;
  label: string;
  coefficient: number;
}

const MAX_LEGS = 6;
const same = (a: Pick<Leg, 'type' | 'param'>, b: Pick<Leg, 'type' | 'param'>) =>
  a.type === b.type && a.param === b.param;

export default function BetBuilder({ game, format, t }: { game: Game; format: OddsFormat; t: BetT }) {
  const { origin, options } = useRuntime();
  const inSlip = useBuilderSelection();
  const [data, setData] = useState<BuilderGame | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [legs, setLegs] = useState<Leg[]>([]);
  const [state, setState] = useState<BuilderCouponState | null>(null);
  const lang = options.lang;
  const live = game.kind === 1;

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    setData(undefined);
    void attempt;
    fetchBuilderGame(origin, { gameId: game.id, live, lang }, controller.signal).then((g) => {
      if (controller.signal.aborted) return;
      if (g === undefined) setFailed(true);
      else setData(g);
    });
    return () => controller.abort();
  }, [origin, game.id, live, lang, attempt]);

  useEffect(() => {
    if (legs.length < 2) {
      setState(null);
      return;
    }
    let stale = false;
    priceBuilder(origin, { gameId: game.id, legs, lang }).then((r) => {
      if (!stale) setState(r.ok ? r.data : null);
    });
    return () => {
      stale = true;
    };
  }, [origin, game.id, legs, lang]);

  if (failed) return <ErrorState title={t('builder_failed')} onRetry={() => setAttempt((n) => n + 1)} />;
  if (data === undefined) return <SkeletonList rows={4} height={44} />;
  if (data === null) return <EmptyState title={t('builder_none')} icon="info" />;

  const toggle = (leg: Leg) =>
    setLegs((now) =>
      now.some((l) => same(l, leg)) ? now.filter((l) => !same(l, leg)) : [...now, leg].slice(0, MAX_LEGS),
    );
  const refusal = state?.refusal;
  const clashing = new Set(refusal?.legs ?? []);
  const price = state && state.coef > 0 ? state.coef : null;
  const gameName = `${game.team1.name} — ${game.team2.name}`;
  const added =
    inSlip?.gameId === game.id &&
    inSlip.legs.length === legs.length &&
    legs.every((l) => inSlip.legs.some((x) => same(x, l)));
  const toSlip = () => {
    if (!price) return;
    writeBuilderSelection({ gameId: game.id, gameName, kind: game.kind, legs, coefficient: price });
  };

  return (
    <div className="bf-builder" data-testid="bet-builder">
      <p className="bf-muted">{t('builder_intro')}</p>
      {data.markets.map((market) => (
        <section key={`${market.group}:${market.period}:${market.name}`} className="bf-market">
          <h3 className="bf-section-title">
            <bdi>{market.name}</bdi>
          </h3>
          <div className="bf-market-prices">
            {market.outcomes.map((o) => {
              const leg = { type: o.type, param: o.param, label: `${market.name}: ${o.name}`, coefficient: o.coef };
              return (
                <OddsButton
                  key={`${o.type}:${o.param}`}
                  label={o.name}
                  name={leg.label}
                  price={formatOdds(o.coef, format)}
                  selected={legs.some((l) => same(l, leg))}
                  suspended={o.blocked}
                  data={{ 'data-builder-outcome': `${o.type}:${o.param}` }}
                  onClick={() => toggle(leg)}
                />
              );
            })}
          </div>
        </section>
      ))}
      <section className="bf-builder-summary" aria-labelledby="bf-builder-summary" data-testid="builder-summary">
        <h3 id="bf-builder-summary" className="bf-title">
          {t('builder_legs_count', { count: legs.length })}
        </h3>
        <ul className="bf-upcoming">
          {legs.map((l, i) => (
            <li key={`${l.type}:${l.param}`} className="bf-row" data-clashing={clashing.has(i) ? '' : undefined}>
              <bdi className="bf-grow">{l.label}</bdi>
              {clashing.has(i) ? <span className="bf-muted">{t('builder_clashing')}</span> : null}
              <IconButton icon="close" label={t('builder_remove', { name: l.label })} onClick={() => toggle(l)} />
            </li>
          ))}
        </ul>
        <div aria-live="polite">
          {legs.length < 2 ? <p className="bf-muted">{t('builder_pick_more')}</p> : null}
          {refusal ? (
            <p role="alert" data-testid="builder-refusal" data-code={refusal.code}>
              {t(builderErrorKey(refusal.code))}
            </p>
          ) : null}
          {price && state ? (
            <p data-testid="builder-price" data-coef={price}>
              {t('builder_price')}: <strong>{formatOdds(price, format)}</strong>{' '}
              <span className="bf-muted">{t('builder_product', { coef: formatOdds(state.productCoef, format) })}</span>
            </p>
          ) : null}
        </div>
        <div className="bf-row">
          <Button variant="ghost" disabled={legs.length === 0} onClick={() => setLegs([])}>
            {t('builder_clear')}
          </Button>
          <Button
            variant="primary"
            icon={added ? 'check' : 'slip'}
            disabled={!price || added}
            data-testid="builder-to-slip"
            onClick={toSlip}
          >
            {added ? t('builder_in_slip') : t('builder_to_slip')}
          </Button>
        </div>
      </section>
    </div>
  );
}
