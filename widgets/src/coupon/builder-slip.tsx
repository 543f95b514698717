/**
 * The slip's bet builder part (a chunk of its own, loaded after the slip's first paint; it shows nothing until a
 * game page's builder tab hands it a selection, runtime/betting/builder-selection.ts): the legs, the combined price kept current (UpdateCouponBuilder), the stake, and
 * one builder bet (MakeBetWebBuilder) under the player's bet-change setting — a moved price is shown and taken
 * only when the player accepts it. docs/feed-and-betting.md "Bet builder".
 */

import type { BuilderSelection } from '@betframe/sdk/feed';
import { formatMoney, formatOdds, oddsFormatForView } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import { useRuntime, useSession } from '../runtime';
import { useBetChangePolicy } from '../runtime/betting/bet-change-policy';
import { builderErrorKey, changedPriceOf, placeBuilder, priceBuilder } from '../runtime/betting/builder-api';
import { useBuilderSelection, writeBuilderSelection } from '../runtime/betting/builder-selection';
import { useCoefficientView } from '../runtime/betting/theme';
import { Button, IconButton } from '../runtime/ui/button';
import { TextField } from '../runtime/ui/field';
import type { Translate as BetT } from '../runtime/use-texts';

type Status =
  | { name: 'idle' }
  | { name: 'placing' }
  | { name: 'placed'; betId: number }
  | { name: 'error'; key: string }
  | { name: 'moved'; coef: number };

const newGuid = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export default function BuilderSlip({ t }: { t: BetT }) {
  const runtime = useRuntime();
  const { origin, options, config } = runtime;
  const token = useSession((s) => s.session?.token ?? null);
  const [cfview] = useCoefficientView();
  const currency =
    config.currencies.find((c) => c.code === options.currency) ??
    config.currencies.find((c) => c.id === config.defaultCurrencyId);
  const f = {
    money: (v: number) => formatMoney(v, currency?.code ?? 'RUB', options.lang),
    odds: (v: number) => formatOdds(v, oddsFormatForView(cfview)),
  };
  const selection = useBuilderSelection();
  const { policy } = useBetChangePolicy(origin, token, config.betting.betChangeConfirmation);
  const [stake, setStake] = useState('');
  const [status, setStatus] = useState<Status>({ name: 'idle' });
  const [guid, setGuid] = useState(newGuid);
  const summ = Number(stake.replace(',', '.'));
  const lang = options.lang;

  // The price now: a moved price waits for the player's yes.
  const legsKey = selection ? selection.legs.map((l) => `${l.type}:${l.param}`).join(',') : '';
  useEffect(() => {
    if (!selection) return;
    let stale = false;
    priceBuilder(origin, { gameId: selection.gameId, legs: selection.legs, lang }).then((r) => {
      if (stale || !r.ok) return;
      if (r.data.refusal) setStatus({ name: 'error', key: builderErrorKey(r.data.refusal.code) });
      else if (r.data.coef > 0 && Math.abs(r.data.coef - selection.coefficient) > 1e-9)
        setStatus({ name: 'moved', coef: r.data.coef });
    });
    return () => {
      stale = true;
    };
    // Asked again when the legs change, not when the accepted price does.
  }, [origin, lang, legsKey]);

  if (!selection) return null;
  const patch = (next: BuilderSelection | null) => writeBuilderSelection(next);
  const accept = (coef: number) => {
    patch({ ...selection, coefficient: coef });
    setStatus({ name: 'idle' });
  };
  const place = async () => {
    if (!token) {
      setStatus({ name: 'error', key: 'coupon_login_required' });
      return;
    }
    setStatus({ name: 'placing' });
    const r = await placeBuilder(origin, { token, lang, selection, summ, betGuid: guid, checkCf: policy });
    if (r.ok) {
      runtime.emit('bet:placed', {
        betId: r.data.betId,
        coupon: { vid: 3, summ, events: selection.legs.map((l) => ({ gameId: selection.gameId, ...l })) },
      });
      runtime.emit('balance', { currency: r.data.currency, amount: r.data.balance });
      setStatus({ name: 'placed', betId: r.data.betId });
      setGuid(newGuid());
      return;
    }
    const moved = r.code === 'odds_changed' ? changedPriceOf(r.body) : undefined;
    setStatus(moved ? { name: 'moved', coef: moved } : { name: 'error', key: builderErrorKey(r.code) });
  };

  const valid = Number.isFinite(summ) && summ > 0;
  return (
    <section className="bf-builder-slip" data-testid="builder-slip" aria-labelledby="bf-builder-slip-title">
      <div className="bf-row">
        <h3 id="bf-builder-slip-title" className="bf-title bf-grow">
          {t('builder_slip_title', { game: selection.gameName })}
        </h3>
        <IconButton icon="close" label={t('builder_clear')} onClick={() => patch(null)} />
      </div>
      <ul>
        {selection.legs.map((l) => (
          <li key={`${l.type}:${l.param}`}>
            <bdi>{l.label}</bdi>
          </li>
        ))}
      </ul>
      <p data-testid="builder-slip-price" data-coef={selection.coefficient}>
        {t('builder_price')}: <strong>{f.odds(selection.coefficient)}</strong>
      </p>
      {status.name === 'placed' ? (
        <p role="status" data-testid="builder-placed" data-bet-id={status.betId}>
          {t('builder_placed', { id: status.betId })}
        </p>
      ) : (
        <>
          <TextField
            label={t('stake')}
            inputMode="decimal"
            value={stake}
            onValue={setStake}
            data-testid="builder-stake"
          />
          {valid ? (
            <p className="bf-muted">
              {t('possible_win')}: {f.money(Math.floor(summ * selection.coefficient * 100) / 100)}
            </p>
          ) : null}
          {status.name === 'moved' ? (
            <div role="alert" data-testid="builder-moved">
              <p>
                {t('builder_price_changed')} {f.odds(selection.coefficient)} → <strong>{f.odds(status.coef)}</strong>
              </p>
              <Button onClick={() => accept(status.coef)}>{t('coupon_accept_changes')}</Button>
            </div>
          ) : null}
          {status.name === 'error' ? (
            <p role="alert" data-testid="builder-error">
              {t(status.key)}
            </p>
          ) : null}
          <Button
            variant="primary"
            block
            busy={status.name === 'placing'}
            disabled={!valid || status.name === 'moved'}
            data-testid="builder-place"
            onClick={() => void place()}
          >
            {t('place_bet')}
          </Button>
        </>
      )}
    </section>
  );
}
