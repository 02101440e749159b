ALTER TABLE "habits" ADD COLUMN "streak_open_day" date;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "streak_open_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "streak_settled_last" date;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "streak_settled_run" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "streak_settled_longest" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every existing habit's kept streak, as streakStateFrom(countedDays, null) in shared/domain gives
-- it: the last counted day is the open day (reached), and the counted days before it are summed up
-- as the last of them, the run ending there and the longest run. Runs are gaps and islands: along a
-- run, the day minus its rank is the same. A habit with no counted day keeps the empty defaults.
WITH "counted" AS (
	SELECT "habit_id", "day", "day" - (row_number() OVER (PARTITION BY "habit_id" ORDER BY "day"))::int AS "island"
	FROM "completions"
	WHERE "count" >= "target"
), "runs" AS (
	SELECT "habit_id", max("day") AS "last_day", count(*)::int AS "length",
		row_number() OVER (PARTITION BY "habit_id" ORDER BY max("day") DESC) AS "nth"
	FROM "counted"
	GROUP BY "habit_id", "island"
), "state" AS (
	SELECT "habit_id",
		max("last_day") FILTER (WHERE "nth" = 1) AS "open_day",
		max("length") FILTER (WHERE "nth" = 1) AS "open_run",
		max("last_day") FILTER (WHERE "nth" = 2) AS "previous_last",
		max("length") FILTER (WHERE "nth" = 2) AS "previous_run",
		max("length") FILTER (WHERE "nth" > 1) AS "earlier_longest"
	FROM "runs"
	GROUP BY "habit_id"
)
UPDATE "habits" AS h SET
	"streak_open_day" = s."open_day",
	"streak_open_done" = true,
	-- The open day's own run, less the open day, when it is longer than that day; else the run before.
	"streak_settled_last" = CASE WHEN s."open_run" > 1 THEN s."open_day" - 1 ELSE s."previous_last" END,
	"streak_settled_run" = CASE WHEN s."open_run" > 1 THEN s."open_run" - 1 ELSE coalesce(s."previous_run", 0) END,
	"streak_settled_longest" = greatest(s."open_run" - 1, coalesce(s."earlier_longest", 0))
FROM "state" AS s
WHERE h."id" = s."habit_id";--> statement-breakpoint
CREATE INDEX "check_ins_user_day_idx" ON "check_ins" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "point_entries_user_bonus_reason_idx" ON "point_entries" USING btree ("user_id","reason") WHERE bonus_key is not null;--> statement-breakpoint
CREATE INDEX "point_entries_user_day_idx" ON "point_entries" USING btree ("user_id","day");