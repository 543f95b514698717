/**
 * Dice (docs/casino.md): pick a target 0.00 … 100.00 and a side; the roll is 0.00 … 100.00; "over" wins above the
 * target, "under" below it. The win chance, multiplier (1 % house edge) and possible payout follow the target as
 * it moves (the SDK's maths, the same the server pays by). Slider or number field, mouse, touch or keyboard.
 */
import { type DiceOutcome, diceMultiplier, diceParamsError, diceWinningRolls } from '@betframe/sdk/casino';
import { formatNumber } from '@betframe/sdk/format';
import { useState } from 'react';
import { Button } from '../../../runtime/ui/button';
import { NumberField } from '../../../runtime/ui/field';
import { SegmentedControl } from '../../../runtime/ui/segmented';
import { money, times, useGame } from '../game-context';
import { StakeField, useStake } from '../stake';

type Side = 'over' | 'under';

/** A roll or a chance as the player's language writes it: 49.50 in en, 49,50 in ru. */
const twoPlaces = (n: number, lang: string) =>
  formatNumber(n, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export default function Dice() {
  const { t, lang, currency, transport, settle, fail } = useGame();
  const [stake, setStake] = useStake();
  const [target, setTarget] = useState('50.50');
  const [side, setSide] = useState<Side>('over');
  const [last, setLast] = useState<DiceOutcome | null>(null);
  const [history, setHistory] = useState<DiceOutcome[]>([]);
  const [busy, setBusy] = useState(false);
  const value = Number(target.replace(',', '.'));
  const params = { target: Math.round(value * 100) / 100, over: side === 'over' };
  const invalid = !Number.isFinite(value) || diceParamsError(params) !== undefined;
  const chance = invalid ? 0 : (diceWinningRolls(params) ?? 0) / 100;
  const multiplier = invalid ? 0 : diceMultiplier(params);

  const roll = async () => {
    if (invalid || busy) return;
    setBusy(true);
    const result = await transport.play('dice', stake, params);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    const outcome = result.data.outcome as DiceOutcome;
    setLast(outcome);
    setHistory((h) => [outcome, ...h].slice(0, 12));
    settle(result.data);
  };

  return (
    <section className="bf-game-board" aria-label={t('casino_game_dice')} data-testid="dice">
      <p
        className="bf-game-big"
        data-tone={last ? (last.win ? 'win' : 'lose') : undefined}
        data-testid="dice-roll"
        aria-live="off"
      >
        {last ? twoPlaces(last.roll, lang) : '—'}
      </p>
      <input
        type="range"
        className="bf-game-range"
        min={1}
        max={99}
        step={0.01}
        value={Number.isFinite(value) ? value : 50}
        aria-label={t('casino_dice_target')}
        onInput={(e) => setTarget(Number((e.target as HTMLInputElement).value).toFixed(2))}
        data-testid="dice-slider"
      />
      <div className="bf-game-row">
        <NumberField
          label={t('casino_dice_target')}
          value={target}
          onValue={setTarget}
          step={0.01}
          min={0}
          max={100}
          error={invalid ? t('casino_dice_target_rule') : undefined}
          data-testid="dice-target"
        />
        <SegmentedControl<Side>
          label={t('casino_dice_side')}
          options={[
            { value: 'over', label: t('casino_dice_over') },
            { value: 'under', label: t('casino_dice_under') },
          ]}
          value={side}
          onChange={setSide}
        />
      </div>
      <dl className="bf-game-facts">
        <div>
          <dt>{t('casino_win_chance')}</dt>
          <dd data-testid="dice-chance">{twoPlaces(chance, lang)} %</dd>
        </div>
        <div>
          <dt>{t('casino_multiplier')}</dt>
          <dd data-testid="dice-multiplier">{times(multiplier, lang)}</dd>
        </div>
        <div>
          <dt>{t('casino_possible_win')}</dt>
          <dd>{money(Number(stake) * multiplier || 0, currency, lang)}</dd>
        </div>
      </dl>
      <StakeField value={stake} onValue={setStake} disabled={busy} />
      <Button
        variant="primary"
        block
        onClick={() => void roll()}
        busy={busy}
        disabled={invalid}
        data-testid="dice-play"
      >
        {t('casino_dice_roll')}
      </Button>
      {history.length > 0 && (
        <ul className="bf-game-history" aria-label={t('casino_last_results')}>
          {history.map((h, i) => (
            <li key={`${i}-${h.roll}`} data-win={h.win ? '' : undefined}>
              {twoPlaces(h.roll, lang)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
