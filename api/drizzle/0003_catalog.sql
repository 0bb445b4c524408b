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
	"name" text NOT NULL
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
	"sort" integer DEFAULT 0 NOT NULL
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
CREATE INDEX "bar_tables_zone_id_idx" ON "bar_tables" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "formulas_oid_idx" ON "formulas" USING btree ("oid");--> statement-breakpoint
CREATE INDEX "offers_aid_idx" ON "offers" USING btree ("aid");--> statement-breakpoint
CREATE INDEX "parameters_list_id_idx" ON "parameters" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planning_slots_room_start_uq" ON "planning_slots" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "planning_slots_starts_at_idx" ON "planning_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_label_ci_uq" ON "promo_codes" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "slot_holds_slot_id_idx" ON "slot_holds" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "slot_holds_reference_idx" ON "slot_holds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_article_position_uq" ON "tariffs" USING btree ("article_id","position");
--> statement-breakpoint
-- Statement-level triggers tell every API process (LISTEN park_catalog_changed) which table changed,
-- so that cached catalogue, planning and lookup answers are dropped at once.
CREATE OR REPLACE FUNCTION park_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('park_catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activities_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER offers_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER formulas_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "formulas" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER sub_formulas_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_formulas" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER accessories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accessories" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER articles_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER tariffs_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tariffs" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER rooms_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER planning_slots_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "planning_slots" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER slot_holds_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slot_holds" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER bar_zones_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bar_zones" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER bar_tables_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bar_tables" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER civilities_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "civilities" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER parameters_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parameters" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER cities_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION park_notify_catalog_change();
