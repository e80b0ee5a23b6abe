CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"sport_picture" text,
	"baner_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"street" varchar(255),
	"city" varchar(120),
	"district" varchar(120),
	"post_code" varchar(16),
	"lat" double precision,
	"lang" double precision,
	"hidden" boolean DEFAULT false NOT NULL,
	"order_value" integer DEFAULT 1000 NOT NULL,
	"benefit_terminal_sn" varchar(120),
	"description" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"localization_id" integer NOT NULL,
	"object_type" varchar(16) DEFAULT 'hall' NOT NULL,
	"description" text,
	"notes" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"order_value" integer DEFAULT 1000 NOT NULL,
	"checklist" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"localization_id" integer NOT NULL,
	"location_object_id" integer,
	"file_key" text NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"byte_size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_photos_size_check" CHECK ("location_photos"."byte_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"body" jsonb,
	"wishpond_id" varchar(120),
	"rediraction" boolean DEFAULT false NOT NULL,
	"redir_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_page_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"section" varchar(32) DEFAULT 'logged_in_1' NOT NULL,
	"tile_type" varchar(16) DEFAULT 'simple' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"order_value" integer DEFAULT 100 NOT NULL,
	"category" varchar(120),
	"url" text NOT NULL,
	"button_text" varchar(120),
	"description" text,
	"picture" text,
	"xs" integer DEFAULT 12 NOT NULL,
	"sm" integer DEFAULT 12 NOT NULL,
	"md" integer DEFAULT 6 NOT NULL,
	"lg" integer DEFAULT 2 NOT NULL,
	"xl" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "benefit_id" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "benefit_login" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_line" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "second_line" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "benefit_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "benefit_status_ttl" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fitprofit_id" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fitprofit_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "medicover_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ok_id" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ok_system_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ok_system_status_ttl" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pnh_id" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tuzagram_id" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_alert_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "creator_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_objects" ADD CONSTRAINT "location_objects_localization_id_localizations_id_fk" FOREIGN KEY ("localization_id") REFERENCES "public"."localizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_photos" ADD CONSTRAINT "location_photos_localization_id_localizations_id_fk" FOREIGN KEY ("localization_id") REFERENCES "public"."localizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_photos" ADD CONSTRAINT "location_photos_location_object_id_location_objects_id_fk" FOREIGN KEY ("location_object_id") REFERENCES "public"."location_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_name_idx" ON "sports" USING btree ("name");--> statement-breakpoint
CREATE INDEX "localizations_order_idx" ON "localizations" USING btree ("order_value","id");--> statement-breakpoint
CREATE INDEX "localizations_city_idx" ON "localizations" USING btree ("city");--> statement-breakpoint
CREATE INDEX "location_objects_localization_idx" ON "location_objects" USING btree ("localization_id","order_value");--> statement-breakpoint
CREATE INDEX "location_photos_owner_idx" ON "location_photos" USING btree ("localization_id","location_object_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_url_idx" ON "pages" USING btree ("url");--> statement-breakpoint
CREATE INDEX "main_page_tiles_section_idx" ON "main_page_tiles" USING btree ("section","order_value");--> statement-breakpoint
CREATE INDEX "users_creator_idx" ON "users" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "users_benefit_id_idx" ON "users" USING btree ("benefit_id");