/**
 * "My tournaments" (office): every tournament the player joined with its state and period, their place and points,
 * and after the end the prize they won (real money or a bonus) or that a bonus prize was not granted. It refreshes
 * when the push stream says a joined tournament's leaderboard moved. Each card opens the site's tournament page.
 */
import { type OddsFormat, oddsFormatForView } from '@betframe/sdk/format';
import type { MyTournaments } from '@betframe/sdk/tournaments';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { usePlayerBets } from '../../runtime/betting/bets-push';
import { useCoefficientView } from '../../runtime/betting/theme';
import { pointsText, prizeText, TournamentFacts } from '../../runtime/tournaments/parts';
import { tournamentStyle } from '../../runtime/tournaments/styles';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient } from '../office-client';
import { tournamentCalls } from './tournaments-client';

interface Props {
  client: OfficeClient;
  t: AppT;
  lang: string;
  origin: string;
  token: string | undefined;
  /** The player's odds format (a minimum price in the rules). */
  format: OddsFormat;
}

const ignore = () => undefined;

/** The screen in the office: in the player's odds format, as the betting widgets show prices. */
export function OfficeTournamentsScreen(props: Omit<Props, 'format'>) {
  return <MyTournamentsScreen {...props} format={oddsFormatForView(useCoefficientView()[0])} />;
}

export function MyTournamentsScreen({ client, t, lang, origin, token, format }: Props) {
  const calls = useMemo(() => tournamentCalls(client), [client]);
  const [items, setItems] = useState<MyTournaments['items'] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const result = await calls.mine();
    if (result.ok) {
      setFailed(false);
      setItems(result.data.items);
    } else setFailed(true);
  }, [calls]);
  useEffect(() => {
    void load();
  }, [load]);
  usePlayerBets(origin, lang, token, ignore, { onTournament: () => void load() });

  if (failed && !items) return <ErrorState text={t('tournament_load_failed')} onRetry={() => void load()} />;
  if (!items) return <SkeletonList rows={3} />;
  return (
    <section
      ref={tournamentStyle}
      className="bf-tour-block"
      aria-label={t('office_screen_tournaments')}
      data-testid="office-tournaments"
    >
      {items.length === 0 ? (
        <EmptyState
          title={t('tournament_mine_empty')}
          icon="info"
          action={
            <a className="bf-tour-link" href={`/${lang}/tournaments`}>
              {t('tournament_all')}
            </a>
          }
        />
      ) : (
        <ul className="bf-tour-prizes" data-testid="my-tournaments">
          {items.map(({ tournament, place, points, prize }) => (
            <li key={tournament.id} data-tournament={tournament.id} className="bf-tour-card">
              <h3 className="bf-tour-h">
                <a href={`/${lang}/tournaments/${tournament.id}`}>{tournament.name}</a>
              </h3>
              <TournamentFacts t={t} tournament={tournament} lang={lang} format={format} />
              <p className="bf-tour-mine" data-testid="my-tournament-place">
                {place === null
                  ? t('tournament_no_place')
                  : t('tournament_my_place', { place, points: pointsText(tournament, points, lang) })}
              </p>
              {prize && (
                <p className="bf-tour-won" data-testid="my-tournament-prize">
                  {prize.status === 'paid'
                    ? t('tournament_won', { place: place ?? '', prize: prizeText(t, tournament, prize, lang) })
                    : t('tournament_not_granted')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
