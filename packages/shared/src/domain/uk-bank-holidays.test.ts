import { describe, expect, it } from 'vitest';
import { easterSunday, isUkBankHoliday, ukBankHolidays } from './uk-bank-holidays.js';

/* Against the dates gov.uk publishes for England and Wales. */
describe('England and Wales bank holidays', () => {
  it('finds Easter', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('lists 2026, Boxing Day moved from Saturday to Monday', () => {
    expect(ukBankHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('lists 2027, Christmas at the weekend moved to Monday and Tuesday', () => {
    expect(ukBankHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('moves a Sunday Christmas to the Tuesday, Boxing Day keeping the Monday (2022)', () => {
    expect(ukBankHolidays(2022).slice(-2)).toEqual(['2022-12-26', '2022-12-27']);
    expect(ukBankHolidays(2022)[0]).toBe('2022-01-03');
  });

  it('answers for a single day', () => {
    expect(isUkBankHoliday('2026-12-28')).toBe(true);
    expect(isUkBankHoliday('2026-12-29')).toBe(false);
  });
});
