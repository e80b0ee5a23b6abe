CREATE TABLE "connected_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"auth_token_id" uuid,
	"device_name" varchar(120) NOT NULL,
	"device_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"localization_id" integer,
	"event_length" integer,
	"event_price" bigint,
	"supplement" bigint,
	"event_type" varchar(16) DEFAULT 'first_type' NOT NULL,
	"legalization" varchar(3) DEFAULT 'na' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_level_opinions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rated_user_id" integer NOT NULL,
	"author_id" integer,
	"sport_id" integer,
	"activity_id" integer,
	"level" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_limit_overrides" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sport_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"level" varchar(16) NOT NULL,
	"edit_only_by_admin" boolean DEFAULT false NOT NULL,
	"check_on_pnh" boolean DEFAULT false NOT NULL,
	"check_on_organizer" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" varchar(120) NOT NULL,
	"encrypted_password" text NOT NULL,
	"terminal_type" varchar(16) DEFAULT 'benefit' NOT NULL,
	"user_id" integer,
	"localization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connected_devices" ADD CONSTRAINT "connected_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_devices" ADD CONSTRAINT "connected_devices_auth_token_id_auth_tokens_id_fk" FOREIGN KEY ("auth_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agreements" ADD CONSTRAINT "user_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agreements" ADD CONSTRAINT "user_agreements_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agreements" ADD CONSTRAINT "user_agreements_localization_id_localizations_id_fk" FOREIGN KEY ("localization_id") REFERENCES "public"."localizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_level_opinions" ADD CONSTRAINT "user_level_opinions_rated_user_id_users_id_fk" FOREIGN KEY ("rated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_level_opinions" ADD CONSTRAINT "user_level_opinions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_level_opinions" ADD CONSTRAINT "user_level_opinions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limit_overrides" ADD CONSTRAINT "user_limit_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sport_levels" ADD CONSTRAINT "user_sport_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sport_levels" ADD CONSTRAINT "user_sport_levels_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_logins" ADD CONSTRAINT "terminal_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_logins" ADD CONSTRAINT "terminal_logins_localization_id_localizations_id_fk" FOREIGN KEY ("localization_id") REFERENCES "public"."localizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connected_devices_user_idx" ON "connected_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "connected_devices_token_idx" ON "connected_devices" USING btree ("auth_token_id");--> statement-breakpoint
CREATE INDEX "user_agreements_user_idx" ON "user_agreements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_agreements_sport_idx" ON "user_agreements" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "user_level_opinions_rated_idx" ON "user_level_opinions" USING btree ("rated_user_id","sport_id","created_at");--> statement-breakpoint
CREATE INDEX "user_level_opinions_activity_idx" ON "user_level_opinions" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sport_levels_user_sport_unique" ON "user_sport_levels" USING btree ("user_id","sport_id");--> statement-breakpoint
CREATE INDEX "user_sport_levels_sport_idx" ON "user_sport_levels" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_logins_login_unique" ON "terminal_logins" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "terminal_logins_user_idx" ON "terminal_logins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "terminal_logins_localization_idx" ON "terminal_logins" USING btree ("localization_id");--> statement-breakpoint
CREATE INDEX "terminal_logins_created_idx" ON "terminal_logins" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;