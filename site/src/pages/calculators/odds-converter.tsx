/**
 * The odds converter (information page `calc`): odds typed in any of the six formats of sdk/format, shown in all
 * six and as the implied probability.
 */
import { formatNumber, formatOdds, ODDS_FORMATS, type OddsFormat, parseOdds } from '@betframe/sdk/format';
import { useState } from 'react';
import { TextField } from '../../../../widgets/src/runtime/ui/field';
import { Select } from '../../../../widgets/src/runtime/ui/select';
import type { SiteT } from '../../texts/site-texts';
import { calculatorCss } from './calculator-styles';

export function OddsConverter({ t, locale }: { t: SiteT; locale: string }) {
  const [format, setFormat] = useState<OddsFormat>('decimal');
  const [text, setText] = useState('2.50');
  const decimal = parseOdds(text, format);
  return (
    <section className="site-calc" data-testid="odds-converter" aria-labelledby="site-odds-converter">
      <style>{calculatorCss}</style>
      <h2 id="site-odds-converter">{t('content.calc_tool')}</h2>
      <div className="site-calc-row">
        <Select
          label={t('odds_format')}
          options={ODDS_FORMATS.map((value) => ({ value, label: t(`odds_format_${value}`) }))}
          value={format}
          onChange={(next) => {
            if (decimal !== undefined) setText(formatOdds(decimal, next));
            setFormat(next);
          }}
        />
        <TextField
          label={t('content.calc_odds')}
          value={text}
          onValue={setText}
          inputMode="decimal"
          data-testid="odds-input"
          {...(decimal === undefined ? { error: t('content.calc_odds_invalid') } : {})}
        />
      </div>
      <dl className="site-calc-out" aria-live="polite">
        {ODDS_FORMATS.map((value) => (
          <div key={value} data-format={value}>
            <dt>{t(`odds_format_${value}`)}</dt>
            <dd>{decimal === undefined ? '—' : formatOdds(decimal, value)}</dd>
          </div>
        ))}
        <div data-format="probability">
          <dt>{t('content.calc_probability')}</dt>
          <dd>
            {decimal === undefined ? '—' : `${formatNumber(100 / decimal, locale, { maximumFractionDigits: 1 })} %`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
