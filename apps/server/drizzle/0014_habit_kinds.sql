ALTER TABLE "completions" ADD COLUMN "slips" integer;--> statement-breakpoint
ALTER TABLE "completions" ADD COLUMN "slip_limit" integer;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "kind" text DEFAULT 'count' NOT NULL;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "slip_limit" integer;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "quit_written_through" date;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "quit_paid_through" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quit_days_through" date;