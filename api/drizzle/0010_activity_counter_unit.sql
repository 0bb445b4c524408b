ALTER TABLE "activities" ADD COLUMN "counter_unit" text DEFAULT 'people' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_counter_unit_ck" CHECK ("activities"."counter_unit" IN ('people', 'boxes'));--> statement-breakpoint
-- A database seeded before this column sells karaoke boxes (spec §9: 'karaoke 1-6 boxes'), as its lines already say.
UPDATE "activities" SET "counter_unit" = 'boxes' WHERE "code" = 'karaoke';
