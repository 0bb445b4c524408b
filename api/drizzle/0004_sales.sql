CREATE TABLE "barcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_line_id" integer NOT NULL,
	"slot_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"full_name" text,
	"email" text,
	"mobile_phone" text,
	"notes" text,
	"is_paid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_qty_ck" CHECK ("bookings"."qty" >= 0 and "bookings"."shortfall" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer NOT NULL,
	"tariff_id" integer,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"original_unit_price_cents" integer NOT NULL,
	"promo_code" text,
	"slot_id" integer,
	"starts_at" timestamp with time zone,
	"spectators" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_qty_ck" CHECK ("order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_method" text DEFAULT 'Carte bancaire' NOT NULL,
	"email" text NOT NULL,
	"type" text DEFAULT 'ACTIVITY' NOT NULL,
	"summarize" text DEFAULT 'summarize' NOT NULL,
	"emailed_at" timestamp with time zone,
	"email_claimed_at" timestamp with time zone,
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"access_label" text NOT NULL,
	"kind" text NOT NULL,
	"months" integer NOT NULL,
	"no_limit" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "subscriptions_period_ck" CHECK ("subscriptions"."ends_at" > "subscriptions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barcodes_code_uq" ON "barcodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "barcodes_order_line_idx" ON "barcodes" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_slot_uq" ON "bookings" USING btree ("order_id","slot_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_uq" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_uq" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_client_idx" ON "subscriptions" USING btree ("client_id");