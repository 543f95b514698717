/**
 * The stake of a round: the kit's number field (−/+ by 0.1, a decimal comma accepted) with "½" and "×2"; the
 * amount goes to the server as the typed decimal text, which reads it with its money module.
 */
import { useState } from 'react';
import { Button } from '../../runtime/ui/button';
import { NumberField } from '../../runtime/ui/field';
import { useGame } from './game-context';

export const DEFAULT_STAKE = '1.00';

export function useStake(): [string, (value: string) => void] {
  return useState(DEFAULT_STAKE);
}

const twoDecimals = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

export function StakeField({
  value,
  onValue,
  disabled,
}: {
  value: string;
  onValue: (v: string) => void;
  disabled?: boolean;
}) {
  const { t, currency } = useGame();
  const n = Number(value.replace(',', '.'));
  const valid = Number.isFinite(n) && n > 0;
  return (
    <div className="bf-game-stake">
      <NumberField
        label={t('casino_stake', { currency })}
        value={value}
        onValue={onValue}
        step={0.1}
        min={0.01}
        name="stake"
        disabled={disabled}
        error={valid ? undefined : t('casino_stake_invalid')}
        data-testid="game-stake"
      />
      <Button size="sm" disabled={disabled || !valid} onClick={() => onValue(twoDecimals(Math.max(0.01, n / 2)))}>
        ½
      </Button>
      <Button size="sm" disabled={disabled || !valid} onClick={() => onValue(twoDecimals(n * 2))}>
        ×2
      </Button>
    </div>
  );
}
