import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumericInput, type NumericInputOptions } from './numeric-input';

describe('numeric input formatting (SPEC §5)', () => {
  const cases: [rule: string, raw: string, options: NumericInputOptions, text: string, value: number | undefined][] = [
    ['keeps only digits, minus, dot and comma', 'a1b2 c3$', {}, '123', 123],
    ['unsigned option strips minus', '-42', { unsigned: true }, '42', 42],
    ['a minus is kept in front when signed', '-42', {}, '-42', -42],
    ['a minus typed after digits is dropped', '4-2', {}, '42', 42],
    ['only the first separator is kept and becomes a dot', '1,5.3,2', {}, '1.532', 1.532],
    ['a comma separator becomes a dot', '3,14', {}, '3.14', 3.14],
    ['a leading dot becomes 0.', '.5', {}, '0.5', 0.5],
    ['a leading comma becomes 0.', ',25', {}, '0.25', 0.25],
    ['a negative leading dot becomes -0.', '-.5', {}, '-0.5', -0.5],
    ['leading zeros are trimmed', '000123', {}, '123', 123],
    ['leading zeros before a dot keep one zero', '00.5', {}, '0.5', 0.5],
    ['a single zero stays', '0', {}, '0', 0],
    ['values above max are clamped to max', '150', { max: 100 }, '100', 100],
    ['values below min are clamped to min', '-5', { min: 0 }, '0', 0],
    ['clamping can be deferred while typing', '1', { min: 10, clamp: false }, '1', 1],
    ['a value inside the bounds is untouched', '50', { min: 0, max: 100 }, '50', 50],
    ['decimals are cut to the accuracy', '1.23456', { accuracy: 2 }, '1.23', 1.23],
    ['accuracy 0 means integers', '7.99', { accuracy: 0 }, '7', 7],
    ['a trailing separator is kept while typing', '12.', { accuracy: 2 }, '12.', 12],
    ['length is cut to maxlength', '123456', { maxlength: 4 }, '1234', 1234],
    ['a non-number gives undefined', 'abc', {}, '', undefined],
    ['a lone minus gives undefined', '-', {}, '-', undefined],
    ['an empty input gives undefined', '', {}, '', undefined],
  ];
  it.each(cases)('%s', (_rule, raw, options, text, value) => {
    expect(formatNumericInput(raw, options)).toEqual({ text, value });
  });
});

describe('numeric input formatting invariants (property-based)', () => {
  const options = fc.record(
    {
      unsigned: fc.boolean(),
      accuracy: fc.integer({ min: 0, max: 4 }),
      maxlength: fc.integer({ min: 1, max: 12 }),
      bounds: fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 5000 })),
    },
    { requiredKeys: ['bounds'] },
  );

  it('the output is always plain decimal text: optional minus, digits, at most one dot', () => {
    fc.assert(
      fc.property(fc.string(), options, (raw, { bounds, ...rest }) => {
        const { text } = formatNumericInput(raw, { ...rest, min: bounds[0], max: bounds[0] + bounds[1] });
        expect(text).toMatch(/^-?\d*(\.\d*)?$/);
      }),
    );
  });

  it('the value is the number the text shows, or undefined when it shows none', () => {
    fc.assert(
      fc.property(fc.string(), options, (raw, { bounds: _bounds, ...rest }) => {
        const { text, value } = formatNumericInput(raw, rest);
        if (/\d/.test(text)) expect(value).toBe(Number(text.replace(/\.$/, '')) || 0);
        else expect(value).toBeUndefined();
      }),
    );
  });

  it('unsigned input never yields a negative value', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const { value } = formatNumericInput(raw, { unsigned: true });
        expect(value === undefined || value >= 0).toBe(true);
      }),
    );
  });

  it('integer bounds hold whenever the text is a number and no maxlength cuts it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[0-9.,]{0,12}$/), options, (raw, { bounds, accuracy }) => {
        const [min, span] = bounds;
        const { value } = formatNumericInput(raw, {
          min,
          max: min + span,
          ...(accuracy === undefined ? {} : { accuracy }),
        });
        if (value !== undefined) {
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
        }
      }),
    );
  });

  it('a maxlength cut that leaves the bounds is clamped again (10, max length 1, min 2 → 2)', () => {
    expect(formatNumericInput('10', { min: 2, max: 10, maxlength: 1 })).toEqual({ text: '2', value: 2 });
  });

  it('formatting is idempotent: formatting the output again changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), options, (raw, { bounds, ...rest }) => {
        const opts = { ...rest, min: bounds[0], max: bounds[0] + bounds[1] };
        const once = formatNumericInput(raw, opts);
        expect(formatNumericInput(once.text, opts)).toEqual(once);
      }),
    );
  });
});
