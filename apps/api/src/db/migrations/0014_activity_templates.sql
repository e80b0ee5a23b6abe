CREATE TABLE "activity_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"localization_id" integer NOT NULL,
	"location_object_id" integer,
	"sport_id" integer NOT NULL,
	"name" varchar(255),
	"description" text,
	"notes" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"start_at" time NOT NULL,
	"stop_at" time NOT NULL,
	"week_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"hours_to_make_visible" integer,
	"activity_type" varchar(16) DEFAULT 'pnh' NOT NULL,
	"event_type" varchar(16),
	"confirmed" boolean DEFAULT false NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "activity_templates" ADD CONSTRAINT "activity_templates_localization_id_localizations_id_fk" FOREIGN KEY ("localization_id") REFERENCES "public"."localizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_templates" ADD CONSTRAINT "activity_templates_location_object_id_location_objects_id_fk" FOREIGN KEY ("location_object_id") REFERENCES "public"."location_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_templates" ADD CONSTRAINT "activity_templates_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_templates" ADD CONSTRAINT "activity_templates_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_templates" ADD CONSTRAINT "activity_templates_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_templates_created_at_idx" ON "activity_templates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_templates_creator_idx" ON "activity_templates" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "activity_templates_tags_idx" ON "activity_templates" USING gin ("custom_tags");--> statement-breakpoint
CREATE INDEX "activity_templates_generating_idx" ON "activity_templates" USING btree ("id") WHERE "activity_templates"."approved_by_admin" and not "activity_templates"."archived";--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_template_id_activity_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."activity_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_template_date_uq" ON "activities" USING btree ("template_id","date");--> statement-breakpoint

-- Activity templates in the global search (as competition groups in 0013): label "Name", second line
-- "Szablon · Sport · Location, City"; tokens of the id and the name.
CREATE OR REPLACE FUNCTION sd_activity_template_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM sd_search_tag_delete('ActivityTemplate', OLD.id);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE'
     AND (NEW.name, NEW.sport_id, NEW.localization_id) IS NOT DISTINCT FROM (OLD.name, OLD.sport_id, OLD.localization_id) THEN
    RETURN NULL;
  END IF;
  PERFORM sd_search_tag_upsert(
    'ActivityTemplate', NEW.id,
    coalesce(nullif(NEW.name, ''), s.name, 'Szablon zajęć'),
    concat_ws(' · ', 'Szablon', s.name, nullif(concat_ws(', ', l.name, l.city), '')),
    sd_norm(concat_ws(' ', NEW.id, NEW.name)),
    ARRAY(SELECT DISTINCT w FROM unnest(sd_search_tokens(NEW.name) || ARRAY[NEW.id::text]) AS w WHERE w IS NOT NULL AND w <> '')
  )
  FROM (SELECT 1) AS one
  LEFT JOIN sports AS s ON s.id = NEW.sport_id
  LEFT JOIN localizations AS l ON l.id = NEW.localization_id;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER activity_templates_search_tags AFTER INSERT OR UPDATE OR DELETE ON activity_templates FOR EACH ROW EXECUTE FUNCTION sd_activity_template_search_sync();
