/**
 * The last winners (`GetLastWinners`): game, masked player, amount and time, newest first, refreshed every
 * half minute. A list that scrolls sideways by itself (the chip rail's way), not a moving marquee: nothing moves
 * on its own, and a screen reader reads it as a list.
 */
import { formatMoney } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import type { Translate } from '../runtime/use-texts';
import type { CasinoClient, LastWinner } from './casino-client';

export const WINNERS_REFRESH_MS = 30_000;

export function WinnersTicker({
  client,
  t,
  lang,
  currency,
}: {
  client: CasinoClient;
  t: Translate;
  lang: string;
  currency: string;
}) {
  const [winners, setWinners] = useState<LastWinner[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      client.winners(currency).then((result) => {
        if (live && result.ok) setWinners(result.data);
      });
    void load();
    const timer = setInterval(load, WINNERS_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, currency]);
  if (!winners || winners.length === 0) return null;
  return (
    <section className="bf-casino-winners" aria-label={t('casino_winners')} data-testid="casino-winners">
      <span className="bf-casino-winners-title">{t('casino_winners')}</span>
      <ul className="bf-casino-winners-list">
        {winners.map((w, i) => (
          <li key={`${w.time}-${i}`}>
            <bdi className="bf-casino-winner-name">{w.playerName}</bdi> <span className="bf-muted">{w.gameName}</span>{' '}
            <strong className="bf-odds">{formatMoney(w.amount, w.currency, lang)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
