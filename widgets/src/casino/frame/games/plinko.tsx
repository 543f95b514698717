/**
 * Plinko (docs/casino.md): 8 … 16 rows of pegs and three risk levels; the ball goes left or right at each row and
 * lands in a bucket whose multiplier the paytable shows under the board (the SDK's `plinkoPaytable`). The ball's
 * path is drawn after each drop; with reduced motion it appears at once.
 */
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoOutcome,
  type PlinkoRisk,
  plinkoPaytable,
} from '@betframe/sdk/casino';
import { useState } from 'react';
import { Button } from '../../../runtime/ui/button';
import { SegmentedControl } from '../../../runtime/ui/segmented';
import { Select } from '../../../runtime/ui/select';
import { times, useGame } from '../game-context';
import { StakeField, useStake } from '../stake';

const W = 320;
const rowsList = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => String(PLINKO_MIN_ROWS + i));

export default function Plinko() {
  const { t, lang, transport, settle, fail } = useGame();
  const [stake, setStake] = useStake();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [last, setLast] = useState<PlinkoOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const table = plinkoPaytable(rows, risk);
  const gap = W / (rows + 2);
  const pegY = (row: number) => 16 + row * gap * 0.8;
  const H = pegY(rows) + 8;

  const drop = async () => {
    setBusy(true);
    const result = await transport.play('plinko', stake, { rows, risk });
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setLast(result.data.outcome as PlinkoOutcome);
    settle(result.data);
  };

  // The ball's path: start above the top, move half a gap right or left at each row.
  const points: string[] = [];
  if (last && last.path.length === rows) {
    let x = W / 2;
    points.push(`${x},4`);
    last.path.forEach((step, row) => {
      x += (step ? 0.5 : -0.5) * gap;
      points.push(`${x},${pegY(row) + gap * 0.4}`);
    });
  }
  return (
    <section className="bf-game-board" aria-label={t('casino_game_plinko')} data-testid="plinko">
      <svg className="bf-game-peg-board" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('casino_plinko_board')}>
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, i) => (
            <circle
              key={`${row}-${i}`}
              cx={W / 2 + (i - (row + 2) / 2) * gap}
              cy={pegY(row)}
              r="2.5"
              fill="currentColor"
              opacity=".6"
            />
          )),
        )}
        {points.length > 0 && (
          <>
            <polyline points={points.join(' ')} fill="none" stroke="var(--bf-color-accent)" stroke-width="2" />
            <circle
              cx={points[points.length - 1]?.split(',')[0]}
              cy={points[points.length - 1]?.split(',')[1]}
              r="6"
              fill="var(--bf-color-accent)"
            />
          </>
        )}
      </svg>
      <div className="bf-game-buckets" data-testid="plinko-buckets">
        {table.map((m, i) => (
          <span key={i} data-hit={last?.bucket === i && last.path.length === rows ? '' : undefined}>
            {times(m, lang)}
          </span>
        ))}
      </div>
      <div className="bf-game-row">
        <Select<string>
          label={t('casino_plinko_rows')}
          value={String(rows)}
          options={rowsList.map((r) => ({ value: r, label: r }))}
          onChange={(r) => setRows(Number(r))}
          name="rows"
        />
        <SegmentedControl<PlinkoRisk>
          label={t('casino_plinko_risk')}
          options={PLINKO_RISKS.map((r) => ({ value: r, label: t(`casino_risk_${r}`) }))}
          value={risk}
          onChange={setRisk}
        />
      </div>
      <StakeField value={stake} onValue={setStake} disabled={busy} />
      <Button variant="primary" block onClick={() => void drop()} busy={busy} data-testid="plinko-play">
        {t('casino_plinko_drop')}
      </Button>
    </section>
  );
}
