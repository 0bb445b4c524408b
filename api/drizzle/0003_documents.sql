ALTER TABLE "barcodes" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD COLUMN "results_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD COLUMN "results" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD COLUMN "ranking_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD CONSTRAINT "game_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD CONSTRAINT "game_registrations_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_registrations_due_idx" ON "game_registrations" USING btree ("ranking_sent_at","results_due_at");