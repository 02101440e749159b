import { describe, expect, it } from 'vitest';
import { toggleDay } from './weekdays';

describe('weekdays', () => {
  it('adds and removes days, keeping Sunday = 0 order', () => {
    expect(toggleDay([1, 5], 0)).toEqual([0, 1, 5]);
    expect(toggleDay([0, 1, 5], 1)).toEqual([0, 5]);
  });
});
