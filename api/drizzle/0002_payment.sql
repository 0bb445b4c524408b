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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_status_ck" CHECK ("transactions"."status" in ('pending','paid','refused','cancelled','expired')),
	CONSTRAINT "transactions_amount_ck" CHECK ("transactions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reference_uq" ON "transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "transactions_client_idx" ON "transactions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("status","created_at");