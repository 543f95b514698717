/**
 * Crash (docs/casino.md): one round shared by every player. While betting is open, place a stake (with an optional
 * automatic cash-out); once the round runs, the multiplier grows from ×1.00 — cash out at any moment before it
 * crashes. The round comes from the server's push stream (and the state call on opening); the live multiplier is
 * drawn from the server's launch time and clock, so every player sees the same number at the same moment.
 */
import { CRASH_MIN_TARGET, type CrashRound, crashMultiplierAt, crashTargetError } from '@betframe/sdk/casino';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../runtime/ui/button';
import { Switch } from '../../../runtime/ui/choice';
import { NumberField } from '../../../runtime/ui/field';
import { money, times, useGame } from '../game-context';
import { StakeField, useStake } from '../stake';

interface Bet {
  roundId: number;
  betRound: number;
  stake: number;
  /** The automatic cash-out target the bet was placed with. */
  auto: number | null;
  cashedOut: number | null;
  /** Its result is in: a manual cash-out, or the server's answer once the round crashed. */
  settled: boolean;
}

/** The crash round of the stream and the state call, with the offset of the server's clock from ours. */
function useCrashRound() {
  const { transport, fail } = useGame();
  const [round, setRound] = useState<CrashRound | null>(null);
  const offset = useRef(0);
  useEffect(() => {
    let live = true;
    const take = (next: CrashRound) => {
      if (!live) return;
      offset.current = Date.parse(next.now) - Date.now();
      setRound(next);
    };
    transport.crashState().then((result) => (result.ok ? take(result.data) : fail(result.code)));
    const stop = transport.crashStream(take);
    return () => {
      live = false;
      stop();
    };
  }, [transport, fail]);
  return { round, offset };
}

export default function Crash() {
  const { t, lang, currency, transport, settle, fail } = useGame();
  const { round, offset } = useCrashRound();
  const [stake, setStake] = useStake();
  const [auto, setAuto] = useState(false);
  const [autoTarget, setAutoTarget] = useState('2.00');
  const [bet, setBet] = useState<Bet | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(1);

  // The live multiplier, redrawn every frame while the round runs.
  useEffect(() => {
    if (round?.phase !== 'running') return;
    let frame = 0;
    const launch = Date.parse(round.launchAt);
    const tick = () => {
      setShown(crashMultiplierAt(Date.now() + offset.current - launch));
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [round?.phase, round?.launchAt, offset]);

  const target = Number(autoTarget.replace(',', '.'));
  const targetInvalid = auto && crashTargetError(target) !== undefined;
  const phase = round?.phase;
  const crashed = phase === 'crashed';
  const big = crashed ? (round?.crashPoint ?? shown) : phase === 'running' ? shown : 1;
  const myBet = bet && round && bet.betRound === round.roundId ? bet : null;
  // An automatic cash-out or a loss is decided by the server at the crash: ask for the result once the bet's round
  // has crashed (or a later round is already shown), so the balance and the result follow without a cash-out click.
  const due =
    bet !== null && !bet.settled && round !== null && (round.roundId > bet.betRound || round.phase === 'crashed');
  useEffect(() => {
    if (!due || !bet) return;
    let live = true;
    transport.crashResult(bet.roundId).then((result) => {
      if (!live || !result.ok) return;
      setBet({ ...bet, settled: true, cashedOut: result.data.multiplier > 0 ? result.data.multiplier : null });
      settle(result.data);
    });
    return () => {
      live = false;
    };
  }, [due, bet, transport, settle]);
  // The live multiplier has passed the bet's automatic cash-out: the server pays it at the crash.
  const autoReached = myBet?.auto != null && phase !== 'betting' && big >= myBet.auto;

  const place = async () => {
    if (!round || targetInvalid) return;
    setBusy(true);
    const result = await transport.play('crash', stake, auto ? { autoCashOut: target } : {});
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setBet({
      roundId: result.data.roundId,
      betRound: round.roundId,
      stake: result.data.stake,
      auto: auto ? target : null,
      cashedOut: null,
      settled: false,
    });
    settle(result.data);
  };
  const cashOut = async () => {
    if (!myBet) return;
    setBusy(true);
    const result = await transport.crashCashOut(myBet.roundId);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setBet({ ...myBet, cashedOut: result.data.multiplier, settled: true });
    settle(result.data);
  };

  return (
    <section
      className="bf-game-board"
      aria-label={t('casino_game_crash')}
      data-testid="crash"
      data-bet={bet ? (bet.settled ? 'settled' : 'open') : undefined}
    >
      <p
        className="bf-game-big"
        data-tone={crashed ? 'lose' : myBet?.cashedOut ? 'win' : undefined}
        data-testid={crashed ? 'crash-point' : 'crash-multiplier'}
        data-round={round?.roundId}
        aria-live="off"
      >
        {times(big, lang)}
      </p>
      <p className="bf-muted" role="status" data-testid="crash-phase">
        {phase ? t(`casino_crash_${phase}`) : t('casino_loading')}
      </p>
      {round && round.recent.length > 0 && (
        <ul className="bf-game-history" aria-label={t('casino_last_results')}>
          {round.recent.map((r) => (
            <li key={r.roundId}>{times(r.crashPoint, lang)}</li>
          ))}
        </ul>
      )}
      {myBet ? (
        <>
          <dl className="bf-game-facts">
            <div>
              <dt>{t('casino_history_stake')}</dt>
              <dd>{money(myBet.stake, currency, lang)}</dd>
            </div>
            <div>
              <dt>{t('casino_possible_win')}</dt>
              <dd>{money(myBet.stake * (myBet.cashedOut ?? big), currency, lang)}</dd>
            </div>
          </dl>
          <Button
            variant="primary"
            block
            onClick={() => void cashOut()}
            busy={busy}
            disabled={phase !== 'running' || myBet.cashedOut !== null || autoReached}
            data-testid="crash-cashout"
            data-cashed={myBet.cashedOut ?? undefined}
          >
            {myBet.cashedOut !== null
              ? t('casino_cashed_out', { multiplier: times(myBet.cashedOut, lang) })
              : autoReached && myBet.auto !== null
                ? t('casino_cashed_out', { multiplier: times(myBet.auto, lang) })
                : t('casino_cash_out')}
          </Button>
        </>
      ) : (
        <>
          <StakeField value={stake} onValue={setStake} disabled={busy} />
          <div className="bf-game-row">
            <Switch label={t('casino_crash_auto')} checked={auto} onChange={setAuto} />
            {auto && (
              <NumberField
                label={t('casino_crash_auto_at')}
                value={autoTarget}
                onValue={setAutoTarget}
                min={CRASH_MIN_TARGET}
                step={0.1}
                error={targetInvalid ? t('casino_crash_auto_rule') : undefined}
                data-testid="crash-auto"
              />
            )}
          </div>
          <Button
            variant="primary"
            block
            onClick={() => void place()}
            busy={busy}
            disabled={phase !== 'betting' || targetInvalid}
            data-testid="crash-play"
          >
            {phase === 'betting' ? t('casino_crash_bet') : t('casino_crash_wait')}
          </Button>
        </>
      )}
    </section>
  );
}
