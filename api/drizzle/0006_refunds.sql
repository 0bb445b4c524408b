ALTER TABLE "transactions" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "paid_late_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "state" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("state","refunded_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_ck" CHECK ("orders"."state" in ('confirmed','paid-without-places'));