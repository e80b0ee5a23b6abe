CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"localization_id" integer NOT NULL,
	"location_object_id" integer,
	"sport_id" integer NOT NULL,
	"name" varchar(255),
	"description" text,
	"notes" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"start_at" time NOT NULL,
	"stop_at" time NOT NULL,
	"activity_type" varchar(16) DEFAULT 'pnh' NOT NULL,
	"event_type" varchar(16),
	"confirmed" boolean DEFAULT false NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"change_to_public_at" timestamp with time zone,
	"price_on_publish" integer,
	"supplement_on_publish" integer,
	"supplement_medicover_on_publish" integer,
	"supplement_fitprofit_on_publish" integer,
	"deposit_disabled_on_publish" boolean DEFAULT false NOT NULL,
	"lv" varchar(16),
	"gender" varchar(16) DEFAULT 'unisex' NOT NULL,
	"reserved_spots" integer DEFAULT 0 NOT NULL,
	"max_players" integer DEFAULT 0 NOT NULL,
	"min_players" integer DEFAULT 0 NOT NULL,
	"min_age" integer DEFAULT 18 NOT NULL,
	"max_age" integer DEFAULT 100 NOT NULL,
	"supplement" integer,
	"supplement_medicover" integer,
	"supplement_fitprofit" integer,
	"rental_price" integer,
	"discount" integer,
	"max_price" integer,
	"max_benefit_price" integer,
	"max_fitprofit_price" integer,
	"ok_system_code" varchar(120),
	"page_id" integer,
	"verify_lv" boolean DEFAULT false NOT NULL,
	"only_players_with_verified_level" boolean DEFAULT false NOT NULL,
	"level_required_settings" varchar(16) DEFAULT 'equal_level' NOT NULL,
	"custom_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"baner_image" text,
	"thumb_image" text,
	"creator_id" integer,
	"competition_type" varchar(16) DEFAULT 'activity' NOT NULL,
	"min_team_size" integer,
	"max_team_size" integer,
	"competition_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"competition_team_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"coach" varchar(255),
	"deposit_disabled" boolean DEFAULT false NOT NULL,
	"approved_by_admin" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"expired_at" date,
	"reserve_list" boolean DEFAULT false NOT NULL,
	"url" varchar(255),
	"hidden_url" varchar(255),
	"pay_by_cash" boolean DEFAULT false NOT NULL,
	"pay_by_online_transfer" boolean DEFAULT false NOT NULL,
	"pay_by_prepaid" boolean DEFAULT false NOT NULL,
	"pay_by_benefit" boolean DEFAULT false NOT NULL,
	"pay_by_ok_system" boolean DEFAULT false NOT NULL,
	"pay_by_fitprofit" boolean DEFAULT false NOT NULL,
	"pay_by_bonus_account" boolean DEFAULT true NOT NULL,
	"participants_count" integer DEFAULT 0 NOT NULL,
	"fa_count" integer DEFAULT 0 NOT NULL,
	"coordinators_count" integer DEFAULT 0 NOT NULL,
	"list_verified" boolean DEFAULT false NOT NULL,
	"list_verified_at" timestamp with time zone,
	"list_checked" boolean DEFAULT false NOT NULL,
	"list_checked_in_mobile_app" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_coordinators" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_coordinators_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_localization_id_localizations_id_fk" FOREIGN KEY ("localization_id") REFERENCES "public"."localizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_location_object_id_location_objects_id_fk" FOREIGN KEY ("location_object_id") REFERENCES "public"."location_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_coordinators" ADD CONSTRAINT "activity_coordinators_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_coordinators" ADD CONSTRAINT "activity_coordinators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_date_idx" ON "activities" USING btree ("date","start_at","id");--> statement-breakpoint
CREATE INDEX "activities_date_price_idx" ON "activities" USING btree ("date","price");--> statement-breakpoint
CREATE INDEX "activities_sport_date_idx" ON "activities" USING btree ("sport_id","date");--> statement-breakpoint
CREATE INDEX "activities_localization_date_idx" ON "activities" USING btree ("localization_id","date");--> statement-breakpoint
CREATE INDEX "activities_creator_idx" ON "activities" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activities_tags_idx" ON "activities" USING gin ("custom_tags");--> statement-breakpoint
CREATE INDEX "activities_reveal_idx" ON "activities" USING btree ("change_to_public_at") WHERE "activities"."hidden" and "activities"."change_to_public_at" is not null;--> statement-breakpoint
CREATE INDEX "activity_coordinators_user_idx" ON "activity_coordinators" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user_level_opinions" ADD CONSTRAINT "user_level_opinions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;