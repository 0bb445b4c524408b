-- The catalogue's change feed (decision 0002): statement-level triggers tell every API process
-- (LISTEN park_catalog_changed) which table changed, so cached catalogue, planning and lookup answers
-- are dropped at once. Hand-written: drizzle-kit's snapshots do not describe triggers.
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
