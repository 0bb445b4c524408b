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
ALTER TABLE "formulas" ADD COLUMN "reserved_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_registrations" ADD CONSTRAINT "game_registrations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_registrations_client_idx" ON "game_registrations" USING btree ("client_id");