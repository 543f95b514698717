/**
 * The line widget shell: the line's games with their 1X2 prices; a price picked goes into the shared coupon (so
 * the coupon widget of the page shows it). Without a feed it says there are no games.
 */
import { useEffect, useState } from 'react';
import { addOutcome } from '../coupon/outcomes';
import { defineWidget, Shell, useRuntime, useShared, useT } from '../runtime';
import { fetchLineGames, type LineGame } from './games';

function Line() {
  const t = useT();
  const { origin, options, shared } = useRuntime();
  const picked = useShared((s) => s.couponOutcomes);
  const [games, setGames] = useState<LineGame[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchLineGames(origin, { lang: options.lang, partner: options.partner }).then((g) => {
      if (live) setGames(g);
    });
    return () => {
      live = false;
    };
  }, [origin, options.lang, options.partner]);

  if (games === null) {
    return (
      <Shell title="line.title">
        <p className="bf-muted">{t('line.loading')}</p>
      </Shell>
    );
  }
  return (
    <Shell title="line.title">
      {games.length === 0 ? (
        <p className="bf-muted" data-testid="line-empty">
          {t('line.empty')}
        </p>
      ) : (
        <ul className="bf-list" data-testid="line-games">
          {games.map((game) => (
            <li className="bf-row" key={game.id}>
              <span className="bf-grow">
                {game.title}
                {game.league ? <span className="bf-muted"> · {game.league}</span> : null}
              </span>
              {game.prices.map((price) => {
                const chosen = picked.some((o) => o.id === price.id);
                return (
                  <button
                    type="button"
                    key={price.id}
                    className="bf-button"
                    data-outcome-id={price.id}
                    data-primary={chosen ? '' : undefined}
                    aria-pressed={chosen}
                    disabled={price.blocked}
                    onClick={() =>
                      addOutcome(shared, {
                        id: price.id,
                        gameId: game.id,
                        label: `${game.title}: ${price.label}`,
                        market: game.market,
                        coefficient: price.coefficient,
                      })
                    }
                  >
                    {price.label} <span className="bf-odds">{price.coefficient.toFixed(2)}</span>
                  </button>
                );
              })}
            </li>
          ))}
        </ul>
      )}
    </Shell>
  );
}

export default defineWidget({ name: 'line', Component: Line });
