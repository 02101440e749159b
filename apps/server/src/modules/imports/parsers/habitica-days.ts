import { addDays, isDay, type Day } from '@streakwise/shared';
import { unreadable } from './parsed.js';

/*
 * Which day a Habitica history entry belongs to (issue 28, source "habitica").
 *
 * Habitica stores instants (epoch milliseconds) and the person's `preferences.timezoneOffset`, in
 * minutes with the sign of JavaScript's getTimezoneOffset (Berlin in winter is -60: local time is
 * UTC minus the offset; HabitRPG/habitica website/common/script/fns/getUtcOffset.js), and
 * `preferences.dayStart`, the hour (0–24) at which its day begins. Habitica itself puts an entry
 * on the calendar date of its local time, or on the date before when the local hour is earlier
 * than dayStart (`_lastHistoryEntryWasToday` in website/common/script/ops/scoreTask.js,
 * `startOfDay` in website/common/script/cron.js). We do the same:
 *
 *   local time = the instant in the person's Streakwise time zone when that zone uses Habitica's
 *                offset (now or half a year ago: either side of a DST change), else the instant
 *                shifted by Habitica's one fixed offset;
 *   day        = the date of the local time, minus one day when its hour is below dayStart.
 *
 * The export keeps only the offset of the person's last visit, while Habitica read each entry
 * with the offset of its own time, so a fixed offset would put summer's late check-ins an hour
 * off after a winter export (00:30 becoming 23:30 the day before). The time zone, when it fits,
 * puts every entry where Habitica showed it, on either side of a DST change.
 */

/** `preferences.timezoneOffset` as Habitica accepts it: UTC-12 … UTC+14. */
const OFFSET_MIN = -840;
const OFFSET_MAX = 720;
const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000;

interface WallTime {
  day: Day;
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallIn(ms: number, timeZone: string): WallTime & { minute: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The zone's offset from UTC at an instant, in minutes east of Greenwich. */
function utcOffsetOf(ms: number, timeZone: string): number {
  const wall = wallIn(ms, timeZone);
  const asUtc = Date.parse(`${wall.day}T00:00:00Z`) + (wall.hour * 60 + wall.minute) * 60_000;
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

function wallAtOffset(ms: number, utcOffset: number): WallTime {
  const shifted = new Date(ms + utcOffset * 60_000);
  return { day: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

export interface HabiticaClock {
  /** `preferences.timezoneOffset`, if the export has a usable one. */
  timezoneOffset: unknown;
  /** `preferences.dayStart`. */
  dayStart: unknown;
  /** The person's Streakwise time zone (IANA). */
  timeZone: string;
  now: Date;
}

/** The rule above as a function from an instant (epoch ms) to its Habitica day. */
export function habiticaDayOf(clock: HabiticaClock): (ms: number) => Day {
  const start = Number(clock.dayStart);
  const dayStart = Number.isFinite(start) && start >= 0 && start <= 24 ? start : 0;
  const tzo = clock.timezoneOffset;
  const fixed =
    typeof tzo === 'number' && Number.isInteger(tzo) && tzo >= OFFSET_MIN && tzo <= OFFSET_MAX
      ? -tzo
      : null;
  const now = clock.now.getTime();
  const zoneFits =
    fixed === null ||
    [now, now - HALF_YEAR_MS].some((ms) => utcOffsetOf(ms, clock.timeZone) === fixed);
  return (ms) => {
    const wall = zoneFits || fixed === null ? wallIn(ms, clock.timeZone) : wallAtOffset(ms, fixed);
    return wall.hour < dayStart ? addDays(wall.day, -1) : wall.day;
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** From 1970 to 2100: anything outside is not the time of a history entry. */
const LATEST_MS = Date.UTC(2100, 0, 1);

/**
 * The day of an entry's `date`. Habitica writes epoch ms (Number(new Date())), read by `dayOf`;
 * other tools write ISO 8601: an instant with its offset (read by `dayOf` too) or a bare date,
 * which is that day. Anything else (a date-time without an offset, words, a number out of range)
 * is IMPORT_UNREADABLE naming the task.
 */
export function entryDay(date: unknown, task: string, dayOf: (ms: number) => Day): Day {
  let ms = Number.NaN;
  if (typeof date === 'number') ms = date;
  else if (typeof date === 'string') {
    const text = date.trim();
    if (DATE_ONLY.test(text) && isDay(text)) return text;
    if (ISO_INSTANT.test(text)) ms = Date.parse(text.replace(' ', 'T'));
  }
  if (Number.isFinite(ms) && ms >= 0 && ms < LATEST_MS) return dayOf(ms);
  const shown = typeof date === 'string' ? `"${date.slice(0, 40)}"` : String(JSON.stringify(date));
  throw unreadable(
    `${task} has a history entry whose date ${shown.slice(0, 42)} is neither a time in milliseconds nor an ISO date with its offset.`,
  );
}
