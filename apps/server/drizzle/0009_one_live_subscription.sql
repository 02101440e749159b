ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A person who upgraded before this migration still has the old subscription running at the
-- provider: every paid subscription but their newest is marked replaced, and the billing tick
-- ends it there (docs/decisions/022-one-live-subscription.md).
UPDATE "orders" AS "o" SET "replaced_at" = now()
WHERE "o"."status" = 'paid' AND "o"."provider_subscription_id" IS NOT NULL
  AND "o"."provider_subscription_id" IS DISTINCT FROM (
    SELECT "n"."provider_subscription_id" FROM "orders" AS "n"
    WHERE "n"."user_id" = "o"."user_id" AND "n"."status" = 'paid'
      AND "n"."provider_subscription_id" IS NOT NULL
    ORDER BY "n"."paid_at" DESC NULLS LAST, "n"."created_at" DESC LIMIT 1
  );
