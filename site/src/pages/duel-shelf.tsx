/**
 * The home page's duel builder (docs/feed-and-betting.md "Duels"), in the feed shelves' chunk: the player picks two
 * teams of different games of one sport and start slot (`GetAvailablePlayersForDuel`), sees the duel's three
 * prices (`BuildDuel`: team 1 scores more, as many, team 2 scores more) and adds one to the page's shared coupon;
 * the slip places it as an ordinary single on the duel's event id.
 */
import {
  buildDuelAnswerSchema,
  type Duel,
  type DuelPlayer,
  duelPaths,
  duelPlayersAnswerSchema,
} from '@betframe/sdk/feed';
import { formatDate, formatOdds, type OddsFormat } from '@betframe/sdk/format';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { useEffect, useState } from 'react';
import { OddsButton } from '../../../widgets/src/runtime/ui/odds-button';
import { Select } from '../../../widgets/src/runtime/ui/select';
import { siteHttp } from '../http/site-http';
import type { SiteLanguage } from '../routing/normalize-path';
import type { SiteT } from '../texts/site-texts';

const PLAYERS = 120;
const keyOf = (p: Pick<DuelPlayer, 'gameId' | 'side'>) => `${p.gameId}:${p.side}`;

type State<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

export function DuelShelf(props: {
  lang: SiteLanguage;
  t: SiteT;
  picked: ReadonlySet<string>;
  toggle: (outcome: CouponOutcome) => void;
  /** The player's odds format (session/odds-format.ts). */
  format: OddsFormat;
}) {
  const { lang, t, picked, toggle, format } = props;
  const [players, setPlayers] = useState<State<DuelPlayer[]>>({ state: 'loading' });
  const [first, setFirst] = useState<string | undefined>();
  const [second, setSecond] = useState<string | undefined>();
  const [duel, setDuel] = useState<State<Duel> | undefined>();

  useEffect(() => {
    let live = true;
    setPlayers({ state: 'loading' });
    void siteHttp
      .request({ path: duelPaths.players, query: { lng: lang, count: PLAYERS }, schema: duelPlayersAnswerSchema })
      .then((r) => {
        if (live) setPlayers(r.error ? { state: 'error' } : { state: 'ready', value: r.data.data.attributes.players });
      });
    return () => {
      live = false;
    };
  }, [lang]);

  const list = players.state === 'ready' ? players.value : [];
  const one = list.find((p) => keyOf(p) === first);
  const two = list.find((p) => keyOf(p) === second);

  useEffect(() => {
    if (!one || !two) {
      setDuel(undefined);
      return;
    }
    let live = true;
    setDuel({ state: 'loading' });
    void siteHttp
      .request({
        path: duelPaths.build,
        method: 'POST',
        params: {
          lng: lang,
          team1: { gameId: one.gameId, side: one.side },
          team2: { gameId: two.gameId, side: two.side },
        },
        schema: buildDuelAnswerSchema,
      })
      .then((r) => {
        if (live) setDuel(r.error ? { state: 'error' } : { state: 'ready', value: r.data.data.attributes });
      });
    return () => {
      live = false;
    };
  }, [lang, first, second, one !== undefined, two !== undefined]);

  const time = (s: number) => formatDate(new Date(s * 1000), { locale: lang }, 'dateTime');
  const optionOf = (p: DuelPlayer) => ({
    value: keyOf(p),
    label: `${p.name} (${t('duel_against')} ${p.opponent}) · ${time(p.start)}`,
  });
  // The second team: another game of the first one's sport and slot.
  const partners = one
    ? list.filter((p) => p.gameId !== one.gameId && p.slot === one.slot && p.sportId === one.sportId)
    : [];
  const names = { 1: 'duel_team1_more', 2: 'duel_equal', 3: 'duel_team2_more' } as const;

  return (
    <section className="site-home-section" aria-labelledby="shelf-duels" data-shelf="shelf-duels">
      <h2 id="shelf-duels">{t('duel_title')}</h2>
      {players.state === 'loading' ? (
        <p aria-busy="true">{t('site_info_loading')}</p>
      ) : players.state === 'error' ? (
        <p role="alert">{t('site_info_error')}</p>
      ) : list.length === 0 ? (
        <p role="status">{t('duel_none')}</p>
      ) : (
        <div className="site-card" data-testid="duel-builder">
          <p className="site-muted">{t('duel_explain')}</p>
          <Select
            id="duel-team1"
            label={t('duel_team1')}
            placeholder={t('duel_choose')}
            options={list.map(optionOf)}
            value={first}
            onChange={(v) => {
              setFirst(v);
              setSecond(undefined);
            }}
          />
          {one ? (
            <Select
              id="duel-team2"
              label={t('duel_team2')}
              placeholder={t('duel_choose')}
              options={partners.map(optionOf)}
              value={second}
              onChange={setSecond}
            />
          ) : null}
          {duel?.state === 'loading' ? <p aria-busy="true">{t('site_info_loading')}</p> : null}
          {duel?.state === 'error' ? <p role="alert">{t('duel_refused')}</p> : null}
          {duel?.state === 'ready' ? (
            <div className="site-shelf-prices" data-testid="duel-prices" data-duel-id={duel.value.id}>
              {duel.value.outcomes.map((o) => {
                const label = t(names[o.type]);
                const outcome: CouponOutcome = {
                  id: `${duel.value.id}:${o.type}:${o.param}`,
                  gameId: duel.value.id,
                  label: `${duel.value.team1.name} — ${duel.value.team2.name}: ${label}`,
                  market: t('duel_title'),
                  coefficient: o.coef,
                };
                return (
                  <OddsButton
                    key={outcome.id}
                    price={formatOdds(o.coef, format)}
                    label={label}
                    name={outcome.label}
                    selected={picked.has(outcome.id)}
                    onClick={() => toggle(outcome)}
                    data={{ 'data-outcome': outcome.id }}
                  />
                );
              })}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
