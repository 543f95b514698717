import { describe, expect, it } from 'vitest';
import { monthNames, SAMPLE_YEAR, uses12HourClock, weekdayNames } from './calendar';

describe('calendar labels from the Gregorian sample year 2023', () => {
  it('the sample year is 2023', () => {
    expect(SAMPLE_YEAR).toBe(2023);
  });

  it('month names come from Intl in the asked language', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect([monthNames('en')[0], monthNames('en')[11]]).toEqual(['January', 'December']);
    expect(monthNames('ru', 'long')[0]?.toLowerCase()).toBe('январь');
  });

  it('UK English weeks start on Monday', () => {
    expect(weekdayNames('en_GB', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('US English weeks start on Sunday', () => {
    expect(weekdayNames('en_US', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('an explicit first day overrides the locale', () => {
    expect(weekdayNames('en_US', 'narrow', 1)[0]).toBe('M');
  });

  it.each([
    ['en_US', true],
    ['en_GB', false],
    ['ru', false],
  ])('the 12-hour default of %s is %s', (locale, expected) => {
    expect(uses12HourClock(locale)).toBe(expected);
  });
});
