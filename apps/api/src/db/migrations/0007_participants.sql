CREATE TABLE "activity_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"author_id" integer,
	"author_name" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reserve" boolean DEFAULT false NOT NULL,
	"payment_method" varchar(32) DEFAULT 'by_admin' NOT NULL,
	"costs" boolean DEFAULT false NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"transaction_id" integer,
	"presence_check" boolean DEFAULT false NOT NULL,
	"card_check" boolean DEFAULT false NOT NULL,
	"comments" text,
	"competition_team_id" integer,
	"team" varchar(120),
	"benefit_entry_id" integer,
	"created_by_id" integer,
	"promoted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_summaries" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"all_participants_count" integer DEFAULT 0 NOT NULL,
	"online_paid_participants_count" integer DEFAULT 0 NOT NULL,
	"cash_paid_participants_count" integer DEFAULT 0 NOT NULL,
	"benefit_paid_participants_count" integer DEFAULT 0 NOT NULL,
	"ok_system_paid_participants_count" integer DEFAULT 0 NOT NULL,
	"fitprofit_paid_participants_count" integer DEFAULT 0 NOT NULL,
	"benefit_paid_participants_verified" integer DEFAULT 0 NOT NULL,
	"fitprofit_paid_participants_verified" integer DEFAULT 0 NOT NULL,
	"final_price" bigint,
	"summary_note" text,
	"verified_by_admin" boolean DEFAULT false NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_team_line_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"competition_team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_messages" ADD CONSTRAINT "activity_messages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_messages" ADD CONSTRAINT "activity_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_summaries" ADD CONSTRAINT "activity_summaries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_summaries" ADD CONSTRAINT "activity_summaries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_team_line_ups" ADD CONSTRAINT "activity_team_line_ups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_team_line_ups" ADD CONSTRAINT "activity_team_line_ups_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_messages_activity_idx" ON "activity_messages" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_participants_unique" ON "activity_participants" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_participants_activity_idx" ON "activity_participants" USING btree ("activity_id","reserve","id");--> statement-breakpoint
CREATE INDEX "activity_participants_user_idx" ON "activity_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_team_line_ups_unique" ON "activity_team_line_ups" USING btree ("activity_id","competition_team_id","player_id");