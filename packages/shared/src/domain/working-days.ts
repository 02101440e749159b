import { addDays, localDay, weekdayOf, type Day } from './day.js';
import { isUkBankHoliday } from './uk-bank-holidays.js';

/*
 * The support team's promise of a first reply, counted in UK working days: Monday to Friday in
 * Europe/London, except England and Wales bank holidays (uk-bank-holidays.ts;
 * docs/decisions/038-support-requests.md). A
 * request on a working day is due at the same clock time N working days later (Friday 17:00 plus
 * one is Monday 17:00); one made at the weekend counts from 09:00 on Monday, as if it had arrived
 * when the team starts work (Saturday plus one is Tuesday 09:00); so does one on a bank holiday.
 */

export const isWorkingDay = (day: Day): boolean => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isUkBankHoliday(day);
};

/** The Nth working day after `day` (the day itself is not counted). */
export function addWorkingDays(day: Day, amount: number): Day {
  let current = day;
  for (let counted = 0; counted < amount;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

interface WallClock {
  day: Day;
  /** Milliseconds since the local midnight. */
  ms: number;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const ms =
    ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 +
    instant.getUTCMilliseconds();
  return { day: localDay(instant, timeZone), ms };
}

/** The zone's offset from UTC at an instant, in milliseconds, as Intl reports it. */
function offsetMs(instant: Date, timeZone: string): number {
  const local = wallClock(instant, timeZone);
  const asUtc = Date.parse(`${local.day}T00:00:00Z`) + local.ms;
  return asUtc - instant.getTime();
}

/** The instant a wall-clock time falls on in the zone (always unambiguous on a weekday in the UK). */
function instantOf(local: WallClock, timeZone: string): Date {
  const asUtc = Date.parse(`${local.day}T00:00:00Z`) + local.ms;
  let guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  guess = asUtc - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** A request on a weekend counts from this time on the next working day: 09:00. */
const OPENING_MS = 9 * 3_600_000;

/** When the first reply to a request made at `requestedAt` is due, `workingDays` working days on. */
export function firstResponseDue(
  requestedAt: Date,
  workingDays: number,
  timeZone = 'Europe/London',
): Date {
  const local = wallClock(requestedAt, timeZone);
  const start: WallClock = isWorkingDay(local.day)
    ? local
    : { day: addWorkingDays(local.day, 1), ms: OPENING_MS };
  return instantOf({ day: addWorkingDays(start.day, workingDays), ms: start.ms }, timeZone);
}
