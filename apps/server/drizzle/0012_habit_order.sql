ALTER TABLE "habits" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every account keeps the order it saw before (newest first): each user's habits are numbered
-- from 0 in that order (apps/server/src/modules/habits/habit-order.ts).
UPDATE "habits" AS h SET "position" = o."position"
FROM (
	SELECT "id", (row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) - 1)::integer AS "position"
	FROM "habits"
) AS o
WHERE h."id" = o."id";
