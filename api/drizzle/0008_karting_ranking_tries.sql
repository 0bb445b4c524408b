DROP INDEX "game_registrations_due_idx";--> statement-breakpoint
ALTER TABLE "game_registrations" ADD COLUMN "ranking_tried_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "game_registrations_due_idx" ON "game_registrations" USING btree (coalesce("ranking_tried_at", "results_due_at")) WHERE "game_registrations"."ranking_sent_at" IS NULL;