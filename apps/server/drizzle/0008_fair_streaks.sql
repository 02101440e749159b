CREATE TABLE "day_protections" (
	"habit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"vacation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_protections_habit_id_day_pk" PRIMARY KEY("habit_id","day")
);
--> statement-breakpoint
CREATE TABLE "vacations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"habit_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "schedule" jsonb DEFAULT '{"kind":"daily"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "freezes_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "freezes_judged_through" date;--> statement-breakpoint
ALTER TABLE "day_protections" ADD CONSTRAINT "day_protections_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_protections" ADD CONSTRAINT "day_protections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_protections" ADD CONSTRAINT "day_protections_vacation_id_vacations_id_fk" FOREIGN KEY ("vacation_id") REFERENCES "public"."vacations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_protections_user_day_idx" ON "day_protections" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "vacations_user_from_idx" ON "vacations" USING btree ("user_id","from_day");--> statement-breakpoint
-- A protected day changes what the habit list shows (its status, the streak), so it bumps the
-- user's habits_version like a completion does (docs/decisions/014-habit-list-cache.md).
CREATE TRIGGER "day_protections_inserted_bump" AFTER INSERT ON "day_protections" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();--> statement-breakpoint
CREATE TRIGGER "day_protections_updated_bump" AFTER UPDATE ON "day_protections" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();--> statement-breakpoint
CREATE TRIGGER "day_protections_deleted_bump" AFTER DELETE ON "day_protections" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_habits_version"();
