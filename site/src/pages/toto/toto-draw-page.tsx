/**
 * A toto draw (routes `toto/:drawId` and, for its results, `toto/rundown/:rundownNumber`): while it accepts coupons
 * the coupon builder — 1, X or 2 for each event (several picks per event play every combination), the lines and
 * the price as they change, and Pay; once played, each event's result and the prize tiers with what a winning
 * line was paid. docs/promotions.md "Toto".
 */
import { formatMoney, toIntlLocale } from '@betframe/sdk/format';
import { couponLines, type TotoDrawWire, totoOutcomes } from '@betframe/sdk/toto';
import { useEffect, useState } from 'react';
import { Button } from '../../../../widgets/src/runtime/ui/button';
import type { SiteLanguage } from '../../routing/normalize-path';
import { pathOf, RETURN_URL_KEY } from '../../routing/routes';
import { navigate } from '../../shell/navigation';
import type { SiteT } from '../../texts/site-texts';
import { totoCalls } from './toto-client';
import { totoStyle } from './toto-styles';

type State = { draw: TotoDrawWire } | 'loading' | 'missing' | 'error';

const newGuid = () => `toto-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function TotoDrawPage({ lang, t, drawId }: { lang: SiteLanguage; t: SiteT; drawId: number }) {
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void attempt;
    setState('loading');
    totoCalls.draw(drawId, lang).then((r) => {
      if (live) setState(r.ok ? { draw: r.data } : r.status === 404 ? 'missing' : 'error');
    });
    return () => {
      live = false;
    };
  }, [drawId, lang, attempt]);

  if (state === 'loading')
    return (
      <section ref={totoStyle} data-testid="toto-page" aria-busy="true">
        <p>{t('site_info_loading')}</p>
      </section>
    );
  if (state === 'missing' || state === 'error')
    return (
      <section ref={totoStyle} data-testid="toto-page" data-state={state}>
        <h1>{t('toto_title')}</h1>
        <p role="alert">{t(state === 'missing' ? 'toto_not_found' : 'site_info_error')}</p>
        {state === 'error' ? <Button onClick={() => setAttempt((n) => n + 1)}>{t('site_info_retry')}</Button> : null}
        <p>
          <a href={pathOf('totoDraws', lang, { drawStatus: 'active', page: 1 })}>{t('toto_archive')}</a>
        </p>
      </section>
    );
  const { draw } = state;
  const money = (v: number) => formatMoney(v, draw.currencyIso, lang);
  const time = new Intl.DateTimeFormat(toIntlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section ref={totoStyle} data-testid="toto-page" data-status={draw.status} className="site-information">
      <h1>{t('toto_draw_number', { id: draw.id })}</h1>
      <ul className="site-toto-facts">
        <li data-testid="toto-status">{t(`toto_status_${draw.status}`)}</li>
        {draw.status === 'active' ? <li>{t('toto_closes', { time: time.format(new Date(draw.closesAt)) })}</li> : null}
        <li>
          {t('toto_jackpot')}: <strong data-testid="toto-jackpot">{money(draw.jackpot)}</strong>
        </li>
        <li>
          {t('toto_pool')}: <strong>{money(draw.pool)}</strong>
        </li>
        <li>
          {t('toto_line_stake')}: <strong>{money(draw.lineStake)}</strong>
        </li>
      </ul>
      {draw.status === 'active' ? (
        <CouponBuilder draw={draw} lang={lang} t={t} money={money} time={time} />
      ) : (
        <Results draw={draw} t={t} money={money} time={time} />
      )}
      <p>
        <a href={pathOf('totoDraws', lang, { drawStatus: 'finished', page: 1 })}>{t('toto_archive')}</a>
      </p>
    </section>
  );
}

interface Parts {
  draw: TotoDrawWire;
  t: SiteT;
  money: (v: number) => string;
  time: Intl.DateTimeFormat;
}

function Match({ e, time }: { e: TotoDrawWire['events'][number]; time: Intl.DateTimeFormat }) {
  return (
    <div className="site-toto-match">
      {e.team1} — {e.team2}
      <span>
        {e.champName} · {time.format(new Date(e.start))}
      </span>
    </div>
  );
}

function CouponBuilder({ draw, lang, t, money, time }: Parts & { lang: SiteLanguage }) {
  const [choices, setChoices] = useState<string[]>(() => draw.events.map(() => ''));
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string; couponId?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [guid, setGuid] = useState(newGuid);
  const complete = choices.every((c) => c.length > 0);
  const lines = complete ? couponLines(choices) : 0;
  const tooMany = lines > draw.maxLines;
  const total = Math.round(lines * draw.lineStake * 100) / 100;
  const toggle = (i: number, outcome: string) => {
    setStatus(null);
    setChoices((all) =>
      all.map((c, j) =>
        j !== i ? c : totoOutcomes.filter((o) => (o === outcome ? !c.includes(o) : c.includes(o))).join(''),
      ),
    );
  };
  const pay = async () => {
    setBusy(true);
    const result = await totoCalls.buy(draw.id, choices, guid);
    setBusy(false);
    if (result.ok) {
      setGuid(newGuid());
      setChoices(draw.events.map(() => ''));
      return setStatus({
        tone: 'ok',
        text: t('toto_bought', { id: result.data.coupon.id }),
        couponId: result.data.coupon.id,
      });
    }
    if (result.status === 401) {
      const back = window.location.pathname;
      return navigate(`${pathOf('login', lang)}?${RETURN_URL_KEY}=${encodeURIComponent(back)}`);
    }
    const known = ['draw_closed', 'insufficient_funds', 'too_many_lines'];
    setStatus({
      tone: 'error',
      text: known.includes(result.code)
        ? t(`toto_error_${result.code}`, { max: draw.maxLines })
        : t('toto_error_failed'),
    });
  };
  return (
    <>
      <p>{t('toto_rules')}</p>
      <ol className="site-toto-events" data-testid="toto-events">
        {draw.events.map((e, i) => (
          <li key={e.gameId} className="site-toto-event" data-testid="toto-event">
            <span aria-hidden="true">{i + 1}</span>
            <Match e={e} time={time} />
            <fieldset className="site-toto-picks">
              <legend className="site-visually-hidden">{`${i + 1}. ${e.team1} — ${e.team2}`}</legend>
              {totoOutcomes.map((o) => (
                <button
                  key={o}
                  type="button"
                  aria-pressed={choices[i]?.includes(o) ?? false}
                  aria-label={t(`toto_outcome_${o === 'X' ? 'x' : o}`)}
                  data-outcome={o}
                  onClick={() => toggle(i, o)}
                >
                  {o}
                </button>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="site-toto-summary" data-testid="toto-summary">
        <span data-testid="toto-lines">
          {complete
            ? t('toto_summary', { lines, stake: money(draw.lineStake), total: money(total) })
            : t('toto_pick_every')}
        </span>
        {tooMany ? <span role="alert">{t('toto_error_too_many_lines', { max: draw.maxLines })}</span> : null}
        <Button variant="primary" disabled={!complete || tooMany} busy={busy} onClick={pay} data-testid="toto-pay">
          {t('toto_pay', { total: money(total) })}
        </Button>
        {status ? (
          <p
            role={status.tone === 'error' ? 'alert' : 'status'}
            data-testid="toto-status-message"
            data-tone={status.tone}
          >
            {status.text} {status.couponId ? <a href={pathOf('officeToto', lang)}>{t('toto_my_coupons')}</a> : null}
          </p>
        ) : null}
      </div>
    </>
  );
}

function Results({ draw, t, money, time }: Parts) {
  return (
    <>
      <h2>{t('toto_results')}</h2>
      <table className="site-toto-table" data-testid="toto-results">
        <tbody>
          {draw.events.map((e, i) => (
            <tr key={e.gameId}>
              <td>{i + 1}</td>
              <td>
                <Match e={e} time={time} />
              </td>
              <td data-testid="toto-result">{e.result ? t(`toto_result_${e.result.toLowerCase()}`) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('toto_tiers')}</h2>
      <table className="site-toto-table" data-testid="toto-tiers">
        <tbody>
          {draw.tiers.map((tier) => (
            <tr key={tier.hits}>
              <th scope="row">{t('toto_tier_hits', { hits: tier.hits })}</th>
              <td>{t('toto_tier_share', { share: tier.share })}</td>
              <td>
                {tier.lines === undefined
                  ? '—'
                  : tier.lines > 0
                    ? t('toto_tier_paid', { lines: tier.lines, prize: money(tier.perLine ?? 0) })
                    : t('toto_tier_none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
