/**
 * The coupon widget: the shared coupon's outcomes (added from any widget of the page or by the host through
 * `handle.call('addOutcome', …)`), bet types single / express / system k of n / several singles, the stake with
 * the numeric formatter and quick stakes, limits from the server, potential win after betting taxes, the
 * bet-change setting (a server setting for players, policy.ts), odds kept current by the push stream
 * (live-odds.ts), changed odds (old → new) handled by that setting, unavailable outcomes marked and left out, the
 * advance when the stake exceeds the balance, placement with an idempotent betGuid, translated errors, the guest's
 * way to log in, and the receipt (`bet:placed` and `balance` to the host, which passes it on to other widgets).
 */
import type { AdvanceOffer, CouponEventState } from '@betframe/sdk/feed';
import { formatMoney, formatOdds, oddsFormatForView } from '@betframe/sdk/format';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { formatNumericInput } from '@betframe/sdk/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defineWidget, Shell, useBalanceNotice, useProps, useRuntime, useSession, useShared } from '../runtime';
import { type Translate as BetT, useTexts as useBettingT } from '../runtime/use-texts';
import {
  type CallResult,
  errorKey,
  getAdvance,
  loadCoupon,
  makeBet,
  makeBets,
  type Placed,
  saveCoupon,
  updateCoupon,
} from './bet-api';
import { liveTiming, useCouponPush, withGame } from './live-odds';
import { addOutcome, clearCoupon, removeOutcome, setCoefficients } from './outcomes';
import { readOneClick, readOutcomes, writeOneClick, writeOutcomes } from './persist';
import { useBetChangePolicy } from './policy';
import {
  effectiveKind,
  effectiveSystemSize,
  eventOf,
  kindsFor,
  oddsChanges,
  quickStakes,
  type SlipKind,
  stateKey,
  taxesOf,
  unavailableIds,
  winSummary,
} from './slip';
import { themeStyles, useCoefficientView, useTheme } from './theme';

type Phase =
  | { name: 'idle' }
  | { name: 'placing' }
  | { name: 'guest' }
  | { name: 'error'; key: string; detail: string }
  | { name: 'placed'; betIds: number[]; autoBetCf?: number };

const vidOf = (kind: SlipKind) => (kind === 'express' ? 1 : kind === 'system' ? 2 : 0);

function newGuid(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function useCouponPersistence(): void {
  const { shared } = useRuntime();
  const outcomes = useShared((s) => s.couponOutcomes);
  const restored = useRef(false);
  useEffect(() => {
    // A reload (or a guest's return from login) finds the coupon it left; the page's shared coupon wins if it has one.
    const saved = readOutcomes();
    if (shared.getState().couponOutcomes.length === 0 && saved.length > 0)
      shared.getState().patch({ couponOutcomes: saved });
    restored.current = true;
    // Other tabs of the same site write the same key: their coupon is ours too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'betframe:coupon') shared.getState().patch({ couponOutcomes: readOutcomes() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shared]);
  useEffect(() => {
    if (restored.current) writeOutcomes(outcomes);
  }, [outcomes]);
}

function Coupon() {
  const t = useBettingT();
  const theme = useTheme();
  useCouponPersistence();
  return (
    <div className="bf-themed" data-theme={theme}>
      <Shell title="coupon.title">{t ? <CouponBody t={t} /> : <p className="bf-muted">…</p>}</Shell>
    </div>
  );
}

function CouponBody({ t }: { t: BetT }) {
  const runtime = useRuntime();
  const { shared, origin, options, config } = runtime;
  const outcomes = useShared((s) => s.couponOutcomes);
  const token = useSession((s) => s.session?.token ?? null);
  const {
    policy,
    change: changePolicy,
    failed: policySaveFailed,
  } = useBetChangePolicy(origin, token, config.betting.betChangeConfirmation);
  const [chosen, setChosen] = useState<SlipKind>('express');
  const [chosenK, setChosenK] = useState(2);
  const [stakeText, setStakeText] = useState('');
  const [states, setStates] = useState<ReadonlyMap<string, CouponEventState>>(new Map());
  const [limits, setLimits] = useState<{ min: number; max: number } | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const lastGuid = useRef<{ key: string; guid: string } | null>(null);
  const [code, setCode] = useState('');
  const [savedCode, setSavedCode] = useState('');
  const [autobet, setAutobet] = useState(false);
  const [autoCfText, setAutoCfText] = useState('');
  const [separate, setSeparate] = useState(false);
  const [ownStakes, setOwnStakes] = useState<Record<string, string>>({});
  const [oneClick, setOneClickState] = useState(readOneClick);
  const setOneClick = (next: typeof oneClick) => {
    setOneClickState(next);
    writeOneClick(next);
  };
  const oneClickAllowed = config.coupon.oneClickBet;
  const seen = useRef<Set<string> | null>(null);
  const [offer, setOffer] = useState<AdvanceOffer>({ avance: 0 });
  const [useAdvance, setUseAdvance] = useState(false);

  const currency =
    config.currencies.find((c) => c.code === options.currency) ??
    config.currencies.find((c) => c.id === config.defaultCurrencyId);
  const money = (v: number) => formatMoney(v, currency?.code ?? 'RUB', options.lang);
  const [cfview] = useCoefficientView();
  const odds = (v: number) => formatOdds(v, oddsFormatForView(cfview));

  const unavailable = useMemo(() => unavailableIds(outcomes, states), [outcomes, states]);
  const playable = outcomes.filter((o) => !unavailable.has(o.id));
  const events = playable.flatMap((o) => eventOf(o) ?? []);
  const n = events.length;
  const kind = effectiveKind(chosen, n);
  const k = effectiveSystemSize(chosenK, n);
  const changes = oddsChanges(outcomes, states, policy);
  const mustConfirm = changes.some((c) => !c.accepted);
  const stake = formatNumericInput(stakeText, { unsigned: true, accuracy: 2, clamp: false }).value ?? 0;
  const min = limits?.min ?? currency?.minBet ?? 0;
  const max = limits?.max ?? Number.POSITIVE_INFINITY;
  // Several singles may carry a stake each.
  const separateStakes = kind === 'singles' && separate;
  const stakeOf = (outcomeId: string) =>
    separateStakes
      ? (formatNumericInput(ownStakes[outcomeId] ?? '', { unsigned: true, accuracy: 2, clamp: false }).value ?? 0)
      : stake;
  const stakes = events.map((e) => stakeOf(e.outcomeId));
  const lowest = stakes.length > 0 ? Math.min(...stakes) : 0;
  const highest = stakes.length > 0 ? Math.max(...stakes) : 0;
  const summary = winSummary(
    kind,
    k,
    events.map((e, i) => ({ gameId: e.gameId, coef: e.coef ?? 0, stake: stakes[i] ?? 0 })),
    stake,
    taxesOf(config.betting.taxes),
  );
  const stakeProblem =
    lowest <= 0
      ? ''
      : lowest < min
        ? t('coupon_stake_min', { amount: money(min) })
        : highest > max
          ? t('coupon_stake_max', { amount: money(max) })
          : '';

  // Odds, suspension and results of the coupon's games by push; UpdateCoupon (also the limits) whenever the coupon
  // changes (queryKey stands for outcomes, kind and k), and every liveTiming.fallbackRefreshMs only while the stream
  // is down.
  const outcomesRef = useRef(outcomes);
  outcomesRef.current = outcomes;
  const { up: streamUp, games: pushedGames } = useCouponPush(origin, options.lang, outcomes, (game) =>
    setStates((prev) => withGame(prev, game, outcomesRef.current)),
  );
  const refreshRef = useRef<() => Promise<void>>(async () => {});
  const queryKey = JSON.stringify([outcomes.map((o) => [o.id, o.coefficient]), kind, k]);
  useEffect(() => {
    const all = outcomes.flatMap((o) => eventOf(o) ?? []);
    if (all.length === 0) {
      setStates(new Map());
      return;
    }
    let live = true;
    const refresh = async () => {
      const result = await updateCoupon(origin, {
        events: all,
        vid: vidOf(kind),
        ...(kind === 'system' ? { expressNum: k } : {}),
        lang: options.lang,
      });
      if (!live || !result.ok) return;
      let fresh: ReadonlyMap<string, CouponEventState> = new Map(result.data.events.map((e) => [stateKey(e), e]));
      for (const game of pushedGames.current.values()) fresh = withGame(fresh, game, outcomesRef.current);
      setStates(fresh);
      setLimits(result.data.limits);
    };
    refreshRef.current = refresh;
    void refresh();
    return () => {
      live = false;
    };
  }, [queryKey, origin, options.lang]);
  const holdsOutcomes = outcomes.length > 0;
  useEffect(() => {
    if (streamUp || !holdsOutcomes) return;
    const timer = setInterval(() => void refreshRef.current(), liveTiming.fallbackRefreshMs);
    return () => clearInterval(timer);
  }, [streamUp, holdsOutcomes]);

  const autoBetCf = formatNumericInput(autoCfText, { unsigned: true, accuracy: 2, clamp: false }).value ?? 0;
  const autobetOn = autobet && kind === 'single';

  const save = async () => {
    const result = await saveCoupon(origin, {
      events,
      vid: vidOf(kind),
      ...(kind === 'system' ? { expressNum: k } : {}),
      ...(stake > 0 ? { summ: stake } : {}),
    });
    if (result.ok) setSavedCode(result.data);
    else setPhase({ name: 'error', key: errorKey(result.code), detail: result.message });
  };

  const load = async (value = code) => {
    const result = await loadCoupon(origin, value.trim(), options.lang);
    if (!result.ok) {
      setPhase({ name: 'error', key: errorKey(result.code), detail: result.message });
      return;
    }
    const loaded = result.data.events
      .filter((e) => e.coef > 1)
      .map((e) => ({
        id: stateKey(e),
        gameId: e.gameId,
        label: `${e.gameName}: ${e.name}`.slice(0, 200),
        coefficient: e.coef,
      }));
    shared.getState().patch({ couponOutcomes: loaded });
    setChosen(result.data.vid === 2 ? 'system' : result.data.vid === 1 ? 'express' : 'single');
    if (result.data.expressNum) setChosenK(result.data.expressNum);
    if (result.data.summ) setStakeText(String(result.data.summ));
    setPhase({ name: 'idle' });
  };

  // A coupon code in the props (the site's /{lang}/coupon/{code} link) is loaded once, as if typed and loaded.
  const propsCode = useProps().code;
  const loadedFromProps = useRef('');
  useEffect(() => {
    if (typeof propsCode !== 'string' || !propsCode.trim() || loadedFromProps.current === propsCode) return;
    loadedFromProps.current = propsCode;
    setCode(propsCode);
    void load(propsCode);
  });

  const loadForm = (
    <div className="bf-row">
      <input
        aria-label={t('coupon_code')}
        data-testid="coupon-code"
        value={code}
        maxLength={40}
        onInput={(e) => setCode(e.currentTarget.value)}
      />
      <button
        type="button"
        className="bf-button"
        data-testid="coupon-load"
        disabled={code.trim().length < 4}
        onClick={() => void load()}
      >
        {t('coupon_load')}
      </button>
    </div>
  );

  // The server may offer an advance for this coupon (SPEC §7 GetAvance): asked when the player, coupon or stake change.
  // A balance another widget reported (a deposit in the office) changes what the advance must cover: ask again.
  const [balanceSeq, setBalanceSeq] = useState(0);
  useBalanceNotice((notice) => setBalanceSeq(notice.seq));
  const advanceKey = JSON.stringify([token, events.map((e) => [e.gameId, e.type, e.param]), kind, stake, balanceSeq]);
  useEffect(() => {
    if (!token || events.length === 0) {
      setOffer({ avance: 0 });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void getAdvance(origin, token, { events, vid: vidOf(kind), ...(stake > 0 ? { summ: stake } : {}) }).then((a) => {
        if (live) setOffer(a);
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [advanceKey, origin]);

  // The advance is offered when the stake is more than the balance and the advance covers the difference (a server
  // that does not tell the balance: whenever it offers one).
  const shortfall = offer.balance === undefined ? 0 : Math.round((stake - offer.balance) * 100) / 100;
  const advanceOffered =
    kind !== 'singles' &&
    offer.avance > 0 &&
    (offer.balance === undefined || (shortfall > 0 && shortfall <= offer.avance + 1e-9));
  const advanceOn = advanceOffered && useAdvance;

  const acceptChanges = () => {
    setCoefficients(shared, new Map(changes.map((c) => [c.outcomeId, c.to])));
    setPhase({ name: 'idle' });
  };

  const place = async () => {
    if (!token) {
      setPhase({ name: 'guest' });
      return;
    }
    if (mustConfirm) return acceptChanges();
    const payload = { events, kind, k, stakes, policy };
    const key = JSON.stringify(payload);
    // A repeat of the same coupon (a retry after a lost answer) keeps its GUID, so the server places it once.
    if (lastGuid.current?.key !== key) lastGuid.current = { key, guid: newGuid() };
    const betGuid = lastGuid.current.guid;
    setPhase({ name: 'placing' });
    let result: CallResult<Placed>;
    if (kind === 'singles') {
      result = await makeBets(origin, token, options.lang, {
        events,
        stakes,
        betGuid,
        checkCf: policy,
      });
    } else {
      result = await makeBet(origin, token, options.lang, {
        events,
        vid: vidOf(kind),
        ...(kind === 'system' ? { expressNum: k } : {}),
        summ: stake,
        betGuid,
        checkCf: policy,
        ...(autobetOn && autoBetCf > 1 ? { autoBetCf } : {}),
        ...(advanceOn ? { avanceBet: true } : {}),
      });
    }
    if (!result.ok) {
      if (result.events) {
        const fresh = new Map(states);
        for (const e of result.events) fresh.set(stateKey(e), e);
        setStates(fresh);
      }
      if (result.code === 'unauthorized') runtime.session.logout();
      setPhase({ name: 'error', key: errorKey(result.code), detail: result.message });
      return;
    }
    lastGuid.current = null;
    const coupon = { vid: vidOf(kind), ...(kind === 'system' ? { expressNum: k } : {}), summ: stake, events };
    for (const betId of result.data.betIds) runtime.emit('bet:placed', { betId, coupon });
    runtime.emit('balance', { currency: result.data.currency, amount: result.data.balance });
    clearCoupon(shared);
    setStakeText('');
    setPhase({
      name: 'placed',
      betIds: result.data.betIds,
      ...(result.data.pending ? { autoBetCf } : {}),
    });
  };

  // One-click mode: a pick that arrives in the coupon is placed at once as a single with the one-click stake.
  const oneClickStake = formatNumericInput(oneClick.stake, { unsigned: true, accuracy: 2, clamp: false }).value ?? 0;
  useEffect(() => {
    const ids = new Set(outcomes.map((o) => o.id));
    const before = seen.current;
    seen.current = ids;
    if (!before || !oneClickAllowed || !oneClick.on || oneClickStake <= 0) return;
    const added = outcomes.filter((o) => !before.has(o.id));
    if (added.length === 0) return;
    if (!token) {
      setPhase({ name: 'guest' });
      return;
    }
    for (const o of added) {
      const event = eventOf(o);
      if (!event) continue;
      setPhase({ name: 'placing' });
      void makeBet(origin, token, options.lang, {
        events: [event],
        vid: 0,
        summ: oneClickStake,
        betGuid: newGuid(),
        checkCf: policy,
      }).then((result) => {
        if (!result.ok) {
          setPhase({ name: 'error', key: errorKey(result.code), detail: result.message });
          return;
        }
        removeOutcome(shared, o.id);
        runtime.emit('bet:placed', {
          betId: result.data.betIds[0] ?? 0,
          coupon: { vid: 0, summ: oneClickStake, events: [event] },
        });
        runtime.emit('balance', { currency: result.data.currency, amount: result.data.balance });
        setPhase({ name: 'placed', betIds: result.data.betIds });
      });
    }
  }, [outcomes]);

  const oneClickPanel = oneClickAllowed ? (
    <div className="bf-row" data-testid="coupon-one-click">
      <label className="bf-grow">
        <input
          type="checkbox"
          data-testid="coupon-one-click-on"
          checked={oneClick.on}
          onChange={(e) => setOneClick({ ...oneClick, on: e.currentTarget.checked })}
        />{' '}
        {t('coupon_one_click')}
      </label>
      <input
        inputMode="decimal"
        aria-label={t('coupon_one_click_hint')}
        title={t('coupon_one_click_hint')}
        data-testid="coupon-one-click-stake"
        value={oneClick.stake}
        onInput={(e) =>
          setOneClick({
            ...oneClick,
            stake: formatNumericInput(e.currentTarget.value, { unsigned: true, accuracy: 2, maxlength: 12 }).text,
          })
        }
      />
    </div>
  ) : null;

  if (phase.name === 'placed') {
    return (
      <div role="status" data-testid="coupon-receipt">
        <p className="bf-title">{t('coupon_placed')}</p>
        {phase.betIds.map((id) => (
          <p key={id} data-bet-id={id}>
            {t('coupon_bet_number', { id })}
          </p>
        ))}
        {phase.autoBetCf ? (
          <p data-testid="coupon-autobet-placed">{t('coupon_autobet_placed', { coef: odds(phase.autoBetCf) })}</p>
        ) : null}
        <button type="button" className="bf-button" onClick={() => setPhase({ name: 'idle' })}>
          {t('coupon_new_bet')}
        </button>
      </div>
    );
  }
  if (outcomes.length === 0) {
    return (
      <div>
        <p className="bf-muted" data-testid="coupon-empty">
          {t('coupon_empty')}
        </p>
        {oneClickPanel}
        {loadForm}
        {phase.name === 'error' ? (
          <p role="alert" data-testid="coupon-error">
            {t(phase.key)}
          </p>
        ) : null}
        {phase.name === 'guest' ? (
          <p role="alert" data-testid="coupon-guest">
            {t('coupon_login_required')}
          </p>
        ) : null}
      </div>
    );
  }
  const changeOf = new Map(changes.map((c) => [c.outcomeId, c]));
  const kindLabel = (x: SlipKind) => t(`coupon_${x}`);
  const canPlace =
    phase.name !== 'placing' &&
    n > 0 &&
    summary !== undefined &&
    lowest > 0 &&
    stakeProblem === '' &&
    (!autobetOn || autoBetCf > 1);
  return (
    <div data-testid="coupon">
      <ul className="bf-list" data-testid="coupon-outcomes">
        {outcomes.map((o: CouponOutcome) => {
          const change = changeOf.get(o.id);
          const off = unavailable.has(o.id);
          return (
            <li className="bf-row" key={o.id} data-outcome-id={o.id} data-unavailable={off ? '' : undefined}>
              <span className="bf-grow">
                {o.label}
                {o.market ? <span className="bf-muted"> · {o.market}</span> : null}
                {off ? <span className="bf-muted"> · {t('coupon_unavailable')}</span> : null}
              </span>
              {separateStakes && !off ? (
                <input
                  inputMode="decimal"
                  className="bf-own-stake"
                  aria-label={`${t('stake')} ${o.label}`}
                  data-testid="coupon-own-stake"
                  value={ownStakes[o.id] ?? ''}
                  onInput={(e) => {
                    const text = formatNumericInput(e.currentTarget.value, {
                      unsigned: true,
                      accuracy: 2,
                      maxlength: 12,
                    }).text;
                    setOwnStakes((all) => ({ ...all, [o.id]: text }));
                  }}
                />
              ) : null}
              {change ? (
                <span
                  className="bf-odds"
                  data-testid="odds-change"
                  data-direction={change.to > change.from ? 'up' : 'down'}
                >
                  <s>{odds(change.from)}</s> → {odds(change.to)}
                </span>
              ) : (
                <span className="bf-odds">{odds(o.coefficient)}</span>
              )}
              <button
                type="button"
                className="bf-button"
                aria-label={`${t('coupon_remove')} ${o.label}`}
                onClick={() => removeOutcome(shared, o.id)}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      {unavailable.size > 0 ? (
        <p className="bf-muted" data-testid="coupon-excluded">
          {t('coupon_excluded')}
        </p>
      ) : null}
      <fieldset className="bf-row" aria-label={t('coupon_bet_type')}>
        {kindsFor(n).map((x) => (
          <label key={x}>
            <input type="radio" name="bet-kind" value={x} checked={kind === x} onChange={() => setChosen(x)} />{' '}
            {kindLabel(x)}
          </label>
        ))}
        {kind === 'system' ? (
          <select aria-label={t('coupon_system')} value={k} onChange={(e) => setChosenK(Number(e.currentTarget.value))}>
            {Array.from({ length: n - 2 }, (_, i) => i + 2).map((size) => (
              <option key={size} value={size}>
                {t('coupon_system_size', { k: size, n })}
              </option>
            ))}
          </select>
        ) : null}
      </fieldset>
      <div className="bf-row">
        <label className="bf-grow">
          {t('stake')}{' '}
          <input
            inputMode="decimal"
            data-testid="coupon-stake"
            value={stakeText}
            onInput={(e) =>
              setStakeText(
                formatNumericInput(e.currentTarget.value, { unsigned: true, accuracy: 2, maxlength: 12 }).text,
              )
            }
          />
        </label>
        {quickStakes(min).map((q) => (
          <button type="button" className="bf-button" key={q} onClick={() => setStakeText(String(q))}>
            {money(q)}
          </button>
        ))}
      </div>
      {kind === 'singles' ? (
        <label className="bf-row">
          <input
            type="checkbox"
            data-testid="coupon-separate"
            checked={separate}
            onChange={(e) => setSeparate(e.currentTarget.checked)}
          />
          <span className="bf-grow">{t('coupon_separate_stakes')}</span>
        </label>
      ) : null}
      {kind === 'single' ? (
        <div className="bf-row">
          <label className="bf-grow">
            <input
              type="checkbox"
              data-testid="coupon-autobet"
              checked={autobet}
              onChange={(e) => setAutobet(e.currentTarget.checked)}
            />{' '}
            {t('coupon_autobet')}
          </label>
          {autobet ? (
            <input
              inputMode="decimal"
              aria-label={t('coupon_autobet')}
              data-testid="coupon-autobet-cf"
              value={autoCfText}
              onInput={(e) =>
                setAutoCfText(
                  formatNumericInput(e.currentTarget.value, { unsigned: true, accuracy: 2, maxlength: 7 }).text,
                )
              }
            />
          ) : null}
        </div>
      ) : null}
      {stakeProblem ? (
        <p role="alert" data-testid="coupon-stake-problem">
          {stakeProblem}
        </p>
      ) : null}
      {summary === undefined && n > 0 ? <p role="alert">{t('coupon_wrong_shape')}</p> : null}
      {summary && kind !== 'singles' ? (
        <div className="bf-row">
          <span className="bf-grow">{t('coupon_total_odds')}</span>
          <span className="bf-odds" data-testid="coupon-total">
            {odds(summary.coefficient)}
          </span>
        </div>
      ) : null}
      {summary && lowest > 0 ? (
        <dl data-testid="coupon-win">
          {summary.stakeTax > 0 ? (
            <>
              <dt>{t('coupon_stake_tax')}</dt>
              <dd>{money(summary.stakeTax)}</dd>
            </>
          ) : null}
          <dt>{t('possible_win')}</dt>
          <dd data-testid="coupon-potential-win">{money(summary.potentialWin)}</dd>
          {summary.payoutTax > 0 ? (
            <>
              <dt>{t('coupon_payout_tax')}</dt>
              <dd>{money(summary.payoutTax)}</dd>
              <dt>{t('coupon_win_after_tax')}</dt>
              <dd data-testid="coupon-net-win">{money(summary.net)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {advanceOffered ? (
        <div data-testid="coupon-advance-offer">
          {shortfall > 0 && offer.balance !== undefined ? (
            <p className="bf-muted" data-testid="coupon-advance-shortfall">
              {t('coupon_advance_shortfall', { balance: money(offer.balance), shortfall: money(shortfall) })}
            </p>
          ) : null}
          <label className="bf-row" data-testid="coupon-advance">
            <input type="checkbox" checked={useAdvance} onChange={(e) => setUseAdvance(e.currentTarget.checked)} />
            <span className="bf-grow">{t('coupon_advance', { amount: money(offer.avance) })}</span>
          </label>
        </div>
      ) : null}
      {offer.debt ? (
        <p className="bf-muted" data-testid="coupon-advance-debt">
          {t('coupon_advance_debt', { amount: money(offer.debt) })}
        </p>
      ) : null}
      <label className="bf-row">
        <span className="bf-grow">{t('coupon_policy')}</span>
        <select
          data-testid="coupon-policy"
          value={String(policy)}
          onChange={(e) => changePolicy(Number(e.currentTarget.value))}
        >
          {[0, 1, 2].map((p) => (
            <option key={p} value={String(p)}>
              {t(`coupon_policy_${p}`)}
            </option>
          ))}
        </select>
      </label>
      {policySaveFailed ? (
        <p role="alert" data-testid="coupon-policy-error">
          {t('coupon_policy_save_failed')}
        </p>
      ) : null}
      {mustConfirm ? (
        <p role="alert" data-testid="coupon-odds-changed">
          {t('coupon_odds_changed')}
        </p>
      ) : null}
      {phase.name === 'error' && !(mustConfirm && phase.key === 'coupon_error_odds_changed') ? (
        <p role="alert" data-testid="coupon-error">
          {t(phase.key)}
        </p>
      ) : null}
      {phase.name === 'guest' ? (
        <div role="alert" data-testid="coupon-guest">
          <p>{t('coupon_login_required')}</p>
          <button type="button" className="bf-button" onClick={() => runtime.emit('navigate', { path: '/login' })}>
            {t('log_in')}
          </button>
          <button
            type="button"
            className="bf-button"
            onClick={() => runtime.emit('navigate', { path: '/registration' })}
          >
            {t('register')}
          </button>
        </div>
      ) : null}
      <div className="bf-row">
        <button
          type="button"
          className="bf-button"
          data-testid="coupon-save"
          disabled={n === 0}
          onClick={() => void save()}
        >
          {t('coupon_save')}
        </button>
        {savedCode ? <span data-testid="coupon-saved-code">{t('coupon_saved_code', { code: savedCode })}</span> : null}
      </div>
      <div className="bf-row">
        <button type="button" className="bf-button" onClick={() => clearCoupon(shared)}>
          {t('coupon_clear')}
        </button>
        <button
          type="button"
          className="bf-button bf-grow"
          data-primary=""
          data-testid="coupon-place"
          disabled={!mustConfirm && !canPlace}
          onClick={() => void place()}
        >
          {phase.name === 'placing' ? t('coupon_placing') : mustConfirm ? t('coupon_accept_changes') : t('place_bet')}
        </button>
      </div>
    </div>
  );
}

export default defineWidget({
  name: 'coupon',
  Component: Coupon,
  styles: themeStyles,
  api: (runtime) => ({
    addOutcome: (outcome: unknown) => addOutcome(runtime.shared, outcome),
    removeOutcome: (id: unknown) => removeOutcome(runtime.shared, id),
    clear: () => clearCoupon(runtime.shared),
    getOutcomes: () => runtime.shared.getState().couponOutcomes,
  }),
});
