/**
 * The game page's frame: the game's name, the balance (real money or play money), sound (off until turned on), the
 * fairness panel, one live region that announces each result, and the game's own screen — each game its own chunk,
 * loaded when the page opens that game. After every round it tells the page that opened it the new balance
 * (`betframe:casino` `balance`, to that page's origin only), which keeps the site's header in step.
 */
import type { OriginalGame, RoundAnswer } from '@betframe/sdk/casino';
import { type ComponentType, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { IconButton } from '../../runtime/ui/button';
import { Switch } from '../../runtime/ui/choice';
import { SkeletonList } from '../../runtime/ui/states';
import type { Translate } from '../../runtime/use-texts';
import { frameMessage } from '../frame-messages';
import type { Play } from './boot';
import { FairnessPanel } from './fairness-panel';
import { GameContext, type GameContextValue, money, times } from './game-context';
import { play } from './sound';
import type { Transport } from './transport';

const screens: Record<OriginalGame, ComponentType> = {
  dice: lazy(() => import('./games/dice')),
  crash: lazy(() => import('./games/crash')),
  mines: lazy(() => import('./games/mines')),
  plinko: lazy(() => import('./games/plinko')),
  roulette: lazy(() => import('./games/roulette')),
  slot: lazy(() => import('./games/slot')),
  blackjack: lazy(() => import('./games/blackjack')),
};

/** A refused call in the game's words: its code's own text, else a general one. */
export function errorText(t: Translate, code: string): string {
  const key = `casino_error_${code}`;
  const text = t(key);
  return text === key ? t('casino_error_generic') : text;
}

export function GameFrame({
  play: boot,
  t,
  transport,
  tell,
}: {
  play: Play;
  t: Translate;
  transport: Transport;
  /** Posts to the opener (already bound to its origin); absent when the page runs on its own. */
  tell: ((message: ReturnType<typeof frameMessage>) => void) | null;
}) {
  const [balance, setBalance] = useState<number | null>(boot.balance ?? null);
  const [sound, setSound] = useState(false);
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const [rounds, setRounds] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const settle = useCallback(
    (round: RoundAnswer) => {
      setBalance(round.balance);
      tell?.(frameMessage({ type: 'balance', amount: round.balance, currency: round.currency, demo: round.demo }));
      if (!round.finished) return;
      setRounds((n) => n + 1);
      tell?.(frameMessage({ type: 'round', game: round.game, roundId: String(round.roundId), demo: round.demo }));
      const won = round.payout > 0;
      setAnnouncement(
        won
          ? t('casino_result_win', {
              amount: money(round.payout, round.currency, boot.lang),
              multiplier: times(round.multiplier, boot.lang),
            })
          : t('casino_result_lose'),
      );
      play(won ? 'win' : 'lose', sound);
    },
    [tell, t, boot.lang, sound],
  );
  const fail = useCallback((code: string) => setAnnouncement(errorText(t, code)), [t]);

  const value = useMemo<GameContextValue>(
    () => ({ t, lang: boot.lang, currency: boot.currency, demo: boot.demo, transport, balance, settle, fail, sound }),
    [t, boot, transport, balance, settle, fail, sound],
  );
  const Screen = screens[boot.game];

  return (
    <GameContext.Provider value={value}>
      <main className="bf-game" data-game={boot.game} data-demo={boot.demo ? '' : undefined}>
        <header className="bf-game-bar">
          <h1 className="bf-game-title">{t(`casino_game_${boot.game}`)}</h1>
          <span className="bf-game-balance" data-testid="game-balance">
            {boot.demo && <span className="bf-game-demo">{t('casino_mode_demo')}</span>}{' '}
            {balance === null ? '' : money(balance, boot.currency, boot.lang)}
          </span>
          <Switch label={t('casino_sound')} checked={sound} onChange={setSound} />
          <IconButton
            icon="info"
            label={t('casino_fairness')}
            onClick={() => setFairnessOpen(true)}
            data-testid="game-fairness-open"
          />
        </header>
        <p className="bf-game-announce" role="status" aria-live="polite" data-testid="game-announce">
          {announcement}
        </p>
        <Suspense fallback={<SkeletonList rows={4} />}>
          <Screen />
        </Suspense>
        <details className="bf-game-rules" data-testid="game-rules">
          <summary>{t('casino_rules')}</summary>
          <p>{t(`casino_rules_${boot.game}`)}</p>
        </details>
        <FairnessPanel open={fairnessOpen} onClose={() => setFairnessOpen(false)} version={rounds} />
      </main>
    </GameContext.Provider>
  );
}
