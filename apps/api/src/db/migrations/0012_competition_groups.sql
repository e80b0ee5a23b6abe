CREATE TABLE "competition_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"custom_tags" text,
	"max_group_size" integer DEFAULT 20 NOT NULL,
	"min_team_size" integer DEFAULT 0 NOT NULL,
	"max_players_per_team" integer DEFAULT 12 NOT NULL,
	"max_teams" integer DEFAULT 3 NOT NULL,
	"gender" varchar(16) DEFAULT 'unisex' NOT NULL,
	"competition_group_type" varchar(32) DEFAULT 'local_group' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"creator_id" integer,
	"url" varchar(255),
	"hidden_url" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_groups_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) DEFAULT 'player' NOT NULL,
	"invitation_accepted" boolean DEFAULT false NOT NULL,
	"accepted_by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_group_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"gender" varchar(16) DEFAULT 'unisex' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_teams_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_team_id" integer NOT NULL,
	"competition_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) DEFAULT 'player' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups_users" ADD CONSTRAINT "competition_groups_users_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups_users" ADD CONSTRAINT "competition_groups_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams_users" ADD CONSTRAINT "competition_teams_users_competition_team_id_competition_teams_id_fk" FOREIGN KEY ("competition_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams_users" ADD CONSTRAINT "competition_teams_users_competition_group_id_competition_groups_id_fk" FOREIGN KEY ("competition_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams_users" ADD CONSTRAINT "competition_teams_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_groups_created_idx" ON "competition_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "competition_groups_creator_idx" ON "competition_groups" USING btree ("creator_id","competition_group_type");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_groups_users_unique" ON "competition_groups_users" USING btree ("competition_group_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_groups_users_user_idx" ON "competition_groups_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competition_teams_group_idx" ON "competition_teams" USING btree ("competition_group_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_teams_users_group_user_unique" ON "competition_teams_users" USING btree ("competition_group_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_teams_users_team_idx" ON "competition_teams_users" USING btree ("competition_team_id","id");--> statement-breakpoint
CREATE INDEX "competition_teams_users_user_idx" ON "competition_teams_users" USING btree ("user_id");--> statement-breakpoint
-- Group and team ids were plain integers before this migration and no group or team existed yet:
-- links to nothing are dropped so the new foreign keys hold (added by hand to the generated file).
UPDATE "activity_participants" SET "competition_team_id" = NULL WHERE "competition_team_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "activity_team_line_ups";--> statement-breakpoint
UPDATE "activities" SET "competition_group_ids" = '{}', "competition_team_ids" = '{}' WHERE cardinality("competition_group_ids") > 0 OR cardinality("competition_team_ids") > 0;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_competition_team_id_competition_teams_id_fk" FOREIGN KEY ("competition_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_team_line_ups" ADD CONSTRAINT "activity_team_line_ups_competition_team_id_competition_teams_id_fk" FOREIGN KEY ("competition_team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;