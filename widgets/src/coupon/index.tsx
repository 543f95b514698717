/**
 * The coupon widget: the shared coupon's outcomes (added from any widget of the page or by the host through
 * `handle.call('addOutcome', …)`), bet types single / express / system k of n / several singles, the stake with
 * the numeric formatter and quick stakes, limits from the server, potential win after betting taxes, the
 * bet-change setting (a server setting for players, ../runtime/betting/bet-change-policy.ts), odds kept current by the push stream
 * (live-odds.ts), changed odds (old → new) handled by that setting, unavailable outcomes marked and blocking the bet, the
 * advance when the stake exceeds the balance, placement with an idempotent betGuid, translated errors, the guest's
 * way to log in, and the receipt (`bet:placed` and `balance` to the host, which passes it on to other widgets).
 *
 * The slip's state is a zustand vanilla store (slip-store.ts) with pure actions; what it shows is derived from it
 * (slip-view.ts); the calls are placement.ts and slip-sync.ts; the pieces are small components.
 */
import { formatMoney, formatOdds, oddsFormatForView } from '@betframe/sdk/format';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { defineWidget, Shell, useRuntime, useSession, useShared } from '../runtime';
import { useBetChangePolicy } from '../runtime/betting/bet-change-policy';
import { usePlayerBets } from '../runtime/betting/bets-push';
import { addOutcome, clearCoupon, removeOutcome } from '../runtime/betting/outcomes';
import { themeStyles, useCoefficientView, useTheme } from '../runtime/betting/theme';
import { TabPanel, Tabs } from '../runtime/ui/tabs';
import { type Translate as BetT, useTexts as useBettingT } from '../runtime/use-texts';
import { BetTypeChooser, BoostLine, DroppedNotice, Select, SharePanel } from './lazy-kit';
import { OutcomeList } from './outcome-list';
import { loadSlip, placeSlip, saveSlip, useOneClick } from './placement';
import { useSlipAdditions } from './slip-analytics';
import { slipActions as act, createSlipStore, type Phase, type SlipStore } from './slip-store';
import { useAdvanceOffer, useCouponPersistence, usePropsCode, useSlipRefresh } from './slip-sync';
import { slipView } from './slip-view';
import { type Formatters, figuresCss, StakePanel, WinPanel } from './stake-panel';

// The reality check (responsible gambling) arrives only for a signed-in player: guests never load it.
const RealityCheck = lazy(() => import('../runtime/limits/reality-check'));
// "My bets" (rows, cash-out) arrives when its tab opens; a limit refusal's text (with its date formatting) when
// a bet is refused by a limit.
// The receipt arrives with the first placed bet.
const Receipt = lazy(() => import('./receipt').then((m) => ({ default: m.Receipt })));
// The advance panel when an advance is on offer or owed; the freebet and promo code probe for a signed-in player.
const AdvancePanel = lazy(() => import('./advance-panel'));
const PromotionEntry = lazy(() => import('./promotion-entry'));
// The ways to log in, for a guest who tried to bet.
const GuestBox = lazy(() => import('./guest-box'));
// A bet builder selection from a game page (builder-slip.tsx; nothing shown until there is one).
const BuilderSlip = lazy(() => import('./builder-slip'));
// The coupon code forms (load one, save this one) right after the slip's first paint.
const codeForms = () => import('./code-form');
const LoadCodeForm = lazy(() => codeForms().then((m) => ({ default: m.LoadCodeForm })));
const SaveCode = lazy(() => codeForms().then((m) => ({ default: m.SaveCode })));
// One-click mode's panel only where the site offers one-click bets (room for the bid panel's import below).
const OneClickPanel = lazy(() => import('./one-click').then((m) => ({ default: m.OneClickPanel })));
// The bid (VIP) bet panel when a stake above the limit was refused, and while its request is shown.
const BidPanel = lazy(() => import('./bid-panel'));
const MyBets = lazy(() => import('./my-bets').then((m) => ({ default: m.MyBets })));
const LimitRefusalMessage = lazy(() =>
  import('../runtime/limits/refusal-message').then((m) => ({ default: m.LimitRefusalMessage })),
);

function Coupon() {
  const t = useBettingT();
  const theme = useTheme();
  const runtime = useRuntime();
  const token = useSession((s) => s.session?.token ?? null);
  useCouponPersistence();
  return (
    <div className="bf-themed" data-theme={theme}>
      <Shell title={t?.('coupon_title')}>
        {t ? (
          <Suspense fallback={null}>
            <BuilderSlip t={t} />
          </Suspense>
        ) : null}
        {t ? <CouponBody t={t} /> : <p className="bf-muted">…</p>}
      </Shell>
      {t && token ? (
        <Suspense fallback={null}>
          <RealityCheck
            origin={runtime.origin}
            token={token}
            lang={runtime.options.lang}
            t={t}
            onStop={() => runtime.session.logout()}
            onHistory={() => runtime.emit('navigate', { path: '/office/bets-history' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ErrorAlert({ phase, t, f }: { phase: Phase; t: BetT; f: Formatters }) {
  const { options } = useRuntime();
  if (phase.name !== 'error') return null;
  return (
    <p role="alert" data-testid="coupon-error" data-code={phase.refusal?.code}>
      {phase.refusal ? (
        <Suspense fallback={null}>
          <LimitRefusalMessage t={t} refusal={phase.refusal} money={f.money} lang={options.lang} />
        </Suspense>
      ) : (
        t(phase.key)
      )}
    </p>
  );
}

type Tab = 'slip' | 'bets';

/**
 * The slip, and for a signed-in player "my bets" beside it; the player's push stream keeps both current (the
 * balance for quick stakes and the advance, every changed bet for "my bets").
 */
function CouponBody({ t }: { t: BetT }) {
  const runtime = useRuntime();
  const [store] = useState(createSlipStore);
  const token = useSession((s) => s.session?.token ?? null);
  const [tab, setTab] = useState<Tab>('slip');
  usePlayerBets(runtime.origin, runtime.options.lang, token, (event) => {
    if (event.type === 'bet') store.setState(act.betChanged(event.bet));
    else store.setState(act.balanceIs(event.balance));
  });
  const f = useFormatters(t);
  if (!token) return <SlipPane t={t} store={store} token={token} f={f} />;
  return (
    <>
      <Tabs<Tab>
        label={t('coupon_tab_slip')}
        idBase="bf-coupon"
        items={[
          { id: 'slip', label: t('coupon_tab_slip') },
          { id: 'bets', label: t('coupon_tab_my_bets') },
        ]}
        selected={tab}
        onSelect={setTab}
        dataKey="coupon-tab"
      />
      <TabPanel idBase="bf-coupon" id={tab}>
        {tab === 'slip' ? (
          <SlipPane t={t} store={store} token={token} f={f} />
        ) : (
          <Suspense fallback={null}>
            <MyBets runtime={runtime} store={store} act={act} token={token} f={f} />
          </Suspense>
        )}
      </TabPanel>
    </>
  );
}

function useFormatters(t: BetT): Formatters {
  const { options, config } = useRuntime();
  const currency =
    config.currencies.find((c) => c.code === options.currency) ??
    config.currencies.find((c) => c.id === config.defaultCurrencyId);
  const [cfview] = useCoefficientView();
  return {
    t,
    money: (v) => formatMoney(v, currency?.code ?? 'RUB', options.lang),
    moneyIn: (v, code) => formatMoney(v, code, options.lang),
    odds: (v) => formatOdds(v, oddsFormatForView(cfview)),
  };
}

function SlipPane({ t, store, token, f }: { t: BetT; store: SlipStore; token: string | null; f: Formatters }) {
  const runtime = useRuntime();
  const { shared, origin, options, config } = runtime;
  const slip = useStore(store);
  const outcomes = useShared((s) => s.couponOutcomes);
  const [bidShown, showBid] = useState(false);
  const {
    policy,
    change: changePolicy,
    failed: policySaveFailed,
  } = useBetChangePolicy(origin, token, config.betting.betChangeConfirmation);

  const currency =
    config.currencies.find((c) => c.code === options.currency) ??
    config.currencies.find((c) => c.id === config.defaultCurrencyId);
  const view = slipView(slip, {
    outcomes,
    policy,
    minBet: currency?.minBet ?? 0,
    taxes: config.betting.taxes,
  });

  useSlipRefresh(runtime, store, outcomes, view);
  useAdvanceOffer(runtime, store, token, view, slip.balanceSeq);
  usePropsCode(runtime, store);
  useOneClick(runtime, store, token, policy, outcomes);
  useSlipAdditions(runtime.origin, outcomes);

  const { phase } = slip;
  const oneClickPanel = config.coupon.oneClickBet ? (
    <Suspense fallback={null}>
      <OneClickPanel store={store} t={t} />
    </Suspense>
  ) : null;
  const dropped =
    slip.dropped.length > 0 ? (
      <DroppedNotice dropped={slip.dropped} t={t} onDismiss={() => store.setState(act.dismissDropped())} />
    ) : null;
  const loadForm = (
    <Suspense fallback={null}>
      <LoadCodeForm store={store} t={t} onLoad={(code) => void loadSlip(runtime, store, code)} />
    </Suspense>
  );

  if (phase.name === 'placed') {
    return (
      <Suspense fallback={null}>
        <Receipt phase={phase} t={t} odds={f.odds} onNewBet={() => store.setState(act.setPhase({ name: 'idle' }))} />
      </Suspense>
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
        {dropped}
        <ErrorAlert phase={phase} t={t} f={f} />
        {phase.name === 'guest' ? (
          <p role="alert" data-testid="coupon-guest">
            {t('coupon_login_required')}
          </p>
        ) : null}
      </div>
    );
  }
  const { mustConfirm } = view;
  return (
    <div data-testid="coupon">
      {dropped}
      <OutcomeList runtime={runtime} store={store} outcomes={outcomes} view={view} f={f} />
      <BetTypeChooser store={store} t={t} kind={view.kind} k={view.k} n={view.n} />
      <StakePanel store={store} view={view} f={f} />
      <WinPanel view={view} f={f} />
      <BoostLine view={view} f={f} />
      <Suspense fallback={null}>
        {token ? <PromotionEntry origin={runtime.origin} token={token} store={store} view={view} f={f} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {view.advanceOffered || slip.offer.debt ? <AdvancePanel store={store} view={view} f={f} /> : null}
      </Suspense>
      <Select
        id="bf-coupon-policy"
        label={t('coupon_policy')}
        options={(['0', '1', '2'] as const).map((p) => ({ value: p, label: t(`coupon_policy_${p}`) }))}
        value={String(policy) as '0' | '1' | '2'}
        onChange={(p) => changePolicy(Number(p))}
      />
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
      {mustConfirm && phase.name === 'error' && phase.key === 'coupon_error_odds_changed' ? null : (
        <ErrorAlert phase={phase} t={t} f={f} />
      )}
      {token &&
      (bidShown ||
        view.stakeProblem?.key === 'coupon_stake_max' ||
        (phase.name === 'error' && phase.key === 'coupon_error_stake_above_limit')) ? (
        <Suspense fallback={null}>
          <BidPanel runtime={runtime} token={token} view={view} t={t} onShown={showBid} />
        </Suspense>
      ) : null}
      {phase.name === 'guest' ? (
        <Suspense fallback={null}>
          <GuestBox t={t} emit={runtime.emit} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <SaveCode store={store} t={t} disabled={view.n === 0} onSave={() => void saveSlip(runtime, store, view)} />
      </Suspense>
      <SharePanel runtime={runtime} t={t} view={view} />
      <div className="bf-row">
        <button type="button" className="bf-button" onClick={() => clearCoupon(shared)}>
          {t('coupon_clear')}
        </button>
        <button
          type="button"
          className="bf-button bf-grow"
          data-primary=""
          data-testid="coupon-place"
          disabled={!mustConfirm && !view.canPlace}
          onClick={() => void placeSlip(runtime, store, view, token, policy)}
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
  styles: `${themeStyles}${figuresCss}`,
  api: (runtime) => ({
    addOutcome: (outcome: unknown) => addOutcome(runtime.shared, outcome),
    removeOutcome: (id: unknown) => removeOutcome(runtime.shared, id),
    clear: () => clearCoupon(runtime.shared),
    getOutcomes: () => runtime.shared.getState().couponOutcomes,
  }),
});
