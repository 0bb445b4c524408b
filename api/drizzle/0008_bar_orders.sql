CREATE TABLE "bar_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_events_kind_ck" CHECK ("bar_events"."kind" in ('order','product'))
);
--> statement-breakpoint
CREATE TABLE "bar_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"zone_id" integer NOT NULL,
	"zone_name" text NOT NULL,
	"table_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"email" text NOT NULL,
	"client_id" integer NOT NULL,
	"phone" text,
	"status" text DEFAULT 'reçue' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_orders_status_ck" CHECK ("bar_orders"."status" in ('reçue','en préparation','servie'))
);
--> statement-breakpoint
ALTER TABLE "bar_zones" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "bar_orders" ADD CONSTRAINT "bar_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_orders" ADD CONSTRAINT "bar_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_orders_order_uq" ON "bar_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_orders_reference_uq" ON "bar_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bar_orders_paid_idx" ON "bar_orders" USING btree ("paid_at");