ALTER TABLE "users" ADD COLUMN "habits_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a user's habits or completions bumps the user's habits_version, whichever code
-- (or person, with psql) made it, so a habit-list reply kept in memory is never served after its
-- data changed (docs/decisions/014-habit-list-cache.md). Statement-level, so a bulk change (an
-- account deleted with years of completions) costs one update per user, not one per row.
CREATE FUNCTION "bump_habits_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" SET "habits_version" = "habits_version" + 1
	WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed_rows");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "habits_inserted_bump" AFTER INSERT ON "habits" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();--> statement-breakpoint
CREATE TRIGGER "habits_updated_bump" AFTER UPDATE ON "habits" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();--> statement-breakpoint
CREATE TRIGGER "habits_deleted_bump" AFTER DELETE ON "habits" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();--> statement-breakpoint
CREATE TRIGGER "completions_inserted_bump" AFTER INSERT ON "completions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();--> statement-breakpoint
CREATE TRIGGER "completions_updated_bump" AFTER UPDATE ON "completions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();--> statement-breakpoint
CREATE TRIGGER "completions_deleted_bump" AFTER DELETE ON "completions" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();
