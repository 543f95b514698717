/**
 * The site's tournaments (issue 21, docs/promotions.md "Tournaments"): the list (`/tournaments`: running first,
 * then announced, then finished) and one tournament (`/tournaments/:id`) with what counts, the prize table, the
 * live leaderboard and the player's own place, and "Take part". The leaderboard follows the player's push stream
 * (`tournament` events of `subscribeBets`) while they take part; after the end it shows who won what. Rendered in
 * the browser (no SSR); calls through the site's request-layer client.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import { subscribeBets } from '@betframe/sdk/feed';
import type { OddsFormat } from '@betframe/sdk/format';
import {
  type TournamentDetail,
  type TournamentWire,
  tournamentDetail,
  tournamentList,
  tournamentPaths,
} from '@betframe/sdk/tournaments';
import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import {
  Leaderboard,
  PrizeTable,
  prizeText,
  Results,
  TournamentFacts,
} from '../../../widgets/src/runtime/tournaments/parts';
import { Button } from '../../../widgets/src/runtime/ui/button';
import { EmptyState, ErrorState, SkeletonList } from '../../../widgets/src/runtime/ui/states';
import { siteHttp, streamToken } from '../http/site-http';
import type { SiteLanguage } from '../routing/normalize-path';
import { usePlayerOddsFormat } from '../session/odds-format';
import type { SiteT } from '../texts/site-texts';
import { NotFound } from './not-found';

const listBody = z.object({ data: tournamentList });
const detailBody = z.object({ data: tournamentDetail });

interface PageProps {
  lang: SiteLanguage;
  t: SiteT;
  /** The player's odds format (a minimum price in the rules). */
  format: OddsFormat;
}

function TournamentList({ lang, t, format }: PageProps) {
  const [items, setItems] = useState<TournamentWire[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    const result = await siteHttp.request({ path: tournamentPaths.list, schema: listBody });
    if (result.error) setFailed(true);
    else setItems(result.data.data.items);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section data-testid="tournaments-page" className="site-narrow">
      <h1>{t('tournament_title')}</h1>
      {failed ? (
        <ErrorState text={t('tournament_load_failed')} onRetry={() => void load()} />
      ) : !items ? (
        <SkeletonList rows={3} />
      ) : items.length === 0 ? (
        <EmptyState title={t('tournament_empty')} icon="info" />
      ) : (
        <ul className="bf-tour-prizes" data-testid="tournament-list">
          {items.map((item) => (
            <li key={item.id} className="bf-tour-card" data-tournament={item.id}>
              <h2 className="bf-tour-h">
                <a href={`/${lang}/tournaments/${item.id}`}>{item.name}</a>
              </h2>
              <TournamentFacts t={t} tournament={item} lang={lang} format={format} />
              {item.prizes[0] && (
                <p className="bf-tour-mine">
                  {t('tournament_first_prize', { prize: prizeText(t, item, item.prizes[0], lang) })}
                </p>
              )}
              {item.joined && <p className="bf-tour-muted">{t('tournament_joined')}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TournamentView({ lang, t, id, format }: PageProps & { id: number }) {
  const [detail, setDetail] = useState<TournamentDetail | null>(null);
  const [state, setState] = useState<'loading' | 'failed' | 'missing' | 'ready'>('loading');
  const [joining, setJoining] = useState(false);
  const [note, setNote] = useState<'sign_in' | 'failed' | null>(null);
  const load = useCallback(async () => {
    const result = await siteHttp.request({
      path: tournamentPaths.detail,
      schema: detailBody,
      params: { tournament_id: id },
    });
    if (result.error)
      return setState((now) => (now === 'ready' ? now : result.error.status === 404 ? 'missing' : 'failed'));
    setDetail(result.data.data);
    setState('ready');
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  const joined = detail?.tournament.joined ?? false;
  // While the player takes part their push stream says when this leaderboard moves.
  useEffect(() => {
    if (!joined) return;
    const token = streamToken();
    return subscribeBets({
      lng: lang,
      ...(token ? { token } : {}),
      onEvent: () => undefined,
      onTournament: (event) => {
        if (event.tournament === id) void load();
      },
    });
  }, [joined, lang, id, load]);
  useEffect(() => {
    if (detail) document.title = `${detail.tournament.name} — Betframe`;
  }, [detail]);

  const join = async () => {
    setJoining(true);
    setNote(null);
    const result = await siteHttp.request({
      path: tournamentPaths.join,
      method: 'POST',
      schema: detailBody,
      params: { tournament_id: id },
    });
    setJoining(false);
    if (result.error) return setNote(result.error.status === 401 ? 'sign_in' : 'failed');
    setDetail(result.data.data);
  };

  if (state === 'missing') return <NotFound lang={lang} t={t} />;
  if (state === 'failed') return <ErrorState text={t('tournament_load_failed')} onRetry={() => void load()} />;
  if (!detail) return <SkeletonList rows={4} />;
  const { tournament } = detail;
  return (
    <section data-testid="tournament-page" data-tournament={tournament.id} className="site-narrow bf-tour-block">
      <p>
        <a href={`/${lang}/tournaments`}>{t('tournament_all')}</a>
      </p>
      <h1>{tournament.name}</h1>
      <TournamentFacts t={t} tournament={tournament} lang={lang} format={format} />
      {tournament.state !== 'finished' &&
        (joined ? (
          <p className="bf-tour-mine" data-testid="tournament-joined">
            {t('tournament_joined')}
          </p>
        ) : (
          <div>
            <Button busy={joining} onClick={() => void join()} data-testid="tournament-join">
              {t('tournament_join')}
            </Button>
            {note && (
              <p role="alert" data-testid="tournament-join-note">
                {note === 'sign_in' ? (
                  <a href={`/${lang}/login`}>{t('tournament_join_sign_in')}</a>
                ) : (
                  t('tournament_join_failed')
                )}
              </p>
            )}
          </div>
        ))}
      <Results t={t} detail={detail} lang={lang} />
      <Leaderboard t={t} detail={detail} lang={lang} />
      <PrizeTable t={t} tournament={tournament} lang={lang} />
    </section>
  );
}

export function TournamentsPage(props: { lang: SiteLanguage; t: SiteT; id: number | null; config: SiteConfig }) {
  const { lang, t, id } = props;
  const format = usePlayerOddsFormat(props.config);
  return id === null ? (
    <TournamentList lang={lang} t={t} format={format} />
  ) : (
    <TournamentView key={id} lang={lang} t={t} id={id} format={format} />
  );
}
