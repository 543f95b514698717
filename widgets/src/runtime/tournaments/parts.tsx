/**
 * What the site's tournament pages and the office's "my tournaments" screen both show (docs/promotions.md
 * "Tournaments"): a tournament's facts (state, period, what counts, how it scores), its prize table and its
 * leaderboard with the player's own place. Built from the kit's tokens; logical properties, so right-to-left
 * follows; amounts and dates in the page's locale.
 */
import { CASINO_CATEGORIES, sportById } from '@betframe/sdk/dictionaries';
import { formatDate, formatMoney, formatNumber, formatOdds, type OddsFormat } from '@betframe/sdk/format';
import type { LeaderboardRow, TournamentDetail, TournamentPrize, TournamentWire } from '@betframe/sdk/tournaments';
import type { Translate } from '../use-texts';
import { tournamentStyle } from './styles';

type T = Translate;

/** Points as the scoring shows them: money (stake, winnings) or a multiplier. */
export function pointsText(t: TournamentWire, points: number, lang: string): string {
  return t.scoring === 'multiplier'
    ? `×${formatNumber(points, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : formatMoney(points, t.currencyIso, lang);
}

export function prizeText(
  t: T,
  tournament: TournamentWire,
  prize: Pick<TournamentPrize, 'kind' | 'amount'>,
  lang: string,
) {
  const amount = prize.amount === null ? '' : formatMoney(prize.amount, tournament.currencyIso, lang);
  if (prize.kind === 'money') return amount;
  return amount ? t('tournament_prize_bonus', { amount }) : t('tournament_prize_bonus_plain');
}

const date = (iso: string, lang: string) => formatDate(new Date(iso), { locale: lang }, 'dateTime');

/** "Ends …", "Starts …" or "Ended …". */
export function whenText(t: T, tournament: TournamentWire, lang: string): string {
  if (tournament.state === 'upcoming') return t('tournament_starts', { date: date(tournament.startsAt, lang) });
  if (tournament.state === 'running') return t('tournament_ends', { date: date(tournament.endsAt, lang) });
  return t('tournament_ended', { date: date(tournament.endsAt, lang) });
}

/** What counts and how it scores, one line each; a minimum price in the player's odds format. */
export function ruleLines(t: T, tournament: TournamentWire, format: OddsFormat): string[] {
  const lines: string[] = [];
  if (tournament.product === 'sport') {
    const sports = tournament.sportIds.map((id) => {
      const sport = sportById(id);
      return sport ? t(sport.key) : String(id);
    });
    lines.push(
      sports.length ? t('tournament_rule_sports', { list: sports.join(', ') }) : t('tournament_rule_any_sport'),
    );
    if (tournament.minOdds !== null)
      lines.push(t('tournament_rule_min_odds', { odds: formatOdds(tournament.minOdds, format) }));
  } else {
    const names = [
      ...tournament.gameNames,
      ...tournament.categoryIds.map((id) => {
        const category = CASINO_CATEGORIES.find((c) => c.id === id);
        return category ? t(category.key) : String(id);
      }),
    ];
    lines.push(names.length ? t('tournament_rule_games', { list: names.join(', ') }) : t('tournament_rule_any_game'));
  }
  lines.push(t(`tournament_scoring_${tournament.scoring}`));
  lines.push(t(tournament.product === 'sport' ? 'tournament_rule_optin_sport' : 'tournament_rule_optin_casino'));
  return lines;
}

export function TournamentFacts({
  t,
  tournament,
  lang,
  format,
}: {
  t: T;
  tournament: TournamentWire;
  lang: string;
  /** The player's odds format (the widgets' `useCoefficientView`, the site's `usePlayerOddsFormat`). */
  format: OddsFormat;
}) {
  return (
    <div ref={tournamentStyle} className="bf-tour-facts">
      <p className="bf-tour-meta">
        <span className="bf-tour-badge" data-state={tournament.state}>
          {t(`tournament_state_${tournament.state}`)}
        </span>{' '}
        {t(`tournament_product_${tournament.product}`)} · {whenText(t, tournament, lang)} ·{' '}
        {t('tournament_participants', { count: tournament.participants })}
      </p>
      <ul className="bf-tour-rules" data-testid="tournament-rules">
        {ruleLines(t, tournament, format).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export function PrizeTable({ t, tournament, lang }: { t: T; tournament: TournamentWire; lang: string }) {
  return (
    <section ref={tournamentStyle} className="bf-tour-block" aria-labelledby={`tour-prizes-${tournament.id}`}>
      <h2 id={`tour-prizes-${tournament.id}`} className="bf-tour-h">
        {t('tournament_prizes')}
      </h2>
      <ol className="bf-tour-prizes" data-testid="tournament-prizes">
        {tournament.prizes.map((p) => (
          <li key={p.place}>
            <span>{t('tournament_place', { place: p.place })}</span>
            <strong>{prizeText(t, tournament, p, lang)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The top of the leaderboard and, below it, the player's own place (announced politely when it moves). */
export function Leaderboard({ t, detail, lang }: { t: T; detail: TournamentDetail; lang: string }) {
  const { tournament, top, me } = detail;
  const row = (r: LeaderboardRow) => (
    <tr key={r.place} data-me={r.me ? 'true' : undefined} aria-current={r.me ? 'true' : undefined}>
      <td>{r.place}</td>
      <td>
        {r.player}
        {r.me && <span className="bf-tour-you"> ({t('tournament_you')})</span>}
      </td>
      <td>{pointsText(tournament, r.points, lang)}</td>
    </tr>
  );
  return (
    <section ref={tournamentStyle} className="bf-tour-block" aria-labelledby={`tour-board-${tournament.id}`}>
      <h2 id={`tour-board-${tournament.id}`} className="bf-tour-h">
        {t('tournament_leaderboard')}
      </h2>
      {top.length === 0 ? (
        <p className="bf-tour-muted">{t('tournament_board_empty')}</p>
      ) : (
        <table className="bf-tour-table" data-testid="tournament-leaderboard">
          <thead>
            <tr>
              <th scope="col">{t('tournament_col_place')}</th>
              <th scope="col">{t('tournament_col_player')}</th>
              <th scope="col">{t('tournament_col_points')}</th>
            </tr>
          </thead>
          <tbody>{top.map(row)}</tbody>
        </table>
      )}
      {me && (
        <p
          className="bf-tour-mine"
          role="status"
          aria-live="polite"
          data-testid="tournament-my-place"
          data-place={me.place ?? ''}
        >
          {me.place === null
            ? t('tournament_no_place')
            : t('tournament_my_place', { place: me.place, points: pointsText(tournament, me.points, lang) })}
        </p>
      )}
    </section>
  );
}

/** After the end: who won what; the player's own prize first in words. */
export function Results({ t, detail, lang }: { t: T; detail: TournamentDetail; lang: string }) {
  const { tournament, results } = detail;
  if (tournament.state !== 'finished' || results.length === 0) return null;
  const mine = results.find((r) => r.me);
  return (
    <section ref={tournamentStyle} className="bf-tour-block" aria-labelledby={`tour-results-${tournament.id}`}>
      <h2 id={`tour-results-${tournament.id}`} className="bf-tour-h">
        {t('tournament_results')}
      </h2>
      {mine && (
        <p className="bf-tour-won" data-testid="tournament-my-prize">
          {mine.status === 'paid'
            ? t('tournament_won', { place: mine.place, prize: prizeText(t, tournament, mine, lang) })
            : t('tournament_not_granted')}
        </p>
      )}
      <ol className="bf-tour-prizes" data-testid="tournament-results">
        {results.map((r) => (
          <li key={r.place}>
            <span>
              {t('tournament_place', { place: r.place })} · {r.player}
            </span>
            <strong>{r.status === 'paid' ? prizeText(t, tournament, r, lang) : t('tournament_not_granted')}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
