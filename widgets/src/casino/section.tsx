/**
 * A casino section of a page (the site's home, SPEC "casino sections"): a short row of games — the most popular or
 * the newest — and a link to the whole lobby. Its heading is the page's (the site names the section).
 */
import { useEffect, useState } from 'react';
import { Button } from '../runtime/ui/button';
import { ErrorState } from '../runtime/ui/states';
import type { Translate } from '../runtime/use-texts';
import type { CasinoClient, LobbyAnswer, LobbyGame } from './casino-client';
import { GameTile, TileSkeletons } from './game-tile';
import { initialQuery, lobbyParams } from './lobby-query';

export function CasinoSection({
  client,
  t,
  kind,
  count,
  onOpen,
  onAll,
}: {
  client: CasinoClient;
  t: Translate;
  kind: 'popular' | 'new';
  count: number;
  onOpen: (game: LobbyGame) => void;
  onAll: () => void;
}) {
  const [answer, setAnswer] = useState<LobbyAnswer | null | 'error'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void attempt;
    const params = { ...lobbyParams({ ...initialQuery, sort: kind }, 1), count };
    client.lobby(params).then((result) => live && setAnswer(result.ok ? result.data : 'error'));
    return () => {
      live = false;
    };
  }, [client, kind, count, attempt]);
  if (answer === 'error') return <ErrorState title={t('casino_error')} onRetry={() => setAttempt((a) => a + 1)} />;
  return (
    <div className="bf-casino" data-testid="casino-section" data-section={kind}>
      {answer === null ? (
        <TileSkeletons count={4} label={t('casino_loading')} />
      ) : (
        <ul className="bf-casino-grid" aria-label={t(`casino_section_${kind}`)}>
          {answer.games.map((game) => (
            <GameTile
              key={game.id}
              game={game}
              provider={answer.providers.find((p) => p.id === game.providerId)?.name ?? ''}
              t={t}
              favourite={undefined}
              onFavourite={() => undefined}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
      <div className="bf-casino-more">
        <Button variant="ghost" onClick={onAll} data-testid="casino-all">
          {t('casino_all_games')}
        </Button>
      </div>
    </div>
  );
}
