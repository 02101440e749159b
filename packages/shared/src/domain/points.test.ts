import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusMove, checkInPoints, pointsTally } from './points.js';
import { weeklyChallengeTarget } from './weekly-challenge.js';

describe('checkInPoints', () => {
  it('pays 10 a unit, ×1.5 from a streak of 7 and ×2 from 30', () => {
    expect([checkInPoints(1, 6), checkInPoints(3, 7), checkInPoints(1, 30)]).toEqual([10, 45, 20]);
  });
});

describe('bonusMove', () => {
  it('pays on a check-in that makes the condition hold, takes back on an undo that breaks it', () => {
    expect(bonusMove('check-in', true, false)).toBe(1);
    expect(bonusMove('check-in', true, true)).toBe(0);
    expect(bonusMove('check-in', false, false)).toBe(0);
    expect(bonusMove('undo', false, true)).toBe(-1);
    expect(bonusMove('undo', true, true)).toBe(0);
    expect(bonusMove('undo', false, false)).toBe(0);
    // A check-in never takes back, an undo never pays.
    expect(bonusMove('check-in', false, true)).toBe(0);
    expect(bonusMove('undo', true, false)).toBe(0);
  });

  /**
   * A week of check-ins and undos: each moves the week's habit-days done by what it did to its
   * day (a check-in that completes a day +1, one that does not 0; an undo takes back its
   * check-in's move, docs/decisions/042-weekly-challenge-effort.md).
   */
  const anyWeek = fc.record({
    due: fc.integer({ min: 1, max: 84 }),
    taps: fc.array(fc.record({ undo: fc.boolean(), units: fc.integer({ min: 0, max: 1 }) }), {
      maxLength: 80,
    }),
  });

  it("nets one weekly-challenge bonus at most, standing exactly while the week's habit-days reach the target", () => {
    fc.assert(
      fc.property(anyWeek, ({ due, taps }) => {
        const target = weeklyChallengeTarget(due);
        const live: number[] = [];
        let progress = 0;
        let paid = 0;
        let takenBack = 0;
        for (const tap of taps) {
          if (tap.undo) {
            const units = live.pop();
            if (units === undefined) continue; // nothing to undo
            progress -= units;
          } else {
            live.push(tap.units);
            progress += tap.units;
          }
          const move = bonusMove(
            tap.undo ? 'undo' : 'check-in',
            progress >= target,
            paid > takenBack,
          );
          if (move === 1) paid += 1;
          if (move === -1) takenBack += 1;
          expect(paid - takenBack).toBe(progress >= target ? 1 : 0);
        }
        // Each payment was earned by crossing the target upwards: never more than the check-ins.
        expect(paid).toBeLessThanOrEqual(taps.filter((tap) => !tap.undo).length);
      }),
    );
  });
});

describe('pointsTally', () => {
  it('tells earned from spent and taken back, and nets them', () => {
    expect(
      pointsTally([
        { reason: 'check-in', amount: 400 },
        { reason: 'weekly-challenge', amount: 30 },
        { reason: 'freeze-bought', amount: -200 },
        { reason: 'freeze-used', amount: 0 },
        { reason: 'undo', amount: -10 },
      ]),
    ).toEqual({ earned: 430, spent: 200, takenBack: 10, net: 220 });
    expect(pointsTally([])).toEqual({ earned: 0, spent: 0, takenBack: 0, net: 0 });
  });

  it('nets to the ledger’s sum, whatever the entries', () => {
    const reasons = ['check-in', 'undo', 'perfect-week', 'freeze-bought', 'quit-day'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            reason: fc.constantFrom(...reasons),
            amount: fc.integer({ min: -500, max: 500 }),
          }),
        ),
        (entries) => {
          const tally = pointsTally(entries);
          expect(tally.net).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
          expect(Math.min(tally.earned, tally.spent, tally.takenBack)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
