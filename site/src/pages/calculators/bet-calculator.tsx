/**
 * The betting calculator (information page `bettingCalculator`) on sdk/betting's `calculateBet`: single, express
 * or system k of n, odds in any of the six formats, each selection's result (won, lost, void, half won, half lost)
 * with a dead heat, and each-way terms. The figures update as the player types and are announced politely.
 */
import { type BetKind, type CalculatorSelection, calculateBet, type SelectionResult } from '@betframe/sdk/betting';
import { formatNumber, ODDS_FORMATS, type OddsFormat, parseOdds } from '@betframe/sdk/format';
import { useState } from 'react';
import { Button } from '../../../../widgets/src/runtime/ui/button';
import { Switch } from '../../../../widgets/src/runtime/ui/choice';
import { NumberField, TextField } from '../../../../widgets/src/runtime/ui/field';
import { SegmentedControl } from '../../../../widgets/src/runtime/ui/segmented';
import { Select } from '../../../../widgets/src/runtime/ui/select';
import type { SiteT } from '../../texts/site-texts';
import { calculatorCss } from './calculator-styles';

type KindName = 'single' | 'express' | 'system';
const results: readonly SelectionResult[] = ['win', 'loss', 'refund', 'half-win', 'half-loss'];
const fractions = { '1/4': 1 / 4, '1/5': 1 / 5 } as const;
type FractionName = keyof typeof fractions;

interface Row {
  id: number;
  odds: string;
  result: SelectionResult;
  deadHeat: string;
  placeResult: SelectionResult;
}

const newRow = (id: number): Row => ({ id, odds: '2.00', result: 'win', deadHeat: '1', placeResult: 'win' });
const amount = (text: string) => Number(text.replace(',', '.').replace(/\s/g, ''));

export function BetCalculator({ t, locale }: { t: SiteT; locale: string }) {
  const [kind, setKind] = useState<KindName>('express');
  const [format, setFormat] = useState<OddsFormat>('decimal');
  const [stake, setStake] = useState('10');
  const [rows, setRows] = useState<Row[]>(() => [newRow(1), newRow(2), newRow(3)]);
  const [size, setSize] = useState('2');
  const [eachWay, setEachWay] = useState(false);
  const [fraction, setFraction] = useState<FractionName>('1/4');

  const shown = kind === 'single' ? rows.slice(0, 1) : rows;
  const update = (id: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const k = Math.trunc(amount(size));
  const betKind: BetKind | undefined =
    kind === 'single'
      ? { type: 'single' }
      : kind === 'express'
        ? shown.length >= 2
          ? { type: 'express' }
          : undefined
        : k >= 2 && k < shown.length
          ? { type: 'system', size: k }
          : undefined;
  const selections = shown.map((r): CalculatorSelection | undefined => {
    const odds = parseOdds(r.odds, format);
    const deadHeat = Math.trunc(amount(r.deadHeat));
    if (odds === undefined || !(deadHeat >= 1)) return undefined;
    return { odds, result: r.result, deadHeat, ...(eachWay ? { placeResult: r.placeResult } : {}) };
  });
  const stakeValue = amount(stake);
  const complete = selections.every((s): s is CalculatorSelection => s !== undefined);
  const figures =
    betKind && complete && stakeValue > 0
      ? calculateBet({
          kind: betKind,
          stake: stakeValue,
          selections: selections as CalculatorSelection[],
          ...(eachWay ? { eachWay: { fraction: fractions[fraction] } } : {}),
        })
      : undefined;
  const money = (value: number) => formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const resultOptions = results.map((value) => ({ value, label: t(`content.betcalc_result_${value}`) }));

  return (
    <section className="site-calc" data-testid="bet-calculator" aria-labelledby="site-bet-calculator">
      <style>{calculatorCss}</style>
      <h2 id="site-bet-calculator">{t('content.betcalc_tool')}</h2>
      <SegmentedControl
        label={t('content.betcalc_kind')}
        options={(['single', 'express', 'system'] as const).map((value) => ({ value, label: t(`coupon_${value}`) }))}
        value={kind}
        onChange={setKind}
      />
      <div className="site-calc-row">
        <NumberField
          label={t('content.betcalc_stake')}
          value={stake}
          onValue={setStake}
          min={0}
          step={1}
          data-testid="stake"
        />
        <Select
          label={t('odds_format')}
          options={ODDS_FORMATS.map((value) => ({ value, label: t(`odds_format_${value}`) }))}
          value={format}
          onChange={setFormat}
        />
        {kind === 'system' ? (
          <NumberField
            label={t('content.betcalc_system_size')}
            value={size}
            onValue={setSize}
            min={2}
            max={Math.max(2, shown.length - 1)}
            step={1}
            data-testid="system-size"
          />
        ) : null}
      </div>
      <div className="site-calc-row">
        <Switch label={t('content.betcalc_each_way')} checked={eachWay} onChange={setEachWay} />
        {eachWay ? (
          <Select
            label={t('content.betcalc_fraction')}
            options={(Object.keys(fractions) as FractionName[]).map((value) => ({ value, label: value }))}
            value={fraction}
            onChange={setFraction}
          />
        ) : null}
      </div>
      {shown.map((row, index) => (
        <fieldset key={row.id} className="site-calc-selection" data-testid="selection">
          <legend className="site-calc-legend">{t('content.betcalc_selection', { n: index + 1 })}</legend>
          <div className="site-calc-row">
            <TextField
              label={t('content.calc_odds')}
              value={row.odds}
              onValue={(odds) => update(row.id, { odds })}
              inputMode="decimal"
              data-testid="selection-odds"
              {...(parseOdds(row.odds, format) === undefined ? { error: t('content.calc_odds_invalid') } : {})}
            />
            <Select
              label={t('content.betcalc_result')}
              options={resultOptions}
              value={row.result}
              onChange={(result) => update(row.id, { result })}
            />
            {row.result === 'win' ? (
              <NumberField
                label={t('content.betcalc_dead_heat')}
                value={row.deadHeat}
                onValue={(deadHeat) => update(row.id, { deadHeat })}
                min={1}
                step={1}
              />
            ) : null}
            {eachWay ? (
              <Select
                label={t('content.betcalc_place_result')}
                options={resultOptions}
                value={row.placeResult}
                onChange={(placeResult) => update(row.id, { placeResult })}
              />
            ) : null}
          </div>
          {kind !== 'single' && rows.length > 2 ? (
            <Button size="sm" icon="close" onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}>
              {t('content.betcalc_remove', { n: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {kind !== 'single' && rows.length < 20 ? (
        <Button
          icon="plus"
          onClick={() => setRows((all) => [...all, newRow(Math.max(0, ...all.map((r) => r.id)) + 1)])}
          data-testid="add-selection"
        >
          {t('content.betcalc_add')}
        </Button>
      ) : null}
      <div aria-live="polite" data-testid="bet-calculator-figures">
        {figures ? (
          <dl className="site-calc-out">
            <div data-figure="lines">
              <dt>{t('content.betcalc_lines')}</dt>
              <dd>{figures.lines}</dd>
            </div>
            <div data-figure="stake">
              <dt>{t('content.betcalc_total_stake')}</dt>
              <dd>{money(figures.totalStake)}</dd>
            </div>
            <div data-figure="payout">
              <dt>{t('content.betcalc_payout')}</dt>
              <dd>{money(figures.payout)}</dd>
            </div>
            <div data-figure="profit">
              <dt>{t('content.betcalc_profit')}</dt>
              <dd>{money(figures.profit)}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('content.betcalc_invalid')}</p>
        )}
      </div>
    </section>
  );
}
