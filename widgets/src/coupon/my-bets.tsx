/**
 * "My bets" in the coupon: the player's bets of the last 7 days, kept live by the player's push stream (a
 * settlement, a sale or a new bet shows within a second, no reload), each with its type, legs, stake, odds and
 * status, the payout or what it can win (the remaining stake after a partial cash-out), and cash-out at the live
 * quote (refreshed every few seconds while a bet is open).
 */
import type { Bet } from '@betframe/sdk/feed';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { WidgetRuntime } from '../runtime';
import { CashOutControl } from '../runtime/betting/cash-out-control';
import { cashOutQuotes, recentBets } from '../runtime/betting/player-bets';
import type { SlipStore, slipActions } from './slip-store';
import type { Formatters } from './stake-panel';

/** How often the open bets' cash-out quotes are asked for again while "my bets" is on screen. */
export const quoteTiming = { refreshMs: 3000 };

function betType(bet: Bet, t: Formatters['t']): string {
  if (bet.vid === 2) return t('coupon_system_size', { k: bet.expressNum ?? 2, n: bet.selections.length });
  if (bet.vid === 3) return t('builder_tab');
  // vid 4/5: a named full cover.
  return t(bet.vid > 3 ? 'coupon_cover' : bet.vid === 1 ? 'coupon_express' : 'coupon_single');
}

export function MyBets({
  runtime,
  store,
  act,
  token,
  f,
}: {
  runtime: WidgetRuntime;
  store: SlipStore;
  /** The slip store's actions, handed in: this screen loads on demand and the store's code stays in the slip. */
  act: typeof slipActions;
  token: string;
  f: Formatters;
}) {
  const { t, odds } = f;
  const bets = useStore(store, (s) => s.myBets);
  const quotes = useStore(store, (s) => s.quotes);
  const { origin, options } = runtime;
  useEffect(() => {
    let live = true;
    void recentBets(origin, token, options.lang).then((result) => {
      if (live && result.ok) store.setState(act.betsLoaded(result.data));
    });
    return () => {
      live = false;
    };
  }, [origin, token, options.lang]);
  const openIds = (bets ?? [])
    .filter((b) => b.status === 'open')
    .map((b) => b.betId)
    .join(',');
  useEffect(() => {
    if (!openIds) return;
    let live = true;
    const refresh = () =>
      void cashOutQuotes(origin, token).then((result) => {
        if (live && result.ok) store.setState(act.quotesLoaded(result.data));
      });
    refresh();
    const timer = setInterval(refresh, quoteTiming.refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [openIds, origin, token]);

  if (!bets) return <p className="bf-muted">…</p>;
  if (bets.length === 0)
    return (
      <p className="bf-muted" data-testid="my-bets-empty">
        {t('coupon_my_bets_empty')}
      </p>
    );
  return (
    <ul className="bf-list" data-testid="my-bets">
      {bets.map((bet) => {
        const money = (v: number) => f.moneyIn(v, bet.currencyIso);
        return (
          <li key={bet.betId} data-bet-id={bet.betId} data-status={bet.status}>
            <div className="bf-row">
              <span className="bf-grow">
                {t('coupon_bet_number', { id: bet.betId })} · {betType(bet, t)}
              </span>
              <span data-testid="my-bet-status">{t(`office_bet_status_${bet.status}`)}</span>
            </div>
            <ul className="bf-list">
              {bet.selections.map((s) => (
                <li key={`${s.gameId}:${s.type}:${s.param}`} className="bf-row" data-result={s.result}>
                  <span className="bf-grow">
                    <bdi>{s.gameName}</bdi> — <bdi>{s.name}</bdi>
                  </span>
                  <span className="bf-odds">{odds(s.coef)}</span>
                </li>
              ))}
            </ul>
            <div className="bf-row">
              <span className="bf-grow">
                {money(bet.summ)} × {odds(bet.coef)}
              </span>
              <span data-testid="my-bet-amount">
                {bet.payout !== undefined ? t('coupon_payout', { amount: money(bet.payout) }) : money(bet.potentialWin)}
              </span>
            </div>
            {bet.status === 'open' && bet.sold ? (
              <p className="bf-muted" data-testid="my-bet-remaining">
                {t('coupon_remaining', { stake: money(bet.summ), win: money(bet.potentialWin) })}
              </p>
            ) : null}
            {bet.status === 'open' && quotes && !quotes.has(bet.betId) ? (
              <p className="bf-muted" data-testid="my-bet-no-cash-out">
                {t('coupon_cash_out_unavailable')}
              </p>
            ) : null}
            {bet.status === 'open' && quotes?.has(bet.betId) ? (
              <CashOutControl
                origin={origin}
                token={token}
                lang={options.lang}
                bet={bet}
                quote={quotes.get(bet.betId)}
                t={t}
                money={money}
                partAllowed={runtime.config.flags.is_available_part_sale !== false}
                onSold={(sold) => {
                  store.setState(act.betChanged(sold.bet));
                  store.setState(act.balanceIs(sold.balance));
                  runtime.emit('balance', { currency: bet.currencyIso, amount: sold.balance });
                }}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
