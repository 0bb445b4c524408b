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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "families" ADD CONSTRAINT "families_created_by_clients_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_id_client_clients_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_lower_uq" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_login_uq" ON "clients" USING btree ("company_login");--> statement-breakpoint
CREATE INDEX "clients_company_status_idx" ON "clients" USING btree ("company_status");--> statement-breakpoint
CREATE UNIQUE INDEX "families_label_lower_uq" ON "families" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "families_created_by_idx" ON "families" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "family_members_family_idx" ON "family_members" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "family_members_client_idx" ON "family_members" USING btree ("id_client");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_client_idx" ON "password_resets" USING btree ("client_id");