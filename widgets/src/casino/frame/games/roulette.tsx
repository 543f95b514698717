/**
 * European roulette (docs/casino.md): one zero, every bet of the table — inside bets (straight, split, street,
 * trio, corner, first four, line: pick the kind, then its numbers on the table) and outside bets (red, black, odd,
 * even, 1–18, 19–36, dozens, columns). A bet is checked against the table's shapes (the SDK's `rouletteCovered`)
 * before it is added. Numbers are buttons: click, tap, or arrows and Enter.
 */
import { RED_NUMBERS, type RouletteBetType, type RouletteOutcome, rouletteCovered } from '@betframe/sdk/casino';
import { useState } from 'react';
import { Button } from '../../../runtime/ui/button';
import { Select } from '../../../runtime/ui/select';
import { useGame } from '../game-context';
import { StakeField, useStake } from '../stake';
import { gridKeys } from './grid-keys';

type Inside = 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'first_four' | 'line';
const insideKinds: readonly Inside[] = ['straight', 'split', 'street', 'trio', 'corner', 'first_four', 'line'];
const outside: readonly { type: RouletteBetType; index?: number; key: string }[] = [
  { type: 'red', key: 'red' },
  { type: 'black', key: 'black' },
  { type: 'odd', key: 'odd' },
  { type: 'even', key: 'even' },
  { type: 'low', key: 'low' },
  { type: 'high', key: 'high' },
  ...[1, 2, 3].map((index) => ({ type: 'dozen' as const, index, key: `dozen_${index}` })),
  ...[1, 2, 3].map((index) => ({ type: 'column' as const, index, key: `column_${index}` })),
];

interface Bet {
  type: RouletteBetType;
  numbers?: number[];
  index?: number;
  amount: string;
  label: string;
}

const colorOf = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');
// The table's layout: three rows (3, 6, … 36 on top), twelve columns, the zero first.
const layout = [3, 2, 1].flatMap((top) => [0, ...Array.from({ length: 12 }, (_, c) => c * 3 + top)]);

export default function Roulette() {
  const { t, transport, settle, fail } = useGame();
  const [stake, setStake] = useStake();
  const [kind, setKind] = useState<Inside>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [bets, setBets] = useState<Bet[]>([]);
  const [last, setLast] = useState<RouletteOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const add = (bet: Omit<Bet, 'amount'>) => setBets((list) => [...list, { ...bet, amount: stake }].slice(0, 50));
  const pick = (n: number) => {
    if (kind === 'straight') return add({ type: 'straight', numbers: [n], label: String(n) });
    setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
  };
  const inside = { type: kind, numbers: picked };
  const legal = kind !== 'straight' && rouletteCovered(inside) !== undefined;
  const spin = async () => {
    setBusy(true);
    const params = { bets: bets.map(({ label: _label, ...bet }) => bet) };
    // The round's amount is the whole table's stake; each bet carries its own share.
    const total = bets.reduce((sum, b) => sum + Math.round(Number(b.amount.replace(',', '.')) * 100), 0);
    const result = await transport.play('roulette', (total / 100).toFixed(2), params);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setLast(result.data.outcome as RouletteOutcome);
    settle(result.data);
  };

  return (
    <section className="bf-game-board" aria-label={t('casino_game_roulette')} data-testid="roulette">
      <p className="bf-game-big" data-testid="roulette-pocket" data-color={last?.color}>
        {last ? last.pocket : '—'}
      </p>
      <Select<Inside>
        label={t('casino_roulette_kind')}
        value={kind}
        options={insideKinds.map((k) => ({ value: k, label: t(`casino_roulette_${k}`) }))}
        onChange={(k) => {
          setKind(k);
          setPicked([]);
        }}
        name="kind"
      />
      {/* biome-ignore lint/a11y/useSemanticElements: the table's numbers are a group of buttons */}
      <div className="bf-game-table" role="group" aria-label={t('casino_roulette_table')} onKeyDown={gridKeys(13)}>
        {layout.map((n, i) =>
          n === 0 && i > 0 ? (
            <span key={`z${i}`} aria-hidden="true" />
          ) : (
            <button
              key={n}
              type="button"
              className="bf-game-num bf-ui-focus"
              data-color={colorOf(n)}
              data-number={n}
              aria-pressed={kind === 'straight' ? undefined : picked.includes(n)}
              aria-label={t(`casino_roulette_number_${colorOf(n)}`, { n })}
              onClick={() => pick(n)}
            >
              {n}
            </button>
          ),
        )}
      </div>
      {kind !== 'straight' && (
        <Button
          disabled={!legal}
          onClick={() => {
            add({ type: kind, numbers: [...picked], label: `${t(`casino_roulette_${kind}`)} ${picked.join('-')}` });
            setPicked([]);
          }}
          data-testid="roulette-add"
        >
          {t('casino_roulette_add', { bet: t(`casino_roulette_${kind}`) })}
        </Button>
      )}
      <div className="bf-game-row">
        {outside.map((o) => (
          <Button
            key={o.key}
            size="sm"
            onClick={() =>
              add({ type: o.type, ...(o.index ? { index: o.index } : {}), label: t(`casino_roulette_${o.key}`) })
            }
            data-testid={`roulette-${o.key}`}
          >
            {t(`casino_roulette_${o.key}`)}
          </Button>
        ))}
      </div>
      <StakeField value={stake} onValue={setStake} disabled={busy} />
      {bets.length > 0 && (
        <ul className="bf-game-history" aria-label={t('casino_roulette_bets')} data-testid="roulette-bets">
          {bets.map((b, i) => (
            <li key={`${i}-${b.label}`}>
              {b.label} · {b.amount}
            </li>
          ))}
        </ul>
      )}
      <div className="bf-game-row">
        <Button
          variant="primary"
          onClick={() => void spin()}
          busy={busy}
          disabled={bets.length === 0}
          data-testid="roulette-play"
        >
          {t('casino_roulette_spin')}
        </Button>
        <Button variant="ghost" onClick={() => setBets([])} disabled={bets.length === 0 || busy}>
          {t('casino_roulette_clear')}
        </Button>
      </div>
    </section>
  );
}
