import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import type { ChallengeHabit } from '@streakwise/shared';
import {
  checkIns,
  completions,
  habits,
  pointEntries,
  userBadges,
  weeklyChallenges,
} from '../../db/schema.js';
import { takeBackKey, type BonusRecord, type WeekKeys } from './bonus-week.js';

/**
 * What the weekly challenge and the badge rules are judged by, read in one statement: each part is
 * an index lookup (docs/decisions/012-streak-state.md lists the plans).
 */
export interface GamificationFacts {
  /** The week's challenge target, once fixed. */
  weekTarget: number | null;
  activeHabits: number;
  /** The active habits' schedules and creation days: what a new week's target counts. */
  activeSchedules: ChallengeHabit[];
  /** Every habit, archived ones included (the habit badges count them all). */
  allHabits: number;
  /** The week's habit-days done, net of undos (per kind: `gamificationFactsSql`). */
  weekDone: number;
  /** The target of the latest week before it that had one, while the week's is not fixed yet. */
  lastTarget: number | null;
  /** The week's challenge bonus: paid how often, taken back how often. */
  challenge: BonusRecord;
  /** The week's perfect-week bonus, the same way. */
  perfectWeek: BonusRecord;
  /**
   * Whether a perfect-week bonus stands for any week; true without asking when the perfect-week
   * badge is held, the one thing it decides being whether that badge is due.
   */
  anyPerfectWeek: boolean;
  badgeIds: string[];
  /** The badges earned at or after `since`, when it was given (an undone check-in's time). */
  badgesSince: string[] | null;
  /** The challenge's three facts of `otherWeek`, when it was asked for; else null. */
  otherWeek: ChallengeFacts | null;
}

export type ChallengeFacts = Pick<
  GamificationFacts,
  'weekTarget' | 'weekDone' | 'lastTarget' | 'challenge'
>;

/**
 * The facts of `week` as one json expression, a scalar subquery: what the stats read
 * (`factsAndBadges`), and what a check-in's or an undo's write statement returns beside its
 * changes (rewards.ts `checkInFacts`, take-back.ts `undoFacts`). Inside a statement that writes, it
 * reads the tables as they were before that statement.
 * `otherWeek`: a second week whose challenge is wanted too (this week's, beside the last week a
 * late check-in of Sunday is judged in). `since`: list the badges earned from then on.
 */
export function gamificationFactsSql(
  userId: string,
  week: WeekKeys & { perfectWeekKey: string },
  { otherWeek, since }: { otherWeek?: WeekKeys | undefined; since?: Date } = {},
): SQL {
  // NOTE: a bonus never taken back (nearly every one) is two probes of the unique key index; only
  // a week with a bonus taken back counts its entries, through the index of bonus rows.
  const record = (reason: 'weekly-challenge' | 'perfect-week', key: string) =>
    sql`(case when exists (select 1 from ${pointEntries}
          where user_id = ${userId} and bonus_key = ${takeBackKey(key, 1)})
        then (select json_build_object('paid', count(*) filter (where amount > 0),
            'takenBack', count(*) filter (where amount < 0))
          from ${pointEntries}
          where user_id = ${userId} and reason = ${reason} and bonus_key is not null
            and (bonus_key = ${key} or starts_with(bonus_key, ${`${key}:`})))
        else json_build_object('paid', (exists (select 1 from ${pointEntries}
          where user_id = ${userId} and bonus_key = ${key}))::int, 'takenBack', 0)
        end)`;
  const target = (w: WeekKeys) =>
    sql`(select target from ${weeklyChallenges}
        where user_id = ${userId} and week_start = ${w.monday}::date)`;
  // The week's habit-days done (docs/decisions/042-weekly-challenge-effort.md; the same rule for
  // one entry is habits/habit-kinds.ts `challengeDays`): a count's or a measure's day whose live
  // check-ins reach the day's target, once however many check-ins it took; a quit habit's kept
  // day once paid (its 'quit-day' entry; one taken back counts off). Check-ins, not the day's row,
  // decide: a correction of a closed day changes no challenge (docs/decisions/031-past-days-and-notes.md).
  const done = (w: WeekKeys) =>
    sql`((select count(*)::int from (select 1
          from ${checkIns} c join ${habits} hk on hk.id = c.habit_id
          left join ${completions} d on d.habit_id = c.habit_id and d.day = c.day
          where c.user_id = ${userId} and c.day between ${w.monday}::date and ${w.sunday}::date
            and c.undone_at is null and hk.kind <> 'quit'
          group by c.habit_id, c.day
          having sum(c.units) >= coalesce(max(d.target), max(hk.daily_target))) days)
        + (select coalesce(sum(sign(amount)), 0)::int from ${pointEntries}
          where user_id = ${userId} and reason = 'quit-day' and bonus_key is not null
            and day between ${w.monday}::date and ${w.sunday}::date))`;
  // Read only while the week's target is not fixed: the latest earlier week's.
  const lastTarget = (w: WeekKeys) =>
    sql`(case when ${target(w)} is null then (select target from ${weeklyChallenges}
        where user_id = ${userId} and week_start < ${w.monday}::date
        order by week_start desc limit 1) end)`;
  const challengeFacts = (w: WeekKeys) =>
    sql`'weekTarget', ${target(w)}, 'weekDone', ${done(w)}, 'lastTarget', ${lastTarget(w)},
      'challenge', ${record('weekly-challenge', w.challengeKey)}`;
  return sql`(select json_build_object(
      ${challengeFacts(week)},
      'activeHabits', h.active,
      'activeSchedules', h.schedules,
      'allHabits', h.every_habit,
      'otherWeek', ${otherWeek ? sql`json_build_object(${challengeFacts(otherWeek)})` : sql`null`},
      'perfectWeek', ${record('perfect-week', week.perfectWeekKey)},
      'anyPerfectWeek', (exists (select 1 from ${userBadges}
          where user_id = ${userId} and badge_id = 'perfect-week')
        or (select count(*) filter (where amount > 0) > count(*) filter (where amount < 0)
          from ${pointEntries}
          where user_id = ${userId} and reason = 'perfect-week' and bonus_key is not null)),
      'badgeIds', array(select badge_id from ${userBadges} where user_id = ${userId}),
      'badgesSince', ${
        since
          ? sql`array(select badge_id from ${userBadges}
              where user_id = ${userId} and earned_at >= ${since}::timestamptz)`
          : sql`null`
      })
    from (
      select count(*) filter (where archived_at is null)::int as active, count(*)::int as every_habit,
        coalesce(json_agg(json_build_object('schedule', schedule, 'createdOn', created_on))
          filter (where archived_at is null), '[]') as schedules
      from ${habits} where user_id = ${userId}
    ) h)`;
}

/**
 * The facts of `week` and the badges held, oldest first, in one statement: what the stats read of
 * this module.
 */
export async function factsAndBadges(
  db: Queryable,
  userId: string,
  week: WeekKeys & { perfectWeekKey: string },
): Promise<{ facts: GamificationFacts; badges: { badgeId: string; earnedAt: Date }[] }> {
  const [row] = await selectRows<{
    facts: GamificationFacts;
    badges: { badgeId: string; earnedAt: string }[];
  }>(
    db,
    sql`select ${gamificationFactsSql(userId, week)} as facts,
      (select coalesce(json_agg(json_build_object('badgeId', badge_id, 'earnedAt', earned_at)
          order by earned_at), '[]')
        from ${userBadges} where user_id = ${userId}) as badges`,
  );
  if (!row) throw new Error('facts query returned no row');
  return {
    facts: row.facts,
    badges: row.badges.map((b) => ({ badgeId: b.badgeId, earnedAt: new Date(b.earnedAt) })),
  };
}
