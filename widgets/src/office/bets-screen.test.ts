import { describe, expect, it } from 'vitest';
import { historyPages, historyQuery } from './bets-screen';

describe('bets history paging', () => {
  it('pages by the SPEC paging step of 50, at least one page', () => {
    expect(historyPages(0)).toBe(1);
    expect(historyPages(50)).toBe(1);
    expect(historyPages(51)).toBe(2);
    expect(historyPages(120)).toBe(3);
  });

  it('asks for the chosen page of the period, the status only when one is chosen', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(historyQuery(7, '', 3, now)).toEqual({ from: '2026-11-15T12:00:00.000Z', page: 3 });
    expect(historyQuery(1, 'won', 1, now)).toEqual({ from: '2026-11-21T12:00:00.000Z', status: 'won', page: 1 });
  });
});
