/**
 * Mines (docs/casino.md): a 5 × 5 field with 1 … 24 mines. Start a round with a stake, open tiles one by one —
 * each safe tile raises the multiplier (the SDK's `minesMultiplier`) — and cash out whenever you like; a mine ends
 * the round and shows the field. Tiles are buttons: click, tap, or arrows and Enter.
 */
import { MINES_MAX, MINES_MIN, MINES_TILES, type MinesState, minesMultiplier } from '@betframe/sdk/casino';
import { useState } from 'react';
import { Button } from '../../../runtime/ui/button';
import { NumberField } from '../../../runtime/ui/field';
import { money, times, useGame } from '../game-context';
import { StakeField, useStake } from '../stake';
import { gridKeys } from './grid-keys';

interface Round {
  id: number;
  state: MinesState;
  multiplier: number;
  stake: number;
}

export default function Mines() {
  const { t, lang, currency, transport, settle, fail } = useGame();
  const [stake, setStake] = useStake();
  const [minesText, setMinesText] = useState('3');
  const [round, setRound] = useState<Round | null>(null);
  const [busy, setBusy] = useState(false);
  const mines = Number(minesText);
  const minesValid = Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
  const playing = round !== null && !round.state.finished;

  const take = (answer: { roundId: number; outcome: unknown; multiplier: number; stake: number }) =>
    setRound({
      id: answer.roundId,
      state: answer.outcome as MinesState,
      multiplier: answer.multiplier,
      stake: answer.stake,
    });

  const start = async () => {
    setBusy(true);
    const result = await transport.play('mines', stake, { mines });
    setBusy(false);
    if (!result.ok) return fail(result.code);
    take(result.data);
    settle(result.data);
  };
  const reveal = async (tile: number) => {
    if (!round || !playing || busy) return;
    setBusy(true);
    const result = await transport.minesReveal(round.id, tile);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    take(result.data);
    settle(result.data);
  };
  const cashOut = async () => {
    if (!round) return;
    setBusy(true);
    const result = await transport.minesCashOut(round.id);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    take(result.data);
    settle(result.data);
  };

  const state = round?.state;
  const revealed = state?.revealed.length ?? 0;
  const next = minesValid ? minesMultiplier(state?.mines ?? mines, revealed + 1) : 0;
  const cellState = (tile: number) => {
    if (!state) return undefined;
    if (state.hitMine === tile) return 'mine';
    if (state.revealed.includes(tile)) return 'gem';
    if (state.finished && state.minePositions?.includes(tile)) return 'hidden-mine';
    return undefined;
  };

  return (
    <section className="bf-game-board" aria-label={t('casino_game_mines')} data-testid="mines">
      {/* biome-ignore lint/a11y/useSemanticElements: a grid of toggles is a group; arrow keys move between them */}
      <div className="bf-game-grid" role="group" aria-label={t('casino_mines_field')} onKeyDown={gridKeys(5)}>
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const shown = cellState(tile);
          return (
            <button
              key={tile}
              type="button"
              className="bf-game-cell bf-ui-focus"
              data-state={shown}
              data-tile={tile}
              disabled={!playing || busy || shown !== undefined}
              aria-label={t(`casino_mines_tile${shown ? `_${shown.replace('hidden-', '')}` : ''}`, { n: tile + 1 })}
              onClick={() => void reveal(tile)}
            >
              {shown === 'gem' ? '◆' : shown === 'mine' || shown === 'hidden-mine' ? '✹' : ''}
            </button>
          );
        })}
      </div>
      <dl className="bf-game-facts">
        <div>
          <dt>{t('casino_multiplier')}</dt>
          <dd data-testid="mines-multiplier">{times(round?.multiplier ?? 1, lang)}</dd>
        </div>
        <div>
          <dt>{t('casino_mines_next')}</dt>
          <dd>{times(next, lang)}</dd>
        </div>
        {playing && round && (
          <div>
            <dt>{t('casino_possible_win')}</dt>
            <dd>{money(round.stake * round.multiplier, currency, lang)}</dd>
          </div>
        )}
      </dl>
      {playing ? (
        <Button
          variant="primary"
          block
          onClick={() => void cashOut()}
          busy={busy}
          disabled={revealed === 0}
          data-testid="mines-cashout"
        >
          {t('casino_cash_out')}
        </Button>
      ) : (
        <>
          <div className="bf-game-row">
            <NumberField
              label={t('casino_mines_count')}
              value={minesText}
              onValue={setMinesText}
              min={MINES_MIN}
              max={MINES_MAX}
              step={1}
              error={minesValid ? undefined : t('casino_mines_count_rule')}
              data-testid="mines-count"
            />
          </div>
          <StakeField value={stake} onValue={setStake} disabled={busy} />
          <Button
            variant="primary"
            block
            onClick={() => void start()}
            busy={busy}
            disabled={!minesValid}
            data-testid="mines-play"
          >
            {t('casino_mines_start')}
          </Button>
        </>
      )}
    </section>
  );
}
