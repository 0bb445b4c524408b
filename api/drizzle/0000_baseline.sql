CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_civ" integer,
	"first_name" text,
	"second_name" text,
	"last_name" text,
	"birthday" date,
	"email" text NOT NULL,
	"mobile_phone" text,
	"password_hash" text,
	"photo_guid" uuid,
	"photo_type" text,
	"id_vil" integer,
	"address" text,
	"address1" text,
	"city" text,
	"type" smallint DEFAULT 0 NOT NULL,
	"contact_sms" smallint DEFAULT 1 NOT NULL,
	"contact_email" smallint DEFAULT 1 NOT NULL,
	"contact_postal" smallint DEFAULT 1 NOT NULL,
	"contact_phone" smallint DEFAULT 1 NOT NULL,
	"identification_number" text,
	"company_status" text,
	"company_login" text,
	"company_access_hash" text,
	"credential_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"id_client" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"id_param" integer,
	"email" text,
	"phone" text,
	"birthday" date,
	"responsible" boolean DEFAULT false NOT NULL,
	"id_civ" integer,
	"age" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"client_id" integer,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "accessories" (
	"cid" serial PRIMARY KEY NOT NULL,
	"aid" integer NOT NULL,
	"name" text NOT NULL,
	"article" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"aid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"menu" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '#000000' NOT NULL,
	"color1" text DEFAULT '#000000' NOT NULL,
	"color2" text DEFAULT '#ffffff' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"strings" text DEFAULT '{"string_1":"","string_2":""}' NOT NULL,
	"code" text NOT NULL,
	"min_participants" integer DEFAULT 0 NOT NULL,
	"max_participants" integer DEFAULT 10 NOT NULL,
	"spectator_factor" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bar_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bar_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" integer
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"postal_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "civilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formulas" (
	"fid" serial PRIMARY KEY NOT NULL,
	"oid" integer NOT NULL,
	"aid" integer NOT NULL,
	"name" text NOT NULL,
	"article" integer,
	"color" text DEFAULT '#000000' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone,
	"rooms" text DEFAULT '' NOT NULL,
	"related_accessoires" text DEFAULT '' NOT NULL,
	"related_pack" text DEFAULT '' NOT NULL,
	"strings" text DEFAULT '{"string_1":"","string_2":""}' NOT NULL,
	"code" text,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"reserved_offer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"oid" serial PRIMARY KEY NOT NULL,
	"aid" integer NOT NULL,
	"web" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#000000' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"strings" text DEFAULT '{"string_1":"","string_2":""}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"places_max" integer NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"percentage" integer NOT NULL,
	"articles" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"places" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"reference" text NOT NULL,
	"qty" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_formulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"anniv_formule" integer NOT NULL,
	"linked_formule" integer NOT NULL,
	"start" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"summarize" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"promo_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"authorization" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"status_reason" text,
	"paid_late_from" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_status_ck" CHECK ("transactions"."status" in ('pending','paid','refused','cancelled','expired')),
	CONSTRAINT "transactions_amount_ck" CHECK ("transactions"."amount_cents" > 0)
);
--> statement-breakpoint
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
CREATE TABLE "game_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"game_value" text DEFAULT '' NOT NULL,
	"booking_date" text NOT NULL,
	"players" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
	"state" text DEFAULT 'confirmed' NOT NULL,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total_cents" >= 0),
	CONSTRAINT "orders_state_ck" CHECK ("orders"."state" in ('confirmed','paid-without-places'))
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
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_created_by_clients_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_id_client_clients_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_orders" ADD CONSTRAINT "bar_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_orders" ADD CONSTRAINT "bar_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_aid_activities_aid_fk" FOREIGN KEY ("aid") REFERENCES "public"."activities"("aid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_article_articles_id_fk" FOREIGN KEY ("article") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_tables" ADD CONSTRAINT "bar_tables_zone_id_bar_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."bar_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulas" ADD CONSTRAINT "formulas_oid_offers_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."offers"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulas" ADD CONSTRAINT "formulas_aid_activities_aid_fk" FOREIGN KEY ("aid") REFERENCES "public"."activities"("aid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulas" ADD CONSTRAINT "formulas_article_articles_id_fk" FOREIGN KEY ("article") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_aid_activities_aid_fk" FOREIGN KEY ("aid") REFERENCES "public"."activities"("aid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_slots" ADD CONSTRAINT "planning_slots_activity_id_activities_aid_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("aid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_slots" ADD CONSTRAINT "planning_slots_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_activity_id_activities_aid_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("aid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_formulas" ADD CONSTRAINT "sub_formulas_anniv_formule_formulas_fid_fk" FOREIGN KEY ("anniv_formule") REFERENCES "public"."formulas"("fid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_formulas" ADD CONSTRAINT "sub_formulas_linked_formule_formulas_fid_fk" FOREIGN KEY ("linked_formule") REFERENCES "public"."formulas"("fid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD CONSTRAINT "game_registrations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_slot_id_planning_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."planning_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_lower_uq" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_login_uq" ON "clients" USING btree ("company_login");--> statement-breakpoint
CREATE INDEX "clients_company_status_idx" ON "clients" USING btree ("company_status");--> statement-breakpoint
CREATE INDEX "company_documents_client_idx" ON "company_documents" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "families_label_lower_uq" ON "families" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "families_created_by_idx" ON "families" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "family_members_family_idx" ON "family_members" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "family_members_client_idx" ON "family_members" USING btree ("id_client");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_client_idx" ON "password_resets" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_orders_order_uq" ON "bar_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_orders_reference_uq" ON "bar_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bar_orders_paid_idx" ON "bar_orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "bar_tables_zone_id_idx" ON "bar_tables" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "formulas_oid_idx" ON "formulas" USING btree ("oid");--> statement-breakpoint
CREATE INDEX "offers_aid_idx" ON "offers" USING btree ("aid");--> statement-breakpoint
CREATE INDEX "parameters_list_id_idx" ON "parameters" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planning_slots_room_start_uq" ON "planning_slots" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "planning_slots_starts_at_idx" ON "planning_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_label_ci_uq" ON "promo_codes" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "slot_holds_slot_id_idx" ON "slot_holds" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "slot_holds_reference_idx" ON "slot_holds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_article_position_uq" ON "tariffs" USING btree ("article_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reference_uq" ON "transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "transactions_client_idx" ON "transactions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "barcodes_code_uq" ON "barcodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "barcodes_order_line_idx" ON "barcodes" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_slot_uq" ON "bookings" USING btree ("order_id","slot_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "game_registrations_client_idx" ON "game_registrations" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_uq" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_uq" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("state","refunded_at");--> statement-breakpoint
CREATE INDEX "subscriptions_client_idx" ON "subscriptions" USING btree ("client_id");