/**
 * The 5-reel slot (docs/casino.md): 5 reels × 3 rows, 10 paylines, wilds (W) substitute, three or more scatters (S)
 * pay anywhere and start 10 free spins at double pay. The window, the paying lines and the free spins come from
 * the round's outcome (the SDK's `playSlot`); the paytable is the SDK's.
 */
import { SLOT_LINES, SLOT_PAYS, type SlotOutcome, type SlotSpin } from '@betframe/sdk/casino';
import { useState } from 'react';
import { Button } from '../../../runtime/ui/button';
import { times, useGame } from '../game-context';
import { StakeField, useStake } from '../stake';

const faces: Record<string, string> = {
  W: '★',
  S: '◎',
  '7': '7',
  C: '♣',
  B: '🔔',
  G: '◆',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
};

function Window({ spin, label }: { spin: SlotSpin; label: string }) {
  const lit = new Set<string>();
  for (const win of spin.lineWins) {
    const line = SLOT_LINES[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) lit.add(`${reel}-${line[reel]}`);
  }
  return (
    <div className="bf-game-reels" role="img" aria-label={label} data-testid="slot-window">
      {spin.window.map((reel, r) => (
        <div key={r} className="bf-game-reel">
          {reel.map((symbol, row) => (
            <span key={row} className="bf-game-symbol" data-win={lit.has(`${r}-${row}`) ? '' : undefined}>
              {faces[symbol] ?? symbol}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

export default function Slot() {
  const { t, lang, transport, settle, fail } = useGame();
  const [stake, setStake] = useStake();
  const [last, setLast] = useState<{ outcome: SlotOutcome; multiplier: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const spin = async () => {
    setBusy(true);
    const result = await transport.play('slot', stake, {});
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setLast({ outcome: result.data.outcome as SlotOutcome, multiplier: result.data.multiplier });
    settle(result.data);
  };
  const describe = (s: SlotSpin) => s.window.map((reel) => reel.map((x) => faces[x] ?? x).join(' ')).join(', ');
  return (
    <section className="bf-game-board" aria-label={t('casino_game_slot')} data-testid="slot">
      {last ? (
        <Window spin={last.outcome.base} label={describe(last.outcome.base)} />
      ) : (
        <div className="bf-game-reels" aria-hidden="true">
          {Array.from({ length: 5 }, (_, r) => (
            <div key={r} className="bf-game-reel">
              {['7', 'W', 'A'].map((s) => (
                <span key={s} className="bf-game-symbol">
                  {faces[s]}
                </span>
              ))}
            </div>
          ))}
        </div>
      )}
      {last && (
        <p data-testid="slot-result">
          {t('casino_multiplier')}: {times(last.multiplier, lang)}
          {last.outcome.freeSpins.length > 0 &&
            ` · ${t('casino_outcome_free_spins', { count: last.outcome.freeSpins.length })}`}
        </p>
      )}
      <StakeField value={stake} onValue={setStake} disabled={busy} />
      <Button variant="primary" block onClick={() => void spin()} busy={busy} data-testid="slot-play">
        {t('casino_slot_spin')}
      </Button>
      <details>
        <summary>{t('casino_paytable')}</summary>
        <table className="bf-casino-table">
          <tbody>
            {Object.entries(SLOT_PAYS).map(([symbol, pays]) => (
              <tr key={symbol}>
                <th scope="row">{faces[symbol] ?? symbol}</th>
                <td>3: {times(pays[0] / SLOT_LINES.length, lang)}</td>
                <td>4: {times(pays[1] / SLOT_LINES.length, lang)}</td>
                <td>5: {times(pays[2] / SLOT_LINES.length, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
