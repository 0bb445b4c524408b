CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_uq" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
-- Hand-written (decision 0052). Invoices already issued keep their number (F- and the order's id); new numbers go on
-- from the highest, one per confirmed order, from the `invoice` counter. Orders paid without places have no invoice.
UPDATE "orders" SET "invoice_number" = "id" WHERE "state" = 'confirmed';--> statement-breakpoint
INSERT INTO "counters" ("name", "value") SELECT 'invoice', COALESCE(MAX("invoice_number"), 0) FROM "orders";
