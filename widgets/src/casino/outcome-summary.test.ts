/** The verifier's one-line outcome names its figures in the player's language. */
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { describe, expect, it } from 'vitest';
import { outcomeSummary } from './outcome-summary';

const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

describe('outcomeSummary', () => {
  it('writes the roll and the crash point with the language’s decimal mark', () => {
    expect(outcomeSummary('dice', { roll: 49.5 }, textsOf('en'), 'en')).toContain('49.50');
    expect(outcomeSummary('dice', { roll: 49.5 }, textsOf('ru'), 'ru')).toContain('49,50');
    expect(outcomeSummary('crash', { crashPoint: 1234.5 }, textsOf('kk'), 'kk')).toContain('1234,50');
    expect(outcomeSummary('crash', { crashPoint: 2 }, textsOf('en'), 'en')).toContain('2.00');
  });
});
